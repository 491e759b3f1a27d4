import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new path starts at the top of the page (in-page #anchors are left alone). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every change of path.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
