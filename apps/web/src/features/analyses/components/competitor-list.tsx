import type { KeyboardEvent } from 'react';
import { formatSiteMiles } from '../lib/format';
import type { SiteResult } from '../types';

export interface ListedCompetitor {
  key: string;
  site: number;
  competitor: SiteResult['competitors']['list'][number];
}

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(last, at + 1),
  ArrowRight: (at, last) => Math.min(last, at + 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  ArrowLeft: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** The list is one Tab stop (30–40 competitors would be as many): arrow keys, Home and End move within it. */
function moveWithin(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = buttons[move(at, buttons.length - 1)];
  if (!next) return;
  event.preventDefault();
  for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
  next.focus();
}

/**
 * The competitors on the map as a list beside it: the keyboard and screen-reader way to them. Choosing one opens
 * its popup on the map (the map's one popup); competitors without a position are listed but say so.
 */
export function CompetitorList({ sites, onShow }: { sites: SiteResult[]; onShow: (item: ListedCompetitor) => void }) {
  const total = sites.reduce((n, a) => n + a.competitors.list.length, 0);
  let first = true;
  return (
    <nav className="competitor-list" aria-label="Competitors on the map" onKeyDown={moveWithin}>
      <h3>Competitors ({total})</h3>
      <p className="form-hint">One Tab stop: the arrow keys move through the list.</p>
      {sites.map((a, i) => (
        <div key={a.site.label}>
          {sites.length > 1 && <h4>Site {i + 1}</h4>}
          <ol>
            {a.competitors.list.map((c, j) => {
              const item = { key: `${i}-${j}`, site: i, competitor: c };
              const placed = typeof c.lat === 'number' && typeof c.lon === 'number';
              const stop = placed && first;
              if (stop) first = false;
              return (
                <li key={item.key}>
                  <button type="button" disabled={!placed} tabIndex={stop ? 0 : -1} onClick={() => onShow(item)}>
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
