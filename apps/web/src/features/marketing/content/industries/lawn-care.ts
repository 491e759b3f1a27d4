import type { IndustryContent } from './industry-content';

export const lawnCare: IndustryContent = {
  path: '/service-businesses/lawn-care',
  industry: 'Lawn Care',
  metaDescription:
    'Find the best markets for your lawn care business: lot sizes, homeownership, income, home values and route density, backed by public data.',
  heroLead:
    'Big lots, owners who value curb appeal and routes packed with clients — SiteScout finds the neighbourhoods where your lawn care crews stay busy.',
  whyLocationMatters: [
    'Lots over half an acre mean bigger, more valuable jobs.',
    'Homeowners aged 35 to 65 are the most likely to hire out yard work.',
    'Route density — clients per square mile — decides how many lawns a crew finishes a day.',
    'Starting in a few well-chosen ZIP codes builds referrals faster than spreading thin.',
  ],
  industryKey: 'landscaping',
  establishmentLabel: 'landscaping services (NAICS 561730)',
  marketFactors: [
    { name: 'Lot size', explanation: 'Larger lots are larger tickets.', benchmark: 'Lots over 0.5 acre' },
    { name: 'Homeownership rate', explanation: 'Owners buy recurring lawn service.', benchmark: 'Over 70%' },
    {
      name: 'Household income',
      explanation: 'Weekly service is a discretionary spend.',
      benchmark: 'Median household income $80,000+',
    },
    {
      name: 'Home values',
      explanation: 'Curb appeal protects expensive homes.',
      benchmark: 'Median home value over $400K',
    },
    {
      name: 'Age of homeowners',
      explanation: 'Busy and older owners hire out yard work.',
      benchmark: 'Owners aged 35–65',
    },
    {
      name: 'Route density',
      explanation: 'Clients close together cut drive time between stops.',
      benchmark: '8–12 clients per square mile',
    },
    {
      name: 'Starting footprint',
      explanation: 'Concentrated early routes build referrals and yard signs that sell.',
      benchmark: 'Begin in 3–5 starting zip codes',
    },
    {
      name: 'Competitor density',
      explanation: 'Fewer landscapers per household means easier customer acquisition.',
      benchmark: 'Around 3.2 lawn care businesses per 10,000 households as an example reference point',
    },
    {
      name: 'Growing season',
      explanation: 'Longer seasons mean more billable weeks.',
      benchmark: 'Data source: NOAA frost dates',
    },
    {
      name: 'New subdivisions',
      explanation: 'New homes need sod, planting and first-year care.',
      benchmark: 'Data source: Census housing-unit growth by ZIP (ACS)',
    },
  ],
  snapshot: {
    zcta: '60014',
    county: 'McHenry',
    benchmarkDensity: 3.2,
    takeaway:
      'A stable outer-suburban market with room on the map: check lot sizes and owner ages block by block before committing a crew.',
  },
  howItHelps: [
    'Finds ZIP codes with large lots, high homeownership and the right income.',
    'Estimates route density so you can plan 8–12 clients per square mile.',
    'Picks your 3–5 best starting zip codes.',
    'Maps landscapers already working each area.',
  ],
  faq: [
    {
      question: 'What makes a good market for a lawn care business?',
      answer:
        'Lots over half an acre, homeownership over 70%, incomes of $80,000 or more, home values over $400K and many owners aged 35 to 65.',
    },
    {
      question: 'How many clients per square mile should I aim for?',
      answer: 'A route of 8–12 clients per square mile keeps drive time low and crews productive.',
    },
    {
      question: 'How many zip codes should I start in?',
      answer: 'Start in 3–5 neighbouring zip codes so routes stay tight and referrals build.',
    },
    {
      question: 'Where does the lot-size information come from?',
      answer:
        'From public parcel and housing data where it is available; where we have no data loaded for an area, the report says so.',
    },
    {
      question: 'Can I compare two suburbs?',
      answer: 'Yes. The Complete Report compares up to 3 locations side by side.',
    },
    {
      question: 'Is the first analysis free?',
      answer: 'Yes. Your first analysis is free and needs no credit card.',
    },
  ],
  tile: {
    title: 'Lawn Care',
    description: 'Find neighbourhoods with large lots and owners who pay for curb appeal, and plan dense routes.',
    icon: '❦',
    background: '#eef7e3',
    iconColor: '#3d7a16',
  },
};
