const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 28, 2026, 1:05 PM". */
export const when = (iso: string): string => dateTime.format(new Date(iso));
/** "Nov 28, 2026". */
export const onDay = (iso: string): string => day.format(new Date(iso));
/** "+3", "-1". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
