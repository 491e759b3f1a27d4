import type { IndustryContent } from './industry-content';

export const plumbing: IndustryContent = {
  path: '/service-businesses/plumbing',
  industry: 'Plumbing',
  metaDescription:
    'Find the best markets for your plumbing business: homeownership, pipe age, income, home values, growth and 30-minute service windows, backed by public data.',
  heroLead:
    'Aging pipes, homeowners who fix them fast and a service window you can keep — SiteScout shows where your plumbing business will be busiest.',
  whyLocationMatters: [
    'Homes built before 1985 are more likely to have failing supply lines, drains and water heaters.',
    'Owners call a plumber the same day; a 30-minute service window wins the job.',
    'Household income decides whether a repair becomes a remodel.',
    'Knowing how many plumbers already serve an area keeps you out of price wars.',
  ],
  industryKey: 'plumbingHvac',
  establishmentLabel: 'plumbing, heating and air-conditioning contractors (NAICS 238220)',
  marketFactors: [
    { name: 'Homeownership rate', explanation: 'Owners pay for repairs and upgrades directly.', benchmark: 'Over 65%' },
    {
      name: 'Housing age',
      explanation: 'Older plumbing fails more often and needs re-piping.',
      benchmark: 'Many homes built before 1985',
    },
    {
      name: 'Household income',
      explanation: 'Higher incomes support fixture upgrades and bathroom remodels.',
      benchmark: 'Median household income $70,000+',
    },
    {
      name: 'Home values',
      explanation: 'Owners protect valuable homes from water damage.',
      benchmark: 'Median home value over $250K',
    },
    {
      name: 'Population growth',
      explanation: 'Growth adds new installs and new customers.',
      benchmark: 'Growth over 1.5% a year',
    },
    {
      name: 'Response time',
      explanation: 'Emergencies go to whoever arrives first.',
      benchmark: 'Most homes within a 30-minute service window',
    },
    {
      name: 'Competitor density',
      explanation: 'Shows how much of the market is already served.',
      benchmark: 'Around 4.8 plumbing businesses per 10,000 households as an example reference point',
    },
    {
      name: 'Water hardness and freeze risk',
      explanation: 'Hard water and frozen pipes create recurring work.',
      benchmark: 'Data source: USGS water hardness and NOAA freeze data',
    },
    {
      name: 'Household density',
      explanation: 'Dense areas mean more calls per hour of driving.',
      benchmark: 'Data source: Census housing units per square mile (ACS)',
    },
    {
      name: 'Commercial customers',
      explanation: 'Restaurants and offices bring contract work between emergencies.',
      benchmark: 'Data source: Census County Business Patterns establishment counts',
    },
  ],
  snapshot: {
    zcta: '61704',
    county: 'McLean',
    benchmarkDensity: 4.8,
    takeaway:
      'Fast household growth since 2011 means new fixtures today and repair work as those homes age — a market to watch for a plumbing branch.',
  },
  howItHelps: [
    'Finds ZIP codes with older housing and high homeownership near your shop.',
    'Draws your 30-minute service window and counts the homes and competitors inside it.',
    'Compares candidate branch locations side by side.',
    'Writes up each market’s strengths and risks in plain language.',
  ],
  faq: [
    {
      question: 'What makes a good market for a plumbing business?',
      answer:
        'Homeownership over 65%, many homes built before 1985, incomes of $70,000 or more, home values over $250K and growth over 1.5%, all within a 30-minute service window.',
    },
    {
      question: 'Why does the age of housing matter?',
      answer:
        'Older supply lines, drains and water heaters fail more often, which means steady repair and replacement work.',
    },
    {
      question: 'How do you measure competition?',
      answer:
        'We count plumbing contractors from Census County Business Patterns and business listings, and express them per 10,000 households.',
    },
    {
      question: 'Can I see my service area on a map?',
      answer: 'Yes. Your dashboard shows the drive-time area around your shop with competitors and homes inside it.',
    },
    {
      question: 'Do you cover areas outside Illinois?',
      answer:
        'Yes. Addresses anywhere can be analysed, with the best coverage in the United States; where data is missing we say so.',
    },
    {
      question: 'Is the first analysis free?',
      answer: 'Yes. Your first analysis is free, with no credit card needed.',
    },
  ],
  tile: {
    title: 'Plumbing',
    description: 'Target areas with aging pipes, high homeownership and homes you can reach within 30 minutes.',
    icon: '◈',
    background: '#e3f6ee',
    iconColor: '#1f9d6c',
  },
};
