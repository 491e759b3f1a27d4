import { type RefObject, useEffect } from 'react';

/**
 * Moves the keyboard focus to `ref` (a heading with `tabIndex={-1}`) when it first appears: a panel that takes the
 * place of the button the user just pressed must take its focus too, or the focus falls to the page body.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
