import { metresAsMilesText } from '@sitescout/shared';
import { useEffect, useId } from 'react';
import { useGeocode } from '../api/geocode-address';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { roughPlacement } from '../lib/rough-placement';
import type { SiteDraft } from '../types';
import { AddressCombobox } from './address-combobox';
import { PinMap } from './pin-map';

const PRECISION: Record<string, string> = {
  coordinates: 'exact coordinates',
  pin: 'pin placed on the map',
  rooftop: 'building',
  street: 'street (on its block)',
  intersection: 'street corner',
  zip: 'ZIP code area — place the pin on the site for street-level figures',
  city: 'city — place the pin on the site for street-level figures',
};

/** One address geocoded as you type; the match and its precision are shown, with a pin that can be dragged. */
export function SiteAddressField({
  index,
  draft,
  onChange,
  onRemove,
  error,
}: {
  index: number;
  draft: SiteDraft;
  onChange: (draft: SiteDraft) => void;
  onRemove?: () => void;
  error?: string;
}) {
  const id = useId();
  const query = useDebouncedValue(draft.text.trim(), 450);
  const geocode = useGeocode(query);
  const fresh = query.length >= 3 && !geocode.isError && !geocode.isPlaceholderData && geocode.isSuccess;
  const current = fresh ? (geocode.data ?? null) : null;

  // Keeps the draft's match in step with the latest geocode (a new match drops a pin moved for the old one).
  useEffect(() => {
    if (!current || draft.matchedText === query) return;
    onChange({ ...draft, match: current, matchedText: query, pin: null, centreAccepted: false });
  }, [current, query, draft, onChange]);

  const point = draft.pin ?? (draft.match ? { lat: draft.match.lat, lon: draft.match.lon } : null);
  const lookupError = query.length >= 3 && geocode.isError ? geocode.error.message : undefined;
  // The form's Run check needs to know a lookup found nothing, so it does not ask the user to wait for a match.
  useEffect(() => {
    const failed = lookupError && query === draft.text.trim() ? lookupError : null;
    if ((draft.lookupError ?? null) !== failed) onChange({ ...draft, lookupError: failed });
  }, [lookupError, query, draft, onChange]);
  const shownError = error ?? lookupError;
  const rough = roughPlacement(draft);
  return (
    <fieldset className="site-field" aria-describedby={shownError ? `${id}-error` : undefined}>
      <legend>Site {index + 1}</legend>
      <div className="field">
        <AddressCombobox
          id={id}
          label={`Address ${index + 1}`}
          value={draft.text}
          invalid={Boolean(shownError)}
          describedBy={shownError ? `${id}-error` : undefined}
          onChange={(text) => onChange({ ...draft, text })}
        />
        {onRemove && (
          <button type="button" className="btn btn-outline btn-small" onClick={onRemove}>
            Remove site {index + 1}
          </button>
        )}
      </div>
      {geocode.isFetching && query.length >= 3 && <p className="geocode-status">Looking up “{query}”…</p>}
      {draft.match && rough && (
        <div className="geocode-match geocode-rough" role="status" data-testid={`geocode-match-${index}`}>
          <p>
            Placed only at {rough.where}: <strong>{draft.match.label}</strong>
            {rough.uncertainty ? (
              <>
                {' '}
                — the site may be up to <strong>{rough.uncertainty}</strong> away
              </>
            ) : null}
            . Figures would describe the area around this point, not your site, and zoning could not be checked.
          </p>
          <p>Drag the pin on the map below onto the site for street-level figures.</p>
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={Boolean(draft.centreAccepted)}
              onChange={(e) => onChange({ ...draft, centreAccepted: e.target.checked })}
            />{' '}
            Run at this centre anyway
          </label>
        </div>
      )}
      {draft.match && !rough && (
        <p className="geocode-match" data-testid={`geocode-match-${index}`}>
          Matched <strong>{draft.match.label}</strong> — precision:{' '}
          {draft.pin ? PRECISION.pin : (PRECISION[draft.match.precision] ?? draft.match.precision)}
          {!draft.pin && draft.match.uncertaintyMetres
            ? ` (about ±${metresAsMilesText(draft.match.uncertaintyMetres)})`
            : ''}
          {draft.match.note ? ` (${draft.match.note})` : ''}
          {draft.pin ? ` · pin moved to ${draft.pin.lat.toFixed(5)}, ${draft.pin.lon.toFixed(5)}` : ''}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      )}
      {point && draft.match && (
        <PinMap
          lat={draft.match.lat}
          lon={draft.match.lon}
          label={draft.match.label}
          onMove={(lat, lon) => onChange({ ...draft, pin: { lat, lon } })}
        />
      )}
    </fieldset>
  );
}
