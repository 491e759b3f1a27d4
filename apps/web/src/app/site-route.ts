import type { ComponentType } from 'react';
import type { PageMeta } from '@/components/seo/page-meta';

/** A public page: prerendered at build time with its head tags, then hydrated. */
export interface SiteRoute {
  path: string;
  Page: ComponentType;
  meta: PageMeta;
}

/** A page of the signed-in app: rendered in the browser only; `/*` at the end covers a subtree. */
export interface AppRoute {
  path: string;
  Page: ComponentType;
  meta: PageMeta;
}
