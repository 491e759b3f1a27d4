import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's title, made focusable (it is not a control: no Tab stop, and no focus ring for a mouse user). */
function pageTitle(): HTMLElement | null {
  const title = document.querySelector<HTMLElement>('main h1');
  if (title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  return title;
}

/** Whether focus has fallen to the page itself (nothing, or <body>), where a keyboard user has lost their place. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Keeps keyboard focus on the page (issue 41: "focus never falls to <body>"):
 * - after a route change made from the old page (its control is gone, so focus is on nothing) or from the header's
 *   links, focus moves to the new page's title once it is drawn (a lazily loaded page draws a moment later);
 * - when the focused control disappears or is disabled under the user (a list closing, a button that starts a
 *   run), focus moves to the page's title rather than to <body>.
 * Focus a page gives on purpose (a form's first error, a dashboard's title) is left alone.
 */
export function FocusKeeper() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every change of path.
  useEffect(() => {
    // Only a navigation: on the first load focus starts where the browser puts it.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const fromHeaderLink = () => document.activeElement?.closest('.site-header a') != null;
    let tries = 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      if (!focusLost() && !fromHeaderLink()) return;
      const title = pageTitle();
      if (title) title.focus({ preventScroll: true });
      else if (tries++ < 120) frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => {
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pathname]);

  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!(left instanceof HTMLElement) || event.relatedTarget !== null) return;
      // Checked after the change settles: a control re-rendered in place, or focus moved on by the page, is fine.
      setTimeout(() => {
        if (!focusLost() || !document.hasFocus()) return;
        const gone = !left.isConnected || (left as HTMLButtonElement).disabled || left.offsetParent === null;
        if (gone) pageTitle()?.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);

  return null;
}
