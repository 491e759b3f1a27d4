import type { Basemap, SiteResult } from '../types';

const names = (basemap: Basemap | undefined, layer: string, kind?: string) =>
  [
    ...new Set(
      (basemap?.features ?? [])
        .filter((f) => f.properties.layer === layer && (kind === undefined || f.properties.kind === kind))
        .map((f) => f.properties.name),
    ),
  ]
    .filter((n) => n.length > 0)
    .sort((a, b) => a.localeCompare(b));

function sentence(label: string, items: string[], max = 40): string {
  if (items.length === 0) return `${label}: none in this view.`;
  const shown = items.slice(0, max).join(', ');
  return `${label} (${items.length}): ${shown}${items.length > max ? `, and ${items.length - max} more` : ''}.`;
}

/** What the map shows, in words, for screen-reader users (and anyone who prefers a list to a picture). */
export function MapTextAlternative({ sites, basemap }: { sites: SiteResult[]; basemap: Basemap | undefined }) {
  const streetNote = basemap?.layers.find((l) => l.id === 'streets')?.note;
  return (
    <details className="map-text-alternative">
      <summary>What the map shows, as text</summary>
      <ul>
        {sites.map((a, i) => (
          <li key={a.site.label}>
            Site {i + 1}: {a.site.label} ({a.site.lat.toFixed(5)}, {a.site.lon.toFixed(5)}), with rings at{' '}
            {a.tradeArea.rings.map((r) => r.radiusMiles).join(', ')} miles and {a.competitors.list.length} competitors
            listed beside the map.
            {a.tradeArea.walk?.covered
              ? ` Walk-time areas drawn: ${a.tradeArea.walk.walksheds
                  .map(
                    (w) =>
                      `${w.minutes} minutes${w.population ? ` (${Math.round(w.population.value).toLocaleString('en-US')} residents)` : ''}`,
                  )
                  .join(', ')}.`
              : a.tradeArea.walk
                ? ` No walk-time areas: ${a.tradeArea.walk.message}`
                : ''}
          </li>
        ))}
        <li>
          {sentence('Main streets (arterials)', names(basemap, 'streets', 'arterial'), 60)}{' '}
          {sentence('Local streets', names(basemap, 'streets', 'local'))}
          {streetNote ? ` Streets: ${streetNote}.` : ''}
        </li>
        <li>{sentence('Community areas', names(basemap, 'community-areas'))}</li>
        <li>{sentence('Parks', names(basemap, 'parks'), 20)}</li>
        <li>{sentence('Rail stations', names(basemap, 'rail-stations'), 20)}</li>
        <li>
          Bus stops: {names(basemap, 'bus-stops').length} in this view.
          {names(basemap, 'lake').length > 0 ? ' Lake Michigan lies to the east.' : ''}
        </li>
      </ul>
    </details>
  );
}
