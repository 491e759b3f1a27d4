import { formatSiteMiles } from '../lib/format';
import type { SiteResult } from '../types';

export interface ListedCompetitor {
  key: string;
  site: number;
  competitor: SiteResult['competitors']['list'][number];
}

/**
 * The competitors on the map as a list beside it: the keyboard and screen-reader way to them. Choosing one opens
 * its popup on the map (the map's one popup); competitors without a position are listed but say so.
 */
export function CompetitorList({ sites, onShow }: { sites: SiteResult[]; onShow: (item: ListedCompetitor) => void }) {
  const total = sites.reduce((n, a) => n + a.competitors.list.length, 0);
  return (
    <nav className="competitor-list" aria-label="Competitors on the map">
      <h3>Competitors ({total})</h3>
      {sites.map((a, i) => (
        <div key={a.site.label}>
          {sites.length > 1 && <h4>Site {i + 1}</h4>}
          <ol>
            {a.competitors.list.map((c, j) => {
              const item = { key: `${i}-${j}`, site: i, competitor: c };
              const placed = typeof c.lat === 'number' && typeof c.lon === 'number';
              return (
                <li key={item.key}>
                  <button type="button" disabled={!placed} onClick={() => onShow(item)}>
                    {c.name}
                  </button>{' '}
                  <small>
                    {formatSiteMiles(c.distanceMiles, a.location?.distanceStepMiles)}
                    {placed ? '' : ' — no position in the data'}
                  </small>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}
