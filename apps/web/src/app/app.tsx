import { Route, Routes } from 'react-router';
import { PageLayout } from '@/components/layout/page-layout';
import { RoutedPage } from './routed-page';
import { appRoutes, notFoundRoute, publicRoutes } from './routes';

/** The whole route tree; wrapped in BrowserRouter in the browser and StaticRouter when prerendering. */
export function App() {
  return (
    <Routes>
      <Route element={<PageLayout />}>
        {[...publicRoutes, ...appRoutes].map((route) => (
          <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
        ))}
        <Route path="*" element={<RoutedPage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
