import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action is running: announced as unavailable (`aria-disabled`) and deaf to clicks and to the form's
 * Enter, but still focusable. A `disabled` button that holds the keyboard focus drops it to the page body, so a
 * keyboard user who pressed "Run" would start again from the top of the page.
 */
export function BusyButton({ busy, onClick, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      {...rest}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Blocks a form's submission too (Enter in a field clicks its submit button).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
