import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { blogPosts, formatPostDate } from '../content/blog-posts';

export function BlogPage() {
  return (
    <>
      <PageHero title="SiteScout Blog" lead="Practical guides to choosing where to open, backed by public data." />
      <section className="section">
        <div className="container">
          <ul className="blog-list">
            {blogPosts.map((post) => (
              <li key={post.id} className="card blog-entry">
                <p className="blog-meta">
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readTime}
                </p>
                <h2>
                  <Link to={post.path}>{post.title}</Link>
                </h2>
                <p>{post.excerpt}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
