import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { reportNotFound } from '../api/report-not-found';

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist on SiteScout.',
  noindex: true,
};

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
    void reportNotFound(pathname);
  }, [pathname]);
  return (
    <section className="not-found container">
      <h1>404</h1>
      <p className="lead">Oops! Page not found</p>
      <Link to="/" className="btn btn-primary">
        Return to Home
      </Link>
    </section>
  );
}
