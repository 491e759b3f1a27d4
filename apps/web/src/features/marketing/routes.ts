import { type ComponentType, createElement } from 'react';
import type { SiteRoute } from '@/app/site-route';
import { lazyPage } from '@/components/routing/lazy-page';
import { industryMeta } from './components/industry-meta';
import { industries } from './content/industries';
import {
  aboutMeta,
  bestPlacesRetailMeta,
  blogMeta,
  brickAndMortarMeta,
  coffeeShopGuideMeta,
  coffeeShopIllinoisMeta,
  commercialRealEstateMeta,
  contactMeta,
  creditsMeta,
  faqMeta,
  getStartedMeta,
  homeMeta,
  howItWorksMeta,
  illinoisMeta,
  lpCreMeta,
  privacyMeta,
  serviceBusinessesMeta,
  siteSelectionCriteriaMeta,
  smallBusinessMeta,
} from './page-meta';

// Each page's code is its own chunk, so a visitor downloads only the page they open.
const page = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazyPage(() => load().then(pick));

const loadIndustryPage = () => import('./components/industry-page').then((m) => m.IndustryPage);

/**
 * The public marketing pages, in sitemap order. Pages with slots (get-started, credits, contact-us,
 * how-it-works) render their own fallbacks here; src/app composes them with the forms and billing pieces.
 */
export const marketingRoutes: SiteRoute[] = [
  {
    path: '/',
    Page: page(
      () => import('./pages/home-page'),
      (m) => m.HomePage,
    ),
    meta: homeMeta,
  },
  {
    path: '/how-it-works',
    Page: page(
      () => import('./pages/how-it-works-page'),
      (m) => m.HowItWorksPage,
    ),
    meta: howItWorksMeta,
  },
  {
    path: '/get-started',
    Page: page(
      () => import('./pages/get-started-page'),
      (m) => m.GetStartedPage,
    ),
    meta: getStartedMeta,
  },
  {
    path: '/credits',
    Page: page(
      () => import('./pages/credits-page'),
      (m) => m.CreditsPage,
    ),
    meta: creditsMeta,
  },
  {
    path: '/about-us',
    Page: page(
      () => import('./pages/about-page'),
      (m) => m.AboutPage,
    ),
    meta: aboutMeta,
  },
  {
    path: '/contact-us',
    Page: page(
      () => import('./pages/contact-page'),
      (m) => m.ContactPage,
    ),
    meta: contactMeta,
  },
  {
    path: '/privacy-policy',
    Page: page(
      () => import('./pages/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
    meta: privacyMeta,
  },
  {
    path: '/faq',
    Page: page(
      () => import('./pages/faq-page'),
      (m) => m.FaqPage,
    ),
    meta: faqMeta,
  },
  {
    path: '/blog',
    Page: page(
      () => import('./pages/blog-page'),
      (m) => m.BlogPage,
    ),
    meta: blogMeta,
  },
  {
    path: '/blog/site-selection-criteria-service-businesses',
    Page: page(
      () => import('./pages/blog/site-selection-criteria-post'),
      (m) => m.SiteSelectionCriteriaPost,
    ),
    meta: siteSelectionCriteriaMeta,
  },
  {
    path: '/blog/coffee-shop-neighborhood-guide',
    Page: page(
      () => import('./pages/blog/coffee-shop-guide-post'),
      (m) => m.CoffeeShopGuidePost,
    ),
    meta: coffeeShopGuideMeta,
  },
  {
    path: '/blog/best-places-retail-illinois',
    Page: page(
      () => import('./pages/blog/best-places-retail-illinois-post'),
      (m) => m.BestPlacesRetailPost,
    ),
    meta: bestPlacesRetailMeta,
  },
  {
    path: '/blog/where-to-open-coffee-shop-illinois',
    Page: page(
      () => import('./pages/blog/coffee-shop-illinois-post'),
      (m) => m.CoffeeShopIllinoisPost,
    ),
    meta: coffeeShopIllinoisMeta,
  },
  {
    path: '/blog/opening-brick-and-mortar-illinois',
    Page: page(
      () => import('./pages/blog/brick-and-mortar-illinois-post'),
      (m) => m.BrickAndMortarIllinoisPost,
    ),
    meta: brickAndMortarMeta,
  },
  {
    path: '/local/illinois',
    Page: page(
      () => import('./pages/illinois-page'),
      (m) => m.IllinoisPage,
    ),
    meta: illinoisMeta,
  },
  {
    path: '/lp-cre-2',
    Page: page(
      () => import('./pages/lp-cre-page'),
      (m) => m.LpCrePage,
    ),
    meta: lpCreMeta,
  },
  {
    path: '/small-business',
    Page: page(
      () => import('./pages/small-business-page'),
      (m) => m.SmallBusinessPage,
    ),
    meta: smallBusinessMeta,
  },
  {
    path: '/commercial-real-estate',
    Page: page(
      () => import('./pages/commercial-real-estate-page'),
      (m) => m.CommercialRealEstatePage,
    ),
    meta: commercialRealEstateMeta,
  },
  {
    path: '/service-businesses',
    Page: page(
      () => import('./pages/service-businesses-page'),
      (m) => m.ServiceBusinessesPage,
    ),
    meta: serviceBusinessesMeta,
  },
  ...industries.map(
    (content): SiteRoute => ({
      path: content.path,
      Page: page(loadIndustryPage, (IndustryPage) => () => createElement(IndustryPage, { content })),
      meta: industryMeta(content),
    }),
  ),
];
