import { type ComponentType, createElement } from 'react';

/** A page component whose code is a separate chunk, fetched by `preload()` or on first render. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

const allLazyPages = new Set<LazyPage>();

/**
 * Wraps a dynamic import as a page. Unlike React.lazy, a page that was preloaded renders synchronously,
 * so a prerendered page can be hydrated without a Suspense fallback flashing in: the browser entry
 * preloads the current route's page before hydrating, and the prerender preloads all of them.
 * Rendered before it is loaded (client-side navigation), it suspends until the chunk arrives.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  const Page = () => {
    if (!Loaded) throw preload();
    return createElement(Loaded);
  };
  const page = Object.assign(Page, { preload });
  allLazyPages.add(page);
  return page;
}

function isLazyPage(page: ComponentType): page is LazyPage {
  return typeof (page as Partial<LazyPage>).preload === 'function';
}

/** Loads the code of the page routed at `path`, if it is a lazy page (call before hydrating). */
export async function preloadPage(routes: { path: string; Page: ComponentType }[], path: string): Promise<void> {
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  const route = routes.find((r) => r.path === normalised);
  if (route && isLazyPage(route.Page)) await route.Page.preload();
}

/** Loads every lazy page (prerendering renders them all). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...allLazyPages].map((page) => page.preload()));
}
