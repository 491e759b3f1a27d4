/** `start` moved on by `months` calendar months in UTC, the day clamped to the month's last (Jan 31 + 1 = Feb 28). */
export function addMonthsUtc(start: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

export interface AllowancePeriod {
  /** 0 for the membership's first month, 1 for the second … */
  index: number;
  start: Date;
  /** When the next month's allowance begins. */
  end: Date;
}

/**
 * The membership month `now` falls in: months run from the day Pro started (started Nov 26: Nov 26 – Dec 26,
 * Dec 26 – Jan 26 …), like a monthly subscription's billing date.
 * @example allowancePeriod(new Date('2026-01-31T10:00Z'), new Date('2026-03-01T00:00Z')).start // 2026-02-28T10:00Z
 */
export function allowancePeriod(startedAt: Date, now: Date): AllowancePeriod {
  let index = (now.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + (now.getUTCMonth() - startedAt.getUTCMonth());
  while (index > 0 && addMonthsUtc(startedAt, index) > now) index -= 1;
  index = Math.max(0, index);
  while (addMonthsUtc(startedAt, index + 1) <= now) index += 1;
  return { index, start: addMonthsUtc(startedAt, index), end: addMonthsUtc(startedAt, index + 1) };
}
