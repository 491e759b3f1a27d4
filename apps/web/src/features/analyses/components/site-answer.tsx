import { mainReason, scoreWord } from '../lib/site-answer';
import type { SiteResult } from '../types';

/** The answer first: the site score and its main reason in one sentence, above the map. */
export function SiteAnswer({ site, many }: { site: SiteResult; many: boolean }) {
  const score = site.siteScore.score?.value ?? null;
  return (
    <section className="site-answer" data-testid="site-answer" aria-labelledby="site-answer-heading">
      <h2 id="site-answer-heading" className="site-answer-heading">
        {many ? `Site score of ${site.site.label}` : 'Site score'}
      </h2>
      <p className="site-answer-body">
        <strong className="site-answer-score" data-testid="site-answer-score">
          {score === null ? 'No site score' : `${score}/100 · ${scoreWord(score)}`}
        </strong>{' '}
        <span className="site-answer-reason" data-testid="site-answer-reason">
          {mainReason(site)}
        </span>
      </p>
    </section>
  );
}
