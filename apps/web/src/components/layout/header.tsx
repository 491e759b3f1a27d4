import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AdminNavLink } from '@/features/admin';
import { AuthNavItem, useAuth } from '@/features/auth';
import { CreditBalanceLink } from '@/features/billing';
import { appLinks, getStartedLink, headerLinks } from './nav-links';

export function Header() {
  const [open, setOpen] = useState(false);
  const auth = useAuth();
  const signedIn = auth.user !== null;
  const close = () => setOpen(false);
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
            {(signedIn ? appLinks : headerLinks).map((link) => (
              <li key={link.to}>
                {/* "My analyses" is active on its own page only, not on every analysis under it. */}
                <NavLink to={link.to} end onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <AdminNavLink getAccessToken={auth.getAccessToken} signedIn={signedIn} onNavigate={close} />
            {signedIn && (
              <li>
                <CreditBalanceLink getAccessToken={auth.getAccessToken} accountHref="/account" onNavigate={close} />
              </li>
            )}
            <AuthNavItem onNavigate={close} />
            {!signedIn && (
              <li>
                <Link to={getStartedLink.to} className="btn btn-primary" onClick={close}>
                  {getStartedLink.label}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
