import type { SiteResult } from '../types';
import { HowWeGotThis } from './how-we-got-this';

/**
 * The dashboard's appendix: how each estimate was made (E1, E2 … as the figures cite them) and the licence terms
 * of every dataset — the working notes a customer may check, kept out of the figures themselves.
 */
export function MethodsSection({ analyses, methods }: { analyses: SiteResult[]; methods: string[] }) {
  const datasets = new Map<string, SiteResult['sources'][number]>();
  for (const a of analyses) for (const s of a.sources) datasets.set(s.id, s);
  return (
    <section className="dash-section methods" aria-labelledby="methods-heading">
      <h2 id="methods-heading">Methods</h2>
      <p className="section-lead">
        {methods.length} figures are our own estimates; {datasets.size} public datasets feed this analysis.
      </p>
      <HowWeGotThis>
        {methods.length > 0 && (
          <>
            <h3>How the estimates were made</h3>
            <ol className="methods-list">
              {methods.map((m, i) => (
                <li key={m} id={`method-E${i + 1}`} value={i + 1}>
                  <strong>E{i + 1}.</strong> {m}
                </li>
              ))}
            </ol>
          </>
        )}
        <h3>Licences and terms of the datasets</h3>
        <ul className="methods-list">
          {[...datasets.values()].map((d) => (
            <li key={d.id}>
              <strong>{d.source}</strong> ({d.vintage}): {d.licence}
            </li>
          ))}
        </ul>
      </HowWeGotThis>
    </section>
  );
}
