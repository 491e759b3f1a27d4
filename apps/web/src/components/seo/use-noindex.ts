import { useEffect } from 'react';

/**
 * Adds `<meta name="robots" content="noindex">` while `active` (e.g. a payment-return URL with
 * ?payment=…), and removes it again. The prerendered page itself stays indexable.
 */
export function useNoindex(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      tag.setAttribute('data-state-noindex', '');
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = 'noindex';
    return () => {
      if (added) tag?.remove();
      else if (tag) tag.content = previous;
    };
  }, [active]);
}
