import { Link } from 'react-router';
import { footerGroups } from './nav-links';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="brand">SiteScout</p>
          <p>Location intelligence for small businesses, built on public data you can check.</p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container copyright">
        <p>
          © <span suppressHydrationWarning>{year}</span> SiteScout. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
