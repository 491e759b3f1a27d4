import type { PublishedFigure } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { householdSpending } from './household-spending.js';
import { serviceTicket } from './service-ticket.js';

const row = (item: string, group: string, year: string, value: number, note = ''): PublishedFigure => ({
  dataset: 'BLS CE',
  item,
  geography: 'US',
  group,
  year,
  value,
  unit: 'USD per CU per year',
  sourceUrl: 'https://www.bls.gov/x (copy)',
  note,
});

const FIFTHS = ['Lowest 20%', 'Second 20%', 'Third 20%', 'Fourth 20%', 'Highest 20%'];
const rows: PublishedFigure[] = [
  row('Food away from home', 'All consumer units', '2024 (inferred)', 3945, 'SECONDARY: hand transcription'),
  ...FIFTHS.map((g, i) =>
    row('Food away from home', g, '2024 (inferred)', [1000, 2000, 3000, 4000, 8000][i] as number),
  ),
  ...FIFTHS.map((g, i) =>
    row('Average income before taxes', g, '2024', [20_000, 40_000, 70_000, 120_000, 260_000][i] as number),
  ),
];

describe('householdSpending', () => {
  it('interpolates between income fifths at the area’s household income', () => {
    // 95,000 lies halfway between the third (70,000 → 3,000) and fourth (120,000 → 4,000) fifths.
    const f = householdSpending(rows, 'Food away from home', 95_000);
    expect(f?.value).toBe(3500);
    expect(f && 'estimate' in f).toBe(true);
  });

  it('clamps outside the fifths and falls back to the all-households figure without income', () => {
    expect(householdSpending(rows, 'Food away from home', 5_000)?.value).toBe(1000);
    const all = householdSpending(rows, 'Food away from home', null);
    expect(all).toMatchObject({ value: 3945, vintage: '2024 (inferred)', note: expect.stringContaining('SECONDARY') });
  });

  it('is null for an item the table does not have', () => {
    expect(householdSpending(rows, 'Healthcare', 50_000)).toBeNull();
  });
});

describe('serviceTicket', () => {
  it('averages the low and high end of a published range and keeps the authority caveat', () => {
    const ticket = serviceTicket(
      [
        {
          ...row('Quarterly pest control, per visit (low end)', 'Residential', 'undated', 75, 'LOW AUTHORITY'),
          dataset: 'Service ticket',
        },
        {
          ...row('Quarterly pest control, per visit (high end)', 'Residential', 'undated', 125, 'LOW AUTHORITY'),
          dataset: 'Service ticket',
        },
      ],
      ['pest control'],
    );
    expect(ticket?.value).toBe(100);
    expect(ticket && 'estimate' in ticket ? ticket.estimate.method : '').toContain('LOW AUTHORITY');
    expect(serviceTicket([], ['plumb'])).toBeNull();
  });
});
