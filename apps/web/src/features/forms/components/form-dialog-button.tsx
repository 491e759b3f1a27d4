import { type ReactNode, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

interface FormDialogButtonProps {
  label: string;
  title: string;
  className?: string;
  width?: number;
  height?: number;
  children: ReactNode;
}

/** A button that opens a form in a modal dialog (the site's own stand-in for embedded form widgets). */
export function FormDialogButton({
  label,
  title,
  className = 'btn btn-primary',
  width,
  height,
  children,
}: FormDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        {...(width ? { width } : {})}
        {...(height ? { height } : {})}
      >
        {children}
      </Dialog>
    </>
  );
}
