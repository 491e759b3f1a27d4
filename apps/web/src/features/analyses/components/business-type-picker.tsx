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

/**
 * Search-as-you-type combobox over the taxonomy (ARIA combobox pattern, like the address box): Down/Up move
 * through the list while the input keeps focus and points at the active option with aria-activedescendant; Enter
 * chooses it (or the best match), Escape closes.
 */
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
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => searchBusinessTypes(types, query).slice(0, 8), [types, query]);
  const optionId = (i: number) => `${id}-option-${i}`;
  const choose = (t: BusinessTypeInfo) => {
    onChange(t.id);
    setQuery(t.label);
    setOpen(false);
    setActive(-1);
  };
  return (
    <div className="field combobox">
      <label htmlFor={id}>Business type</label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 && active < matches.length ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder="Start typing, e.g. coffee"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            if (matches.length === 0) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (i + step + matches.length + (i < 0 && step < 0 ? 1 : 0)) % matches.length);
          } else if (e.key === 'Enter' && open && (matches[active] ?? matches[0])) {
            e.preventDefault();
            choose((matches[active] ?? matches[0]) as BusinessTypeInfo);
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      {open && (
        // Never a Tab stop: Chrome makes a scrolling list focusable, and Tab from the input landed in it just as the
        // input's blur removed it, leaving focus on <body> (issue 41).
        <div id={`${id}-list`} role="listbox" className="combobox-list" tabIndex={-1}>
          {matches.length === 0 && <p className="combobox-empty">No business type matches “{query}”</p>}
          {matches.map((t, i) => (
            // Options are reached with the arrow keys from the input (aria-activedescendant), never by Tab.
            <div
              key={t.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active || (active < 0 && t.id === value)}
              tabIndex={-1}
              className={i === active ? 'combobox-option active' : 'combobox-option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(t)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') choose(t);
              }}
            >
              {t.label} <small>({t.kind === 'storefront' ? 'storefront' : 'service area'})</small>
            </div>
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
