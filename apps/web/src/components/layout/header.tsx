import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AuthNavItem } from '@/features/auth';
import { getStartedLink, headerLinks } from './nav-links';

export function Header() {
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="SiteScout home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>SiteScout</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((v) => !v)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={open ? 'site-nav open' : 'site-nav'}>
          <ul>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <AuthNavItem onNavigate={() => setOpen(false)} />
            <li>
              <Link to={getStartedLink.to} className="btn btn-primary" onClick={() => setOpen(false)}>
                {getStartedLink.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
