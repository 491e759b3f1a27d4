import { NEUTRAL_PRIORITY } from '@sitescout/engine/rescore';
import { useId } from 'react';
import type { Priorities } from '../types';

type SliderKey = 'footTraffic' | 'lowCompetition' | 'customerProximity';

const SLIDERS: Array<{ key: SliderKey; label: string; hint: string }> = [
  { key: 'footTraffic', label: 'Foot traffic', hint: 'weights walkability and transit access' },
  { key: 'lowCompetition', label: 'Low competition', hint: 'weights fewer competitors nearby' },
  { key: 'customerProximity', label: 'Near my customers', hint: 'weights how well residents fit your customers' },
];

/** Every slider in the middle: the business type's own default weights. */
export const DEFAULT_PRIORITIES: Priorities = {
  footTraffic: NEUTRAL_PRIORITY,
  lowCompetition: NEUTRAL_PRIORITY,
  customerProximity: NEUTRAL_PRIORITY,
};

/**
 * The three priority sliders (0–100). 50 keeps the business type's default weight for its part of the site score;
 * 100 triples it, 0 cuts it to a third.
 */
export function PrioritySliders({ value, onChange }: { value: Priorities; onChange: (p: Priorities) => void }) {
  const id = useId();
  return (
    <fieldset className="priority-sliders">
      <legend>Priorities</legend>
      <p className="form-hint">
        50 is the usual weight for this type of business; move a slider to weigh it more or less.
      </p>
      {SLIDERS.map((s) => {
        const v = value[s.key] ?? NEUTRAL_PRIORITY;
        return (
          <div className="slider" key={s.key}>
            <label htmlFor={`${id}-${s.key}`}>
              {s.label}{' '}
              <output htmlFor={`${id}-${s.key}`}>
                {v}
                {v === NEUTRAL_PRIORITY ? ' (default)' : ''}
              </output>
            </label>
            <input
              id={`${id}-${s.key}`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={v}
              onChange={(e) => onChange({ ...value, [s.key]: Number(e.target.value) })}
            />
            <small>{s.hint}</small>
          </div>
        );
      })}
    </fieldset>
  );
}
