import { PLANS, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import type { AccordionItem } from '@/components/ui/accordion';
import { ANALYSIS_TIME_PROMISE, HUMAN_SAMPLE_DELIVERY } from '@/lib/time-promise';

/** The eleven questions of /faq; the home page shows the first four and the coverage question. */
export const faqItems: AccordionItem[] = [
  {
    question: 'What is SiteScout?',
    answer:
      'SiteScout is a location-intelligence service for small businesses. You tell us your business type and the addresses you are considering; we analyse demographics, competitors, access and costs around each one and give you a scored report with the reasons behind every score.',
  },
  {
    question: 'How long does it take to get my report?',
    answer: `${ANALYSIS_TIME_PROMISE} The dashboard shows its progress meanwhile. A sample report written by a person on our team is a separate offer: it takes about 2 minutes to request and arrives by e-mail ${HUMAN_SAMPLE_DELIVERY}.`,
  },
  {
    question: 'Is my first analysis really free?',
    answer:
      'Yes. Your first analysis is free and needs no credit card. After that you can buy a Complete Report, add analysis credits, or talk to us about Pro Monthly.',
  },
  {
    question: 'What data do you use?',
    answer:
      'Public sources you can check: U.S. Census Bureau population, income and household figures (American Community Survey), County Business Patterns establishment counts, OpenStreetMap and city open-data portals for amenities, transit stops and traffic counts. Every figure in a report names its source and year.',
  },
  {
    question: 'Which areas do you cover?',
    answer:
      'The full report — Walk, Transit and Bike Scores, named competitors, zoning, traffic counts and a local rent estimate — is available in the City of Chicago. Elsewhere in Illinois and in the other U.S. areas whose Census business counts are loaded, a report holds demographics, a competitor count, the market rent benchmark, a site score and a revenue forecast, without the walkability, transit, zoning and traffic sections. In other U.S. ZIPs and abroad many sections are left out. Before you spend anything, the form lists, section by section, what the report at your address will and will not hold.',
    link: { to: '/coverage', label: 'See where each section is available' },
  },
  {
    question: 'What is included in a report?',
    answer:
      'Walkability, transit and bike scores; demographics such as age, income, household makeup, education and population density; competitor mapping with distances; traffic, visibility and accessibility; rent benchmarks; zoning flags; and written market strengths, risks and recommendations.',
  },
  {
    question: 'Can I compare several locations?',
    answer: `Yes. The Complete Report compares up to ${PLANS.completeReport.maxLocations} locations side by side. Comparing more on an ongoing basis is part of Pro Monthly: ${PRO_MONTHLY_INCLUDES}.`,
  },
  {
    question: 'How do credits work?',
    answer:
      'One credit equals one analysis. Credits cost $9.99 each, never expire, and are added to your account after payment. You need an account to buy and use credits.',
  },
  {
    question: 'Do I need to sign a contract?',
    answer: 'No. There are no long-term contracts. Pro Monthly is billed month to month and you can cancel anytime.',
  },
  {
    question: 'How is SiteScout different from hiring a consultant?',
    answer:
      'A site-selection consultant usually works for weeks and prices each study as a separate engagement. SiteScout gives you a data-backed first answer in minutes at a fixed, published price, so you can shortlist sites before you spend on deeper due diligence.',
  },
  {
    question: 'How do I contact support?',
    answer:
      'Use the form on our Contact Us page. Your message goes straight to our team, and we reply by e-mail within one business day.',
  },
];

/** The questions the home page shows before linking to /faq. */
/** The home page's questions: the first four and where the data reaches, so the landing page states coverage too. */
export const homeFaq: AccordionItem[] = [
  ...faqItems.slice(0, 4),
  ...faqItems.filter((item) => item.question === 'Which areas do you cover?'),
];
