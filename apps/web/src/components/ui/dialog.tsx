import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Largest size on wide screens; the dialog shrinks to fit small ones. */
  width?: number;
  height?: number;
  children: ReactNode;
}

/** Modal built on the native <dialog>: focus is trapped, Escape and the close button both close it. */
export function Dialog({ open, onClose, title, width = 700, height = 500, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      style={{ width: `min(${width}px, calc(100vw - 24px))`, height: `min(${height}px, calc(100dvh - 24px))` }}
      onClose={onClose}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}
