import { useId, useMemo, useState } from 'react';
import type { BusinessTypeInfo } from '../types';

/** Types whose label or keywords contain every word typed, best (label starts with the query) first. */
export function searchBusinessTypes(types: BusinessTypeInfo[], query: string): BusinessTypeInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return types;
  const hay = (t: BusinessTypeInfo) => `${t.label} ${t.id} ${t.keywords.join(' ')}`.toLowerCase();
  return types
    .filter((t) => words.every((w) => hay(t).includes(w)))
    .sort(
      (a, b) =>
        Number(b.label.toLowerCase().startsWith(words[0] ?? '')) -
        Number(a.label.toLowerCase().startsWith(words[0] ?? '')),
    );
}

/** Search-as-you-type combobox over the taxonomy. */
export function BusinessTypePicker({
  types,
  value,
  onChange,
  error,
}: {
  types: BusinessTypeInfo[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const id = useId();
  const selected = types.find((t) => t.id === value);
  const [query, setQuery] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const matches = useMemo(() => searchBusinessTypes(types, query).slice(0, 8), [types, query]);
  const choose = (t: BusinessTypeInfo) => {
    onChange(t.id);
    setQuery(t.label);
    setOpen(false);
  };
  return (
    <div className="field combobox">
      <label htmlFor={id}>Business type</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder="Start typing, e.g. coffee"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            choose(matches[0]);
          }
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && (
        <div id={`${id}-list`} role="listbox" className="combobox-list">
          {matches.length === 0 && <p className="combobox-empty">No business type matches “{query}”</p>}
          {matches.map((t) => (
            <button
              key={t.id}
              type="button"
              role="option"
              aria-selected={t.id === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(t)}
            >
              {t.label} <small>{t.kind === 'storefront' ? 'storefront' : 'serves an area'}</small>
            </button>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
