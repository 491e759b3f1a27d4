import type { SiteResult } from '../types';

/** Every dataset the analysis drew on, with vintage and the attribution its licence asks for (terms: Methods). */
export function SourcesSection({ analyses }: { analyses: SiteResult[] }) {
  const seen = new Map<string, SiteResult['sources'][number]>();
  for (const a of analyses) for (const s of a.sources) seen.set(s.id, s);
  const first = analyses[0];
  return (
    <section className="dash-section" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources and vintages</h2>
      <table className="data-table sources-table">
        <thead>
          <tr>
            <th scope="col">Dataset</th>
            <th scope="col">Vintage</th>
            <th scope="col">Attribution</th>
          </tr>
        </thead>
        <tbody>
          {[...seen.values()].map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.source}</th>
              <td>{s.vintage}</td>
              <td>{s.attribution}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {first && (
        <p className="figure-source">
          Engine {first.engineVersion}, data pack {first.dataVersion.slice(0, 12)}. Figures marked “Estimate” were
          derived by SiteScout; the Methods section below says how, and lists each dataset's licence terms.
        </p>
      )}
    </section>
  );
}
