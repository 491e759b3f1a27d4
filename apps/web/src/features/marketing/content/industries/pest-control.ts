import type { IndustryContent } from './industry-content';

export const pestControl: IndustryContent = {
  path: '/service-businesses/pest-control',
  industry: 'Pest Control',
  metaDescription:
    'Find the best markets for your pest control business: housing age, income, homeownership and route planning, backed by public data.',
  heroLead:
    'Older homes, owners who want them protected and routes that fit a full day of stops — SiteScout shows where your pest control business will grow.',
  whyLocationMatters: [
    'Homes built before 1980 have more entry points for insects and rodents.',
    'Homeowners sign up for quarterly plans; renters rarely do.',
    'Routes of 15–25 miles with 8–12 stops a day keep technicians profitable.',
    'Restaurants and food businesses nearby add steady commercial contracts.',
  ],
  industryKey: 'pestControl',
  establishmentLabel: 'exterminating and pest control services (NAICS 561710)',
  marketFactors: [
    { name: 'Housing age', explanation: 'Older homes need more treatment.', benchmark: 'Many homes built before 1980' },
    {
      name: 'Household income',
      explanation: 'Recurring protection plans need disposable income.',
      benchmark: 'Median household income $60,000+',
    },
    { name: 'Homeownership rate', explanation: 'Owners buy recurring plans.', benchmark: 'Over 65%' },
    {
      name: 'Route length',
      explanation: 'Short routes mean more stops and less fuel.',
      benchmark: 'Routes of 15–25 miles',
    },
    {
      name: 'Stops per day',
      explanation: 'The number that sets a technician’s revenue.',
      benchmark: '8–12 stops a day',
    },
    {
      name: 'Competitor density',
      explanation: 'Shows how contested an area is.',
      benchmark: 'Around 6.1 pest control businesses per 10,000 households as an example reference point',
    },
    {
      name: 'Commercial food businesses',
      explanation: 'Restaurants must keep pest-control contracts.',
      benchmark: 'Data source: Census County Business Patterns restaurant counts',
    },
    {
      name: 'Climate',
      explanation: 'Warm, humid seasons increase pest pressure.',
      benchmark: 'Data source: NOAA temperature and humidity normals',
    },
    {
      name: 'Green space and water',
      explanation: 'Parks, woods and water raise mosquito and rodent activity.',
      benchmark: 'Data source: Census land and water area by ZIP (Gazetteer)',
    },
    {
      name: 'Household density',
      explanation: 'More homes per square mile shorten routes.',
      benchmark: 'Data source: Census housing units per square mile (ACS)',
    },
  ],
  snapshot: {
    zcta: '62704',
    county: 'Sangamon',
    benchmarkDensity: 6.1,
    takeaway:
      'A dense, mature neighbourhood of the state capital: older housing and many restaurants nearby support both residential and commercial routes.',
  },
  howItHelps: [
    'Finds ZIP codes with older housing and high homeownership.',
    'Plans routes of 15–25 miles with 8–12 stops a day.',
    'Counts restaurants and food businesses for commercial contracts.',
    'Maps existing pest control companies in each area.',
  ],
  faq: [
    {
      question: 'What makes a good market for a pest control business?',
      answer:
        'Many homes built before 1980, incomes of $60,000 or more and homeownership over 65%, on routes you can run efficiently.',
    },
    {
      question: 'How long should a pest control route be?',
      answer: 'Routes of 15–25 miles with 8–12 stops a day are a good target for one technician.',
    },
    {
      question: 'Do commercial customers matter?',
      answer:
        'Yes. Restaurants and food businesses need regular service; we count them from Census County Business Patterns.',
    },
    {
      question: 'How do you count competitors?',
      answer:
        'From the Census count of exterminating and pest control establishments and business listings, per 10,000 households.',
    },
    {
      question: 'Can I compare territories?',
      answer: 'Yes. Compare up to 3 locations with a Complete Report, or more with Pro Monthly.',
    },
    {
      question: 'Is the first analysis free?',
      answer: 'Yes. Your first analysis is free and needs no credit card.',
    },
  ],
  tile: {
    title: 'Pest Control',
    description: 'Target older housing and dense routes with 8–12 stops a day.',
    icon: '✦',
    background: '#fdf0dc',
    iconColor: '#8a5300',
  },
};
