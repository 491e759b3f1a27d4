import { PLANS, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import type { AccordionItem } from '@/components/ui/accordion';
import { ANALYSIS_TIME_PROMISE } from '@/lib/time-promise';

/** The six questions of the /commercial-real-estate FAQ. */
export const commercialRealEstateFaq: AccordionItem[] = [
  {
    question: 'How can SiteScout help me lease a property?',
    answer:
      'A report shows prospective tenants who lives nearby, how customers reach the site and which competitors are close — the questions tenants ask before signing.',
  },
  {
    question: 'Can I analyse a property for several tenant types?',
    answer: 'Yes. Run an analysis per business type to see which kind of tenant the location suits best.',
  },
  {
    question: 'How fast is a report?',
    answer: ANALYSIS_TIME_PROMISE,
  },
  {
    question: 'Where does the data come from?',
    answer:
      'U.S. Census Bureau demographics and business counts, city open-data portals, transit agencies and OpenStreetMap, with the source and year on every figure.',
  },
  {
    question: 'Can I compare properties?',
    answer: `Yes. A Complete Report compares up to ${PLANS.completeReport.maxLocations} locations; Pro Monthly covers ongoing comparisons for a portfolio: ${PRO_MONTHLY_INCLUDES}.`,
  },
  {
    question: 'Is there a contract?',
    answer: 'No. There are no long-term contracts, and Pro Monthly can be cancelled anytime.',
  },
];
