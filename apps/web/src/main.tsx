import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
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
if (container.firstElementChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);
