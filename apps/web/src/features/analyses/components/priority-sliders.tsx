import { useId } from 'react';
import type { Priorities } from '../types';

type SliderKey = 'footTraffic' | 'lowCompetition' | 'customerProximity';

const SLIDERS: Array<{ key: SliderKey; label: string; hint: string }> = [
  { key: 'footTraffic', label: 'Foot traffic', hint: 'weights walkability and transit access' },
  { key: 'lowCompetition', label: 'Low competition', hint: 'weights fewer competitors nearby' },
  { key: 'customerProximity', label: 'Near my customers', hint: 'weights how well residents fit your customers' },
];

/** The three priority sliders (0–100); each shifts the weight of one part of the site score. */
export function PrioritySliders({ value, onChange }: { value: Priorities; onChange: (p: Priorities) => void }) {
  const id = useId();
  return (
    <fieldset className="priority-sliders">
      <legend>Priorities</legend>
      {SLIDERS.map((s) => (
        <div className="slider" key={s.key}>
          <label htmlFor={`${id}-${s.key}`}>
            {s.label} <output htmlFor={`${id}-${s.key}`}>{value[s.key] ?? 50}</output>
          </label>
          <input
            id={`${id}-${s.key}`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={value[s.key] ?? 50}
            onChange={(e) => onChange({ ...value, [s.key]: Number(e.target.value) })}
          />
          <small>{s.hint}</small>
        </div>
      ))}
    </fieldset>
  );
}
