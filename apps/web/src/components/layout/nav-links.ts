export interface NavLink {
  label: string;
  to: string;
}

export const headerLinks: NavLink[] = [
  { label: 'How it Works', to: '/how-it-works' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
];

/** The signed-in app's own pages, shown in the header once signed in. */
export const appLinks: NavLink[] = [
  { label: 'My analyses', to: '/app/analyses' },
  { label: 'New analysis', to: '/app/analyses/new' },
  { label: 'Find a location', to: '/app/find' },
  // Pro accounts score address lists; the page tells everyone else what Pro is and how to get it.
  { label: 'Batch scoring', to: '/app/batches' },
];

/** Where "Get Started" takes someone already signed in: straight to the app. */
export const APP_START_PATH = '/app/analyses/new';

export const signInLink: NavLink = { label: 'Sign In', to: '/sign-in' };
export const getStartedLink: NavLink = { label: 'Get Started', to: '/get-started' };

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'How it Works', to: '/how-it-works' },
      { label: 'Get Started', to: '/get-started' },
      { label: 'Credits', to: '/credits' },
      { label: 'Service Businesses', to: '/service-businesses' },
      { label: 'Commercial Real Estate', to: '/commercial-real-estate' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Blog', to: '/blog' },
      { label: 'Illinois', to: '/local/illinois' },
    ],
  },
];
