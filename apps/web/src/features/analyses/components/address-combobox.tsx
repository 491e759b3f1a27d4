import { useState } from 'react';
import { useAddressSuggestions } from '../api/suggest-addresses';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { AddressSuggestion } from '../types';

/**
 * The address box with suggestions as you type (ARIA combobox pattern): Down/Up move through the list
 * (the input keeps focus and points at the active option with aria-activedescendant), Enter chooses,
 * Escape closes. Choosing puts the suggestion's label in the box; the field geocodes it from there.
 */
export function AddressCombobox({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(value.trim(), 120);
  const suggestions = useAddressSuggestions(typed);
  const options: AddressSuggestion[] = open && typed.length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;

  const choose = (s: AddressSuggestion) => {
    // A street without a house number: the geocoder answers with its range, and the number is typed in front.
    onChange(s.label);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        autoComplete="off"
        placeholder='Street address, intersection, ZIP, "City, ST" or "lat, lon"'
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            if (options.length === 0) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (i + step + options.length + (i < 0 && step < 0 ? 1 : 0)) % options.length);
          } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
            e.preventDefault();
            choose(options[active]);
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`Suggestions for ${label}`}
        className="combobox-list"
        hidden={!expanded}
        // Never a Tab stop (a scrolling list is focusable in Chrome): Tab goes on to the next field.
        tabIndex={-1}
      >
        {options.map((s, i) => (
          // Options are reached with the arrow keys from the input (aria-activedescendant), never by Tab.
          <div
            key={`${s.kind}:${s.label}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            className="combobox-option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') choose(s);
            }}
          >
            {s.label}
            {s.detail && <small>{s.detail}</small>}
          </div>
        ))}
      </div>
    </div>
  );
}
