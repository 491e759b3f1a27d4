import { rankAmongText } from '@sitescout/shared';
import { describeSource } from '../lib/format';
import type { SiteResult } from '../types';
import { HowWeGotThis } from './how-we-got-this';
import { ScoreGauge } from './score-gauge';

const SUB_SCORE_NAMES: Record<string, string> = {
  demand: 'Demand',
  competition: 'Competition',
  access: 'Access',
  cost: 'Cost',
  fit: 'Customer fit',
};

/**
 * Site score, Walk / Transit / Bike Scores as gauges, one plain sentence first; the sources, the national percentile
 * and the weighted breakdown of the site score behind "How we got this".
 */
export function ScoresSection({ analysis }: { analysis: SiteResult }) {
  const { siteScore, scores } = analysis;
  // Analyses saved before the coverage field existed have none.
  const coverage = siteScore.coverage as typeof siteScore.coverage | undefined;
  const range =
    coverage && coverage.missing.length > 0 && coverage.measured.length > 0
      ? `; ${coverage.range.low}–${coverage.range.high} with the missing parts at 0 and 100`
      : '';
  const gauges: Array<{ label: string; score: number | null; caption: string }> = [
    {
      label: 'Site score',
      score: siteScore.score?.value ?? null,
      caption: coverage
        ? `${coverage.summary}${range}`
        : siteScore.score
          ? describeSource(siteScore.score)
          : 'not enough data for a site score',
    },
    { label: 'Walk Score', score: scores.walk.score, caption: describeSource(scores.walk) },
    {
      label: 'Transit Score',
      score: scores.transit?.score ?? null,
      caption: scores.transit ? describeSource(scores.transit) : 'not enough transit data within walking distance',
    },
    { label: 'Bike Score', score: scores.bike.score, caption: describeSource(scores.bike) },
  ];
  const score = siteScore.score?.value;
  return (
    <section className="dash-section" aria-labelledby="scores-heading">
      <h2 id="scores-heading">Scores</h2>
      <p className="section-lead">
        {score === undefined ? 'No site score here' : `Site score ${score} of 100`};{' '}
        {scores.walk.score === null ? 'no Walk Score' : `Walk Score ${scores.walk.score} of 100`}.
      </p>
      <div className="gauges">
        {gauges.map((g) => (
          <ScoreGauge key={g.label} label={g.label} score={g.score} />
        ))}
      </div>
      <HowWeGotThis>
        <ul className="notes">
          {gauges.map((g) => (
            <li key={g.label}>
              {g.label}: {g.caption}
            </li>
          ))}
        </ul>
        {siteScore.nationalPercentile && (
          <p>
            National percentile of the Census-based part only (demand and customer fit), not of the site score:{' '}
            <strong>{rankAmongText(siteScore.nationalPercentile.value)}</strong> U.S. ZIP areas{' '}
            <small className="figure-source">({describeSource(siteScore.nationalPercentile)})</small>
          </p>
        )}
        <table className="data-table score-breakdown">
          <caption>How the site score is made up</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Score</th>
              <th scope="col">Weight</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {siteScore.subScores.map((s) => (
              <tr key={s.name}>
                <th scope="row">{SUB_SCORE_NAMES[s.name] ?? s.name}</th>
                <td>
                  <span className="meter" style={{ ['--value' as string]: `${s.score ?? 0}%` }} />
                  {s.score ?? '–'}
                </td>
                <td>{Math.round(s.weight * 100)}%</td>
                <td>{s.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {scores.notes.length > 0 && (
          <ul className="notes">
            {scores.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </HowWeGotThis>
    </section>
  );
}
