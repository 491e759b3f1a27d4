import type { CardItem } from '../components/card-grid';

export const homeTiles: CardItem[] = [
  {
    icon: '◉',
    title: 'Location Analysis',
    text: 'Score each address you are weighing on access, visibility, walkability and cost, with the reasons behind every number.',
  },
  {
    icon: '◔',
    title: 'Demographics',
    text: 'Population, households, age, income and education within 1, 3 and 5 miles, from the U.S. Census Bureau.',
  },
  {
    icon: '◎',
    title: 'Competitor Data',
    text: 'See who already serves the area, how far away they are and how crowded each ring is.',
  },
];

export const homeFeatures: CardItem[] = [
  {
    title: 'Location Intelligence',
    text: 'Walk, transit and bike scores, nearby anchors and daily traffic counts tell you how customers reach a site.',
  },
  {
    title: 'Market Analysis',
    text: 'Spending power, household growth and business counts show whether the area can support one more business like yours.',
  },
  {
    title: 'Demographic Insights',
    text: 'Age, income, household makeup, education and population density around each address, with the source and year shown.',
  },
  {
    title: 'Competitor Mapping',
    text: 'Competitors plotted on a map with distances, so you can spot gaps and avoid saturated blocks.',
  },
  {
    title: 'Site Selection',
    text: 'Compare up to 3 candidate sites side by side and see which one fits your priorities — foot traffic, low competition or customer mix.',
  },
  {
    title: 'Performance Forecasting',
    text: 'An estimate of the trade area a site can draw from, with the method and its assumptions written out.',
  },
];

/** Comparison rows: SiteScout against hiring consultants and buying enterprise tools. */
export const comparisonRows: { aspect: string; siteScout: string; consultants: string; enterprise: string }[] = [
  {
    aspect: 'Pricing',
    siteScout: 'First analysis free; Complete Report $75; Pro Monthly $150/month',
    consultants: 'Quoted per study',
    enterprise: 'Annual licence, quoted per seat',
  },
  {
    aspect: 'Investment',
    siteScout: 'Pay per report or month to month',
    consultants: 'Large up-front fee for each engagement',
    enterprise: 'Licence plus onboarding and training time',
  },
  {
    aspect: 'Contract terms',
    siteScout: 'No long-term contracts; cancel anytime',
    consultants: 'Statement of work per project',
    enterprise: 'Multi-year agreements are common',
  },
  {
    aspect: 'Setup time',
    siteScout: 'Minutes — enter a business type and addresses',
    consultants: 'Weeks of scoping and field work',
    enterprise: 'Weeks of setup and data integration',
  },
  {
    aspect: 'Data quality',
    siteScout: 'Public Census, business-pattern and city data, every figure with its source and year',
    consultants: 'Depends on the firm; sources often not shown',
    enterprise: 'Strong, often proprietary and not open to checking',
  },
  {
    aspect: 'Insights focus',
    siteScout: 'Small businesses: one clear answer per site with plain-language reasons',
    consultants: 'Tailored, but the cost limits how many sites are studied',
    enterprise: 'Built for analysts at large chains',
  },
];

export const homeBenefits: string[] = [
  'Your first analysis is free — no credit card needed.',
  'Reports arrive within minutes, not weeks.',
  'Every number names its public source and year, so you can check it.',
  'Compare up to 3 locations side by side before you sign a lease.',
  'Credits never expire, and there are no long-term contracts.',
  'Plain-language strengths, risks and recommendations for each site.',
];
