import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { useAction } from '@/lib/use-action';

export interface ActionFormProps {
  title: string;
  submitLabel: string;
  /** Further fields (amount, months …) before the reason. */
  children?: ReactNode;
  /** Runs the action with the reason typed; the form reports its error or "Done". */
  onSubmit: (reason: string) => Promise<void>;
}

/** One administrator action: its fields, a required reason (kept in the audit log) and its button. */
export function ActionForm({ title, submitLabel, children, onSubmit }: ActionFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const { busy, problem, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    void run(async () => {
      await onSubmit(reason.trim());
      setReason('');
      setDone(true);
    });
  };
  return (
    <form className="admin-action" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {children}
      <label htmlFor={`${id}-reason`}>Reason</label>
      <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      <BusyButton type="submit" className="btn btn-primary" busy={busy}>
        {submitLabel}
      </BusyButton>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      {done && !problem && (
        <p className="admin-done" role="status">
          Done.
        </p>
      )}
    </form>
  );
}
