/** What each public marketing page must show: its h1, the JSON-LD types in its head, and key strings. */
export interface PageExpectation {
  path: string;
  h1: string;
  jsonLd: string[];
  strings?: string[];
}

const industry = (slug: string, name: string): PageExpectation => ({
  path: `/service-businesses/${slug}`,
  h1: `Grow Your ${name} Business in the Right Markets — Backed by Real Data`,
  jsonLd: ['FAQPage', 'BreadcrumbList'],
  strings: [
    'Get Your FREE Analysis Now',
    'Why Location Matters',
    'Ready to See Where to Grow?',
    `${name} Business Location FAQs`,
    '(2024)',
    'County Business Patterns',
  ],
});

export const MARKETING_PAGES: PageExpectation[] = [
  {
    path: '/',
    h1: 'Find The Best Location & Grow Fast',
    jsonLd: ['Organization', 'FAQPage'],
    strings: ['Location Analysis', 'Demographics', 'Competitor Data', 'Performance Forecasting'],
  },
  { path: '/how-it-works', h1: 'How it Works', jsonLd: [], strings: ['Get A Free Demo', 'Create your login'] },
  {
    path: '/get-started',
    h1: 'Get Started',
    jsonLd: [],
    strings: ['Complete Report', '$75', 'Pro Monthly', '$150', 'Schedule Consultation', "What's Included"],
  },
  { path: '/credits', h1: 'Additional Analysis Credits', jsonLd: ['FAQPage'], strings: ['$9.99', 'never expire'] },
  { path: '/about-us', h1: 'Our Mission', jsonLd: ['Organization'] },
  { path: '/contact-us', h1: 'Contact Us', jsonLd: [], strings: ['Send us a message'] },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    jsonLd: [],
    strings: ['Last updated April 14, 2025', '18 years of age or older', 'State of Illinois'],
  },
  { path: '/faq', h1: 'Frequently Asked Questions', jsonLd: ['FAQPage'] },
  { path: '/blog', h1: 'SiteScout Blog', jsonLd: [] },
  {
    path: '/blog/site-selection-criteria-service-businesses',
    h1: '5 Site Selection Criteria Every Service Business Should Check',
    jsonLd: ['Article', 'BreadcrumbList', 'FAQPage'],
    strings: ['Frequently asked questions', 'Back to the blog'],
  },
  {
    path: '/blog/coffee-shop-neighborhood-guide',
    h1: 'How to Choose the Right Neighborhood for Your Coffee Shop',
    jsonLd: ['Article', 'BreadcrumbList'],
    strings: ['6. Make the rent work', 'Back to the blog'],
  },
  {
    path: '/blog/best-places-retail-illinois',
    h1: 'The 10 Best Places in Illinois to Open a Retail Business',
    jsonLd: ['Article', 'BreadcrumbList'],
    strings: ['10. Rockford', 'Strengths', 'Weaknesses', 'Best for', 'ACS 2019-2023', 'CBP 2023'],
  },
  {
    path: '/blog/where-to-open-coffee-shop-illinois',
    h1: 'Where to Open a Coffee Shop in Illinois: Top 7 Places',
    jsonLd: ['Article', 'BreadcrumbList'],
    strings: ['7. ', 'NAICS 722515', 'CBP 2023'],
  },
  {
    path: '/blog/opening-brick-and-mortar-illinois',
    h1: 'Opening a Brick-and-Mortar Business in Illinois: A 4-Step Guide',
    jsonLd: ['Article', 'BreadcrumbList'],
    strings: ['Step 4', 'Get Started'],
  },
  {
    path: '/local/illinois',
    h1: 'Find the Best Business Locations in Illinois',
    jsonLd: ['LocalBusiness'],
    strings: ['Cook County population', 'ACS 2019-2023'],
  },
  {
    path: '/lp-cre-2',
    h1: 'Location Reports That Help You Lease Faster',
    jsonLd: [],
    strings: ['What To Expect', 'Walk Score & Accessibility'],
  },
  {
    path: '/small-business',
    h1: 'Pick the Right Location Before You Sign the Lease',
    jsonLd: [],
    strings: ['Plans starting at $4.99', '$9.95', '$75'],
  },
  {
    path: '/commercial-real-estate',
    h1: 'Location Intelligence for Commercial Real Estate',
    jsonLd: ['FAQPage'],
  },
  {
    path: '/service-businesses',
    h1: 'Service Business Site Selection Made Simple',
    jsonLd: ['FAQPage'],
    strings: [
      'Start Your Analysis',
      'Salons and spas',
      'Coffee shops and cafés',
      'four competitors within a one-mile radius',
    ],
  },
  industry('hvac', 'HVAC'),
  industry('plumbing', 'Plumbing'),
  industry('lawn-care', 'Lawn Care'),
  industry('pest-control', 'Pest Control'),
];
