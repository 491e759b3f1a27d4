import { Fragment, useState } from 'react';
import type { RankedArea } from '../types';
import { scoreColour } from './score-colours';

const PARTS = ['demand', 'competition', 'access', 'cost', 'fit'] as const;
/** Rows shown before "Show all". */
const FIRST_ROWS = 25;

const one = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');

function CapacityCell({ area }: { area: RankedArea }) {
  const c = area.capacity;
  if (!c) return <span className="muted">no model or counts</span>;
  return (
    <span
      title={`${c.source}${c.typicalErrorPct !== null ? `; typical error ±${Math.round(c.typicalErrorPct)} %` : ''}`}
    >
      <strong>
        {c.gap > 0 ? '+' : ''}
        {one(c.gap)}
      </strong>{' '}
      <small>
        (expected {one(c.expected)}, observed {one(c.observed)}){c.weakModel ? ' — weak model for this type' : ''}
      </small>
    </span>
  );
}

/**
 * Every ranked area: score, its five parts (hover for what each is made of), the three strongest reasons, the
 * capacity gap, and a button that runs a full analysis at the area's point.
 */
export function FinderTable({
  areas,
  selected,
  starting,
  onAnalyse,
}: {
  areas: RankedArea[];
  selected: string | null;
  starting: string | null;
  onAnalyse: (area: RankedArea) => void;
}) {
  const [all, setAll] = useState(false);
  // An analysis is paid for: the first click asks, the second spends.
  const [asking, setAsking] = useState<string | null>(null);
  const shown = all ? areas : areas.slice(0, FIRST_ROWS);
  return (
    <div className="finder-table-wrap">
      <table className="finder-table" data-testid="finder-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">ZIP area</th>
            <th scope="col">Score</th>
            {PARTS.map((p) => (
              <th scope="col" key={p}>
                {p[0]?.toUpperCase()}
                {p.slice(1)}
              </th>
            ))}
            <th scope="col">Capacity gap</th>
            <th scope="col">
              <span className="visually-hidden">Full analysis</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((a) => (
            <Fragment key={a.zcta}>
              <tr
                id={`finder-row-${a.zcta}`}
                className={selected === a.zcta ? 'selected' : undefined}
                data-zcta={a.zcta}
              >
                <td>{a.rank}</td>
                <th scope="row">{a.name}</th>
                <td>
                  <span className="score-swatch" style={{ background: scoreColour(a.score) }} />
                  <strong>{one(a.score)}</strong>
                </td>
                {PARTS.map((p) => {
                  const part = a.subScores.find((s) => s.name === p);
                  return (
                    <td key={p} title={part?.detail ?? ''}>
                      {part && part.score !== null ? (
                        <>
                          {Math.round(part.score)} <small className="muted">×{Math.round(part.weight * 100)}%</small>
                        </>
                      ) : (
                        <span className="muted">no data</span>
                      )}
                    </td>
                  );
                })}
                <td>
                  <CapacityCell area={a} />
                </td>
                <td>
                  {asking === a.zcta ? (
                    <fieldset className="finder-confirm">
                      <legend>Analyse {a.name}? It uses one analysis: a credit, or one of your Pro analyses.</legend>
                      <button
                        type="button"
                        className="btn btn-primary btn-small"
                        disabled={starting !== null}
                        onClick={() => onAnalyse(a)}
                      >
                        {starting === a.zcta ? 'Starting…' : 'Run the analysis'}
                      </button>{' '}
                      <button type="button" className="btn btn-outline btn-small" onClick={() => setAsking(null)}>
                        Cancel
                      </button>
                    </fieldset>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-outline btn-small"
                      disabled={starting !== null}
                      aria-label={`Analyse ${a.name} (uses one analysis)`}
                      onClick={() => setAsking(a.zcta)}
                    >
                      Analyse…
                    </button>
                  )}
                </td>
              </tr>
              <tr className={`finder-reasons${selected === a.zcta ? ' selected' : ''}`}>
                <td />
                <td colSpan={PARTS.length + 4}>
                  <ul>
                    {a.reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
      {areas.length > FIRST_ROWS && (
        <button type="button" className="btn btn-outline" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_ROWS}` : `Show all ${areas.length} areas`}
        </button>
      )}
    </div>
  );
}
