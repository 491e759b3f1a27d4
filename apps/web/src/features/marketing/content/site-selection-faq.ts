import type { AccordionItem } from '@/components/ui/accordion';

/** FAQ section of the site-selection criteria post. */
export const siteSelectionFaq: AccordionItem[] = [
  {
    question: 'How large should my service area be?',
    answer: 'For most service businesses a 15–30 minute drive from your base keeps travel costs under control.',
  },
  {
    question: 'How many competitors is too many?',
    answer:
      'More than about five within a 1–3 mile radius usually means a saturated market for a neighbourhood business.',
  },
  {
    question: 'Which demographic figures matter most?',
    answer:
      'Homeownership, household income and the number of households within your service area, adjusted for your trade.',
  },
  {
    question: 'How far ahead should I plan?',
    answer:
      'Choose a location you expect to work for 3–5 years: leases, signage and local reputation take time to pay back.',
  },
];
