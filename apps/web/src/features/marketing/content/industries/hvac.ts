import type { IndustryContent } from './industry-content';

export const hvac: IndustryContent = {
  path: '/service-businesses/hvac',
  industry: 'HVAC',
  metaDescription:
    'Find the best markets for your HVAC business: homeownership, housing age, income, home values, growth and drive times, with public data behind every figure.',
  heroLead:
    'Older homes, owners who invest in them and a service area your trucks can cover in under 45 minutes — SiteScout finds the markets where your HVAC business can grow.',
  whyLocationMatters: [
    'Replacement and repair demand follows the age of the housing stock: systems in homes built before 1990 are due for work.',
    'Homeowners, not renters, decide on a new furnace or air conditioner — and pay for it.',
    'Drive time sets how many calls a technician can run in a day, and so your margin.',
    'Competitor density tells you whether a market is underserved or already crowded.',
  ],
  industryKey: 'plumbingHvac',
  establishmentLabel: 'plumbing, heating and air-conditioning contractors (NAICS 238220)',
  marketFactors: [
    {
      name: 'Homeownership rate',
      explanation: 'Owners commission replacements and maintenance plans; landlords often defer them.',
      benchmark: 'Over 60% of occupied homes owner-occupied',
    },
    {
      name: 'Housing age',
      explanation: 'Older systems break down more and are replaced sooner.',
      benchmark: 'A large share of homes built before 1990',
    },
    {
      name: 'Household income',
      explanation: 'High-efficiency systems and service agreements need disposable income.',
      benchmark: 'Median household income $75,000+',
    },
    {
      name: 'Home values',
      explanation: 'Owners of valuable homes protect them with regular maintenance.',
      benchmark: 'Median home value over $300K',
    },
    {
      name: 'Population growth',
      explanation: 'New households bring new-construction installs and future service customers.',
      benchmark: 'Growth over 2% year on year',
    },
    {
      name: 'Drive time from your shop',
      explanation: 'Every minute on the road is a minute not billed.',
      benchmark: 'Service area within a 30–45 minute drive',
    },
    {
      name: 'Competitor density',
      explanation: 'Fewer contractors per household means more room for a new one.',
      benchmark: 'Around 5.2 HVAC businesses per 10,000 households as an example reference point',
    },
    {
      name: 'Climate exposure',
      explanation: 'Hot summers and cold winters drive emergency calls in both seasons.',
      benchmark: 'Data source: NOAA heating and cooling degree days',
    },
    {
      name: 'Household density',
      explanation: 'More homes per square mile means shorter hops between calls.',
      benchmark: 'Data source: Census housing units per square mile (ACS)',
    },
    {
      name: 'Construction activity',
      explanation: 'New homes and remodels need installs and ductwork.',
      benchmark: 'Data source: Census building permits survey',
    },
  ],
  snapshot: {
    zcta: '60540',
    county: 'DuPage',
    benchmarkDensity: 5.2,
    takeaway:
      'A dense, established suburb with steady households: a strong base for maintenance agreements, with competition to check block by block.',
  },
  howItHelps: [
    'Scores each ZIP code in your region on the ten factors above, with the data source named.',
    'Maps competing contractors and shows how many serve each household ring.',
    'Draws your 30–45 minute service area and counts the homes inside it.',
    'Ranks expansion markets so you know where to put your next truck or branch.',
  ],
  faq: [
    {
      question: 'What makes a good market for an HVAC business?',
      answer:
        'Homeownership over 60%, many homes built before 1990, household incomes of $75,000 or more, home values over $300K and steady growth, within a 30–45 minute drive of your shop.',
    },
    {
      question: 'How do you count HVAC competitors?',
      answer:
        'We use the Census County Business Patterns count of plumbing, heating and air-conditioning contractors and business listings around each area, and show how many serve each 10,000 households.',
    },
    {
      question: 'Can I analyse several service areas at once?',
      answer:
        'Yes. The Complete Report compares up to 3 locations; Pro Monthly covers ongoing comparisons of more areas.',
    },
    {
      question: 'How current is the data?',
      answer:
        'Census demographics are updated annually with the American Community Survey 5-year release; every figure shows its vintage.',
    },
    {
      question: 'Does housing age really matter for HVAC demand?',
      answer:
        'Yes. Heating and cooling systems have a limited service life, so areas with older housing stock generate more repair and replacement work.',
    },
    {
      question: 'Is the first analysis free?',
      answer: 'Yes. Your first analysis is free, with no credit card and no long-term contract.',
    },
  ],
  tile: {
    title: 'HVAC',
    description: 'Find neighbourhoods with older homes, high homeownership and room for another contractor.',
    icon: '❄',
    background: '#e8f1f8',
    iconColor: '#145a7a',
  },
};
