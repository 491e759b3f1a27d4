import type { CapacitySection } from '@sitescout/engine';
import { HowWeGotThis } from './how-we-got-this';

const VERDICT: Record<CapacitySection['verdict'], string> = {
  room: 'Room for another',
  saturated: 'More than the area supports',
  balanced: 'About as many as the area supports',
  'weak-model': 'Model too uncertain here to call',
  unknown: 'Not enough data',
};

/**
 * How many businesses of this type the trade area is expected to hold against how many there are, with the
 * model's typical error drawn as a band: a gap means something only when the observed count falls outside it.
 */
export function CapacityBand({ capacity }: { capacity: CapacitySection }) {
  const { expected, observed, expectedRange } = capacity;
  return (
    <div className="capacity">
      <h3>Market capacity</h3>
      <p>
        <strong>{VERDICT[capacity.verdict]}</strong>: {capacity.summary}
      </p>
      {expected && observed && expectedRange && (
        <CapacityScale expected={expected.value} observed={observed.value} range={expectedRange} />
      )}
      {/* The summary already quotes the model's typical error; the caption says how the figures were made. */}
      <HowWeGotThis>
        <p>Estimate: {capacity.source}</p>
      </HowWeGotThis>
    </div>
  );
}

function CapacityScale({ expected, observed, range }: { expected: number; observed: number; range: [number, number] }) {
  const max = Math.max(range[1], observed, 1) * 1.15;
  const pct = (v: number) => `${(Math.max(0, v) / max) * 100}%`;
  const label = `Expected ${expected.toFixed(1)} (typical range ${range[0].toFixed(1)}–${range[1].toFixed(1)}), observed ${observed}`;
  return (
    <figure className="capacity-figure">
      <div className="capacity-scale" role="img" aria-label={label}>
        <span className="capacity-band" style={{ left: pct(range[0]), width: pct(range[1] - Math.max(0, range[0])) }} />
        <span className="capacity-expected" style={{ left: pct(expected) }} />
        <span className="capacity-observed" style={{ left: pct(observed) }} />
      </div>
      <figcaption className="form-hint">
        <span className="key key-band" /> expected range {range[0].toFixed(1)}–{range[1].toFixed(1)}{' '}
        <span className="key key-expected" /> expected {expected.toFixed(1)} <span className="key key-observed" />{' '}
        observed {observed}
      </figcaption>
    </figure>
  );
}
