import type { AccordionItem } from '@/components/ui/accordion';

/** The four questions of the /credits FAQ. */
export const creditFaq: AccordionItem[] = [
  {
    question: 'Do credits expire?',
    answer: 'No. Credits never expire; they stay in your account until you use them.',
  },
  {
    question: 'What does one credit buy?',
    answer: 'One credit equals one analysis of one location, with the full report and dashboard.',
  },
  {
    question: 'Do I need an account to buy credits?',
    answer: 'Yes. You need an account to purchase and use credits, so we know where to add them.',
  },
  {
    question: 'How soon are credits added?',
    answer:
      'Credits are added to your account shortly after the payment is confirmed, and we e-mail you when they are.',
  },
];
