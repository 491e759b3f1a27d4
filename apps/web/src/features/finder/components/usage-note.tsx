import type { FinderUsage } from '../types';

/** Says that finder searches are free up to a daily limit, and how many are left today. */
export function UsageNote({ usage }: { usage: FinderUsage | undefined }) {
  if (!usage)
    return <p className="finder-usage">Finder searches are free for signed-in accounts, up to a daily limit.</p>;
  const left = Math.max(0, usage.limit - usage.used);
  const reset = new Date(usage.resetsAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return (
    <p className="finder-usage" data-testid="finder-usage">
      Finder searches are free: {usage.limit} a day for signed-in accounts. You have{' '}
      <strong>
        {left} of {usage.limit}
      </strong>{' '}
      left today (the count starts over at midnight UTC, {reset} your time). A full analysis of an area uses one credit,
      as usual.
    </p>
  );
}
