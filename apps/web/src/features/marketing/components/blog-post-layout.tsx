import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBanner } from '@/components/ui/cta-banner';
import { type BlogPostSummary, formatPostDate } from '../content/blog-posts';
import { blogCrumbs } from './blog-post-meta';
import { PageHero } from './page-hero';

interface BlogPostLayoutProps {
  post: BlogPostSummary;
  children: ReactNode;
  /** Closing call to action to /get-started (most posts have one). */
  cta?: { title: string; text: string };
}

/** Frame of every blog post: breadcrumbs, title, date and reading time, the article, a way back to the blog. */
export function BlogPostLayout({ post, children, cta }: BlogPostLayoutProps) {
  return (
    <article>
      <PageHero above={<Breadcrumbs items={blogCrumbs(post)} />} title={post.title} lead={post.excerpt}>
        <p className="post-meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readTime}
        </p>
      </PageHero>
      <div className="section">
        <div className="container prose">
          {children}
          <p>
            <Link to="/blog">← Back to the blog</Link>
          </p>
        </div>
      </div>
      {cta ? (
        <CtaBanner title={cta.title} text={cta.text} action={{ label: 'Get Started', to: '/get-started' }} />
      ) : null}
    </article>
  );
}
