/**
 * Opens a tab synchronously inside the click (so pop-up blockers allow it) and returns a function that sends
 * it to the checkout URL once known, or closes it on failure. Falls back to this tab when no tab could open.
 */
export function openCheckoutTab(): { go(url: string): void; abandon(): void } {
  const tab = window.open('about:blank', '_blank');
  // The checkout page must not be able to script this page through window.opener.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = new URL(url, window.location.href).toString();
      else window.location.assign(url);
    },
    abandon() {
      tab?.close();
    },
  };
}
