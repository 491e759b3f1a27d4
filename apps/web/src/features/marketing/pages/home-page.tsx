import { Link } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';

export const homeMeta: PageMeta = {
  title: 'SiteScout — Find The Best Location & Grow Fast',
  description:
    'Location analysis for small businesses: demographics, competitors, walk and transit scores, rent benchmarks and a site score from public data, with every source shown.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'SiteScout',
      description: 'Location intelligence for small businesses, franchisors and brokers.',
    },
  ],
};

export function HomePage() {
  return (
    <section className="hero">
      <div className="container">
        <h1>Find The Best Location &amp; Grow Fast</h1>
        <p className="lead">
          Name your business and the addresses you are weighing. SiteScout checks demographics, competitors, access and
          costs from public data and tells you which site fits — and why.
        </p>
        <div className="hero-actions">
          <Link to="/get-started" className="btn btn-primary btn-lg">
            Get Started
          </Link>
          <Link to="/how-it-works" className="btn btn-outline btn-lg">
            How it Works
          </Link>
        </div>
      </div>
    </section>
  );
}
