import { useLocation } from 'react-router';
import { usePageMeta } from '@/components/seo/use-page-meta';
import type { SiteRoute } from './site-route';

export function RoutedPage({ route }: { route: Pick<SiteRoute, 'Page' | 'meta'> }) {
  const { pathname } = useLocation();
  usePageMeta(route.meta, pathname);
  const { Page } = route;
  return <Page />;
}
