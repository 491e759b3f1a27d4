import { breadcrumbJsonLd, faqPageJsonLd } from '@/components/seo/json-ld';
import type { PageMeta } from '@/components/seo/page-meta';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { IndustryContent } from '../content/industries';

/** Home › Service Businesses › industry. */
export function industryCrumbs(content: IndustryContent): Crumb[] {
  return [
    { label: 'Home', to: '/' },
    { label: 'Service Businesses', to: '/service-businesses' },
    { label: content.industry },
  ];
}

/** Head tags of an industry page: FAQPage and BreadcrumbList structured data. */
export function industryMeta(content: IndustryContent): PageMeta {
  return {
    title: `${content.industry} Business Location Analysis`,
    description: content.metaDescription,
    jsonLd: [faqPageJsonLd(content.faq), breadcrumbJsonLd(industryCrumbs(content), content.path)],
  };
}
