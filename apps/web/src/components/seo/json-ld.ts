import type { AccordionItem } from '@/components/ui/accordion';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { ORIGIN_PLACEHOLDER, SITE_NAME } from './page-meta';

/** Absolute URL of a site path; the placeholder origin becomes PUBLIC_URL when the page is served. */
export function siteUrl(path: string): string {
  return `${ORIGIN_PLACEHOLDER}${path}`;
}

const context = 'https://schema.org';

/** schema.org FAQPage for a list of questions shown on the page. */
export function faqPageJsonLd(items: AccordionItem[]): Record<string, unknown> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** schema.org BreadcrumbList; the last crumb (the page itself) gets `currentPath`. */
export function breadcrumbJsonLd(items: Crumb[], currentPath: string): Record<string, unknown> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: siteUrl(item.to ?? currentPath),
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** ISO date, e.g. 2025-03-18. */
  datePublished: string;
  path: string;
}

/** schema.org Article for a blog post. */
export function articleJsonLd(article: ArticleFacts): Record<string, unknown> {
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    mainEntityOfPage: siteUrl(article.path),
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: siteUrl('/favicon.svg') },
    },
  };
}

/** schema.org Organization describing SiteScout. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': context,
    '@type': 'Organization',
    name: SITE_NAME,
    url: siteUrl('/'),
    logo: siteUrl('/favicon.svg'),
    description: 'Location intelligence for small businesses, franchisors, brokers and commercial real estate teams.',
  };
}

/** schema.org LocalBusiness for a regional landing page. */
export function localBusinessJsonLd(options: { path: string; areaServed: string; description: string }) {
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    name: `${SITE_NAME} ${options.areaServed}`,
    description: options.description,
    url: siteUrl(options.path),
    image: siteUrl('/illustrations/illinois-map.svg'),
    areaServed: { '@type': 'State', name: options.areaServed },
    priceRange: '$0–$150',
  };
}
