import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { useBusinessTypes } from '../api/get-business-types';
import type { FinderArea, FinderBody, FinderPriorities } from '../types';

type AreaKind = FinderArea['kind'];

const KINDS: Array<{ kind: AreaKind; label: string }> = [
  { kind: 'county', label: 'A county' },
  { kind: 'city', label: 'A city' },
  { kind: 'zips', label: 'ZIP codes' },
  { kind: 'near', label: 'Within some miles of a place' },
];

const SLIDERS: Array<{ key: 'footTraffic' | 'lowCompetition' | 'customerProximity'; label: string }> = [
  { key: 'footTraffic', label: 'Foot traffic' },
  { key: 'lowCompetition', label: 'Low competition' },
  { key: 'customerProximity', label: 'Near my customers' },
];

export interface FinderFormValues {
  businessType: string;
  kind: AreaKind;
  county: string;
  city: string;
  zips: string;
  point: string;
  radiusMiles: number;
  priorities: FinderPriorities;
  rankBy: 'score' | 'capacity-gap';
}

export const DEFAULT_FINDER_FORM: FinderFormValues = {
  businessType: 'coffee-shop',
  kind: 'county',
  // Empty, with examples as placeholders: a hurried click must not search a place nobody typed (issue 41).
  county: '',
  city: '',
  zips: '',
  point: '',
  radiusMiles: 3,
  priorities: {},
  rankBy: 'score',
};

/** The form's values as the API's request body. */
export function toFinderBody(v: FinderFormValues): FinderBody {
  const area: FinderArea =
    v.kind === 'county'
      ? { kind: 'county', county: v.county.trim() }
      : v.kind === 'city'
        ? { kind: 'city', city: v.city.trim() }
        : v.kind === 'zips'
          ? { kind: 'zips', zips: v.zips.match(/\d{5}/g) ?? [] }
          : { kind: 'near', point: v.point.trim(), radiusMiles: v.radiusMiles };
  return { businessType: v.businessType, area, priorities: v.priorities, rankBy: v.rankBy };
}

/** Business type, the area (county, city, ZIP list or circle), the priorities and the order. */
export function FinderForm({
  busy,
  fieldError,
  onSubmit,
}: {
  busy: boolean;
  fieldError: { field?: string; message: string } | null;
  onSubmit: (values: FinderFormValues) => void;
}) {
  const id = useId();
  const types = useBusinessTypes();
  const [v, setV] = useState<FinderFormValues>(DEFAULT_FINDER_FORM);
  const set = <K extends keyof FinderFormValues>(key: K, value: FinderFormValues[K]) => setV({ ...v, [key]: value });
  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <p className="form-error" role="alert">
        {fieldError.message}
      </p>
    ) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };
  return (
    <form className="finder-form" onSubmit={submit} aria-label="Where should I open?">
      <div className="form-row">
        <label htmlFor={`${id}-type`}>Business type</label>
        <select id={`${id}-type`} value={v.businessType} onChange={(e) => set('businessType', e.target.value)}>
          {(types.data?.businessTypes ?? [{ id: 'coffee-shop', label: 'Coffee shop' }]).map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        {errorFor('businessType')}
      </div>
      <fieldset className="form-row finder-area">
        <legend>Area</legend>
        <div className="finder-kinds">
          {KINDS.map((k) => (
            <label key={k.kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={k.kind}
                checked={v.kind === k.kind}
                onChange={() => set('kind', k.kind)}
              />{' '}
              {k.label}
            </label>
          ))}
        </div>
        {v.kind === 'county' && (
          <label>
            County (name and state, or FIPS code)
            <input
              value={v.county}
              onChange={(e) => set('county', e.target.value)}
              placeholder="e.g. Cook County, IL"
            />
          </label>
        )}
        {v.kind === 'city' && (
          <label>
            City (the ZIP areas whose main place it is)
            <input value={v.city} onChange={(e) => set('city', e.target.value)} placeholder="e.g. Naperville, IL" />
          </label>
        )}
        {v.kind === 'zips' && (
          <label>
            ZIP codes (separated by commas or spaces)
            <textarea
              value={v.zips}
              rows={2}
              onChange={(e) => set('zips', e.target.value)}
              placeholder="e.g. 60614, 60657, 60622"
            />
          </label>
        )}
        {v.kind === 'near' && (
          <div className="finder-near">
            <label>
              Address, ZIP code or “lat, lon”
              <input
                value={v.point}
                onChange={(e) => set('point', e.target.value)}
                placeholder="e.g. 2400 N Clark St, Chicago, IL"
              />
            </label>
            <label>
              Miles
              <input
                type="number"
                min={0.5}
                max={50}
                step={0.5}
                value={v.radiusMiles}
                onChange={(e) => set('radiusMiles', Number(e.target.value))}
              />
            </label>
          </div>
        )}
        {errorFor(`area.${v.kind === 'zips' ? 'zips' : v.kind === 'near' ? 'point' : v.kind}`)}
      </fieldset>
      <fieldset className="form-row priority-sliders">
        <legend>Priorities</legend>
        {SLIDERS.map((s) => (
          <label key={s.key} className="slider">
            {s.label} <output>{v.priorities[s.key] ?? 50}</output>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={v.priorities[s.key] ?? 50}
              onChange={(e) => set('priorities', { ...v.priorities, [s.key]: Number(e.target.value) })}
            />
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <label htmlFor={`${id}-rank`}>Order by</label>
        <select
          id={`${id}-rank`}
          value={v.rankBy}
          onChange={(e) => set('rankBy', e.target.value as FinderFormValues['rankBy'])}
        >
          <option value="score">Area score</option>
          <option value="capacity-gap">Capacity gap (room for more businesses)</option>
        </select>
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={busy}>
        {busy ? 'Ranking the areas…' : 'Find the best areas'}
      </BusyButton>
    </form>
  );
}
