// First: takes an e-mailed link's token out of the address bar before any other module runs.
import './link-capture';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { publicRoutes } from './app/routes';
import { preloadPage } from './components/routing/lazy-page';
import { landingMovedPage } from './features/auth/lib/link-landing';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('SiteScout: #root element missing from index.html');

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered and are hydrated; app pages start from an empty shell.
// The page's own code chunk is loaded first, so hydration renders the same markup as the prerender.
// A link moved to the page that finishes it: the prerendered markup is another page's, so render afresh.
if (landingMovedPage()) container.replaceChildren();
if (container.firstElementChild) {
  void preloadPage(publicRoutes, window.location.pathname).then(() => hydrateRoot(container, tree));
} else createRoot(container).render(tree);
