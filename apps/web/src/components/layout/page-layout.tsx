import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/features/auth';
import { NoDataBanner } from '@/features/data-coverage';
import { FocusKeeper } from './focus-keeper';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { useStackedTables } from './stacked-tables';

export function PageLayout() {
  const main = useRef<HTMLElement>(null);
  useStackedTables(main);
  return (
    <AuthProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <FocusKeeper />
      <Header />
      <NoDataBanner />
      <main id="main" ref={main}>
        {/* A page whose code is still loading (client-side navigation) shows nothing until it arrives. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Bottom right: at the top, toasts covered the header's balance, Contact Us and Get Started. */}
      <Toaster position="bottom-right" richColors closeButton />
    </AuthProvider>
  );
}
