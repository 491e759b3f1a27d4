import { PLANS, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import type { AccordionItem } from '@/components/ui/accordion';

/** The six questions of the /service-businesses FAQ. */
export const hubFaq: AccordionItem[] = [
  {
    question: 'Which service businesses is SiteScout built for?',
    answer:
      'Home services such as HVAC, plumbing, lawn care and pest control, plus salons and spas, coffee shops and cafés, dental and medical offices, fitness studios, pet services and cleaning companies.',
  },
  {
    question: 'How often is the data updated?',
    answer:
      'Demographic data is mostly updated annually with each Census release; competition data is refreshed monthly. Every figure shows its source and year.',
  },
  {
    question: 'What drive time should my service area cover?',
    answer:
      'Most service businesses do best with customers within a 15–30 minute drive; trades with longer jobs, such as HVAC, can stretch to 45 minutes.',
  },
  {
    question: 'How many competitors is too many?',
    answer:
      'As a rule of thumb, 2–5 competitors within a 1–3 mile radius is the sweet spot: enough to prove demand, not so many that you compete on price alone.',
  },
  {
    question: 'Can I compare several locations?',
    answer: `Yes. Compare up to ${PLANS.completeReport.maxLocations} locations with a Complete Report, or more with Pro Monthly: ${PRO_MONTHLY_INCLUDES}.`,
  },
  {
    question: 'Do I need to sign up for the first analysis?',
    answer: 'Your first analysis is free and needs no credit card; you only need a phone number to receive it.',
  },
];
