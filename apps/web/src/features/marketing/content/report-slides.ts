import type { CarouselSlide } from '@/components/ui/carousel';

/** The four report sections previewed in the /lp-cre-2 "What To Expect" carousel. */
export const reportSectionSlides: CarouselSlide[] = [
  {
    image: '/illustrations/walk-score.svg',
    imageAlt: 'Walk, transit and bike score dials',
    title: 'Walk Score & Accessibility',
    description: 'Walk, transit and bike scores, nearby stops and stations, and how easily customers reach the site.',
  },
  {
    image: '/illustrations/demographics.svg',
    imageAlt: 'Bar chart of residents by age group within three rings',
    title: 'Demographics',
    description:
      'Population, households, age, income and education within 1, 3 and 5 miles, each with its Census source.',
  },
  {
    image: '/illustrations/competition.svg',
    imageAlt: 'Map of competitors in rings around the candidate site',
    title: 'Competition Mapping',
    description: 'Every competitor on the map with distances, so you can see saturation and gaps at a glance.',
  },
  {
    image: '/illustrations/market-insights.svg',
    imageAlt: 'Panels for strengths, risks and recommendations',
    title: 'Market Insights',
    description: 'Written strengths, risks and recommendations you can share with a tenant, lender or investor.',
  },
];
