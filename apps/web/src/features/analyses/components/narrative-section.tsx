import type { SiteResult } from '../types';

/** Strengths, risks and recommendations, with who wrote them (SiteScout's rules or a checked model rewrite). */
export function NarrativeSection({ analysis }: { analysis: SiteResult }) {
  const n = analysis.narrative;
  const groups: Array<[string, string[]]> = [
    ['Strengths', n.strengths],
    ['Risks', n.risks],
    ['Recommendations', n.recommendations],
  ];
  return (
    <section className="dash-section" aria-labelledby="narrative-heading">
      <h2 id="narrative-heading">Market insights</h2>
      <p className="section-lead">
        {n.strengths.length} strengths, {n.risks.length} risks and {n.recommendations.length} recommendations.
      </p>
      <div className="narrative">
        {groups.map(([title, items]) => (
          <div key={title}>
            <h3>{title}</h3>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <small className="figure-source">
        {n.generatedBy === 'llm'
          ? `Written by ${n.model ?? 'a language model'} from SiteScout's rule-based findings; every number checked against the data.`
          : "Written by SiteScout's rules from the figures above."}
      </small>
    </section>
  );
}
