import { articleJsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import type { PageMeta } from '@/components/seo/page-meta';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { BlogPostSummary } from '../content/blog-posts';

/** Home › Blog › post, for the visible trail and the BreadcrumbList. */
export function blogCrumbs(post: BlogPostSummary): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }];
}

/** Head tags of a post: Article and BreadcrumbList structured data (plus any extra, e.g. FAQPage). */
export function blogPostMeta(post: BlogPostSummary, extraJsonLd: Record<string, unknown>[] = []): PageMeta {
  return {
    title: post.title,
    description: post.excerpt,
    jsonLd: [
      articleJsonLd({ title: post.title, description: post.excerpt, datePublished: post.date, path: post.path }),
      breadcrumbJsonLd(blogCrumbs(post), post.path),
      ...extraJsonLd,
    ],
  };
}
