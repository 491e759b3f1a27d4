import type { ColumnMapping } from '../types';

const FIELDS: Array<{ key: keyof ColumnMapping; label: string; hint?: string }> = [
  { key: 'address', label: 'Address', hint: 'street and number' },
  { key: 'city', label: 'City', hint: 'added to the address' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP code' },
  { key: 'lat', label: 'Latitude', hint: 'with longitude: used instead of the address' },
  { key: 'lon', label: 'Longitude' },
  { key: 'name', label: 'Site name' },
];

/** One select per field, listing the file's columns; "not in the file" leaves the field out. */
export function ColumnMappingFields(props: {
  columns: string[];
  mapping: ColumnMapping;
  onChange(mapping: ColumnMapping): void;
}) {
  return (
    <fieldset className="batch-mapping">
      <legend>Which column holds what</legend>
      {FIELDS.map((field) => (
        <label key={field.key} className="field">
          <span>
            {field.label}
            {field.hint && <span className="form-hint"> ({field.hint})</span>}
          </span>
          <select
            value={props.mapping[field.key] ?? ''}
            onChange={(e) => props.onChange({ ...props.mapping, [field.key]: e.target.value || undefined })}
          >
            <option value="">not in the file</option>
            {props.columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
