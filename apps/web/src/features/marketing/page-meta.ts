import { formatUsdPrice } from '@sitescout/shared';
// Head tags (title, description, JSON-LD) of every marketing page. Kept apart from the page components so
// the route list can carry them while each page's code loads as its own chunk.
import { faqPageJsonLd, localBusinessJsonLd, organizationJsonLd } from '@/components/seo/json-ld';
import type { PageMeta } from '@/components/seo/page-meta';
import { blogPostMeta } from './components/blog-post-meta';
import { blogPost } from './content/blog-posts';
import { commercialRealEstateFaq } from './content/commercial-real-estate-faq';
import { creditFaq } from './content/credits-faq';
import { faqItems, homeFaq } from './content/faq';
import { OFFERS } from './content/offers';
import { hubFaq } from './content/service-businesses-faq';
import { siteSelectionFaq } from './content/site-selection-faq';

export const homeMeta: PageMeta = {
  title: 'SiteScout — Find The Best Location & Grow Fast',
  description:
    'Location analysis for small businesses: demographics, competitors, walk and transit scores, rent benchmarks and a site score from public data, with every source shown.',
  jsonLd: [organizationJsonLd(), faqPageJsonLd(homeFaq)],
};

export const howItWorksMeta: PageMeta = {
  title: 'How it Works',
  description:
    'From your business type and candidate addresses to a scored location report: how SiteScout analyses demographics, competition and access.',
};

export const getStartedMeta: PageMeta = {
  title: 'Get Started — Free Sample, Complete Report or Pro Monthly',
  description: `Request a free sample location report, buy a Complete Report comparing up to ${OFFERS.completeReport.locations} locations for ${formatUsdPrice(OFFERS.completeReport.price)}, or book a Pro Monthly consultation.`,
};

export const creditsMeta: PageMeta = {
  title: 'Analysis Credits',
  description: `Buy additional SiteScout analyses at ${formatUsdPrice(OFFERS.extraAnalysis.price)} each. One credit equals one analysis, and credits never expire.`,
  jsonLd: [faqPageJsonLd(creditFaq)],
};

export const aboutMeta: PageMeta = {
  title: 'About Us — Our Mission',
  description:
    'SiteScout puts the location analysis big chains use within reach of small businesses, built on public data with every source shown.',
  jsonLd: [organizationJsonLd()],
};

export const contactMeta: PageMeta = {
  title: 'Contact Us',
  description: 'Questions about a report, your account or Pro Monthly? Send the SiteScout team a message.',
};

export const privacyMeta: PageMeta = {
  title: 'Privacy Policy',
  description: 'How SiteScout collects, uses and protects your information. Last updated April 14, 2025.',
};

export const faqMeta: PageMeta = {
  title: 'Frequently Asked Questions',
  description: 'Answers about SiteScout reports, data sources, coverage, pricing, credits and support.',
  jsonLd: [faqPageJsonLd(faqItems)],
};

export const blogMeta: PageMeta = {
  title: 'Blog — Site Selection Guides',
  description:
    'Guides to choosing a business location: site selection criteria, coffee shop neighborhoods and Illinois market rankings.',
};

const illinoisDescription =
  'Location analysis for Illinois businesses: Census demographics and business counts for every county, from Chicago to Springfield.';

export const illinoisMeta: PageMeta = {
  title: 'Illinois Business Location Analysis',
  description: illinoisDescription,
  jsonLd: [localBusinessJsonLd({ path: '/local/illinois', areaServed: 'Illinois', description: illinoisDescription })],
};

export const lpCreMeta: PageMeta = {
  title: 'Location Reports for Commercial Real Estate',
  description:
    'Give tenants and investors a data-backed location report in minutes: walkability, demographics, competition and market insights for any address.',
};

export const smallBusinessMeta: PageMeta = {
  title: 'Location Analysis for Small Businesses',
  description: `Choose your next location with data: demographics, competitors and access for any address. Plans starting at ${formatUsdPrice(OFFERS.landingEntry.plansFrom)}.`,
};

export const commercialRealEstateMeta: PageMeta = {
  title: 'Commercial Real Estate Location Analysis',
  description:
    'Location reports for brokers, landlords and investors: demographics, competition and access for any property, ready in minutes.',
  jsonLd: [faqPageJsonLd(commercialRealEstateFaq)],
};

export const serviceBusinessesMeta: PageMeta = {
  title: 'Service Business Site Selection Made Simple',
  description:
    'Location analysis for HVAC, plumbing, lawn care, pest control and other service businesses: demographics, competitors, drive times and operating costs.',
  jsonLd: [faqPageJsonLd(hubFaq)],
};

export const siteSelectionCriteriaMeta = blogPostMeta(blogPost('site-selection-criteria-service-businesses'), [
  faqPageJsonLd(siteSelectionFaq),
]);
export const coffeeShopGuideMeta = blogPostMeta(blogPost('coffee-shop-neighborhood-guide'));
export const bestPlacesRetailMeta = blogPostMeta(blogPost('best-places-retail-illinois'));
export const coffeeShopIllinoisMeta = blogPostMeta(blogPost('where-to-open-coffee-shop-illinois'));
export const brickAndMortarMeta = blogPostMeta(blogPost('opening-brick-and-mortar-illinois'));
