import type { CapacityFigure } from '../types';

type Loose = number | { value: number } | null | undefined;
const num = (v: Loose): number | null =>
  typeof v === 'number' ? v : v && typeof v.value === 'number' ? v.value : null;

/**
 * How many businesses of this type the area is expected to hold against how many there are, with the model's
 * error as a band: the gap is meaningful only when the observed count falls outside it.
 */
export function CapacityBand({ capacity }: { capacity: CapacityFigure }) {
  const expected = num(capacity.expected as Loose);
  const observed = num(capacity.observed as Loose);
  const error = num(capacity.modelError as Loose);
  const gap = num(capacity.gap as Loose);
  if (expected === null || observed === null) return null;
  const low = Math.max(0, expected - (error ?? 0));
  const high = expected + (error ?? 0);
  const max = Math.max(high, observed) * 1.15 || 1;
  const pct = (v: number) => `${(v / max) * 100}%`;
  const source = typeof capacity.source === 'string' ? capacity.source : JSON.stringify(capacity.source);
  return (
    <div className="capacity">
      <h3>Market capacity</h3>
      <div
        className="capacity-scale"
        role="img"
        aria-label={`Expected ${expected.toFixed(1)} (±${(error ?? 0).toFixed(1)}), observed ${observed}`}
      >
        <span className="capacity-band" style={{ left: pct(low), width: pct(high - low) }} />
        <span className="capacity-expected" style={{ left: pct(expected) }} />
        <span className="capacity-observed" style={{ left: pct(observed) }} />
      </div>
      <p>
        Expected {expected.toFixed(1)} (model error ±{(error ?? 0).toFixed(1)}), observed {observed}
        {gap !== null ? `, gap ${gap > 0 ? '+' : ''}${gap.toFixed(1)}` : ''}.{' '}
        {observed < low
          ? 'Fewer than the model expects: room for another.'
          : observed > high
            ? 'More than the model expects: crowded.'
            : 'Within the model’s error: no clear gap.'}
      </p>
      <small className="figure-source">Estimate: {source}</small>
    </div>
  );
}
