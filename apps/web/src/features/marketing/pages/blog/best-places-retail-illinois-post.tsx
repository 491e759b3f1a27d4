import { BlogPostLayout } from '../../components/blog-post-layout';
import { CountyFacts } from '../../components/county-facts';
import { SourceNote } from '../../components/source-note';
import { blogPost } from '../../content/blog-posts';
import { county, formatCount, illinoisState, SOURCE_LINES } from '../../content/illinois';
import { retailRanking } from '../../content/illinois-retail-ranking';

const post = blogPost('best-places-retail-illinois');

export function BestPlacesRetailPost() {
  return (
    <BlogPostLayout post={post}>
      <p>
        Illinois has {formatCount(illinoisState.population)} residents and at least{' '}
        {formatCount(illinoisState.retailEstablishments)} retail establishments across its {illinoisState.counties}{' '}
        counties. Where should a new store open? We ranked ten cities on the size and income of their market, how
        crowded retail already is, and local draws such as universities, tourism and growth.
      </p>
      <p className="notice">
        <strong>How to read the figures.</strong> Census publishes income and business counts reliably at county level,
        so each city is shown with the figures for the county it is in. The order is our editorial judgment combining
        these figures with the local factors listed; it is not a computed score.
      </p>
      <ol className="ranking">
        {retailRanking.map((place, index) => (
          <li key={place.place}>
            <h2>
              {index + 1}. {place.place}
            </h2>
            <p>{place.summary}</p>
            <CountyFacts figures={county(place.county)} showRetail />
            <div className="pros-cons">
              <div>
                <h3>Strengths</h3>
                <ul>
                  {place.strengths.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Weaknesses</h3>
                <ul>
                  {place.weaknesses.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Best for</h3>
                <ul>
                  {place.bestFor.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <SourceNote
        lines={[
          SOURCE_LINES.population,
          SOURCE_LINES.households,
          SOURCE_LINES.perCapitaIncome,
          `${SOURCE_LINES.establishments} Retail means NAICS sectors 44–45.`,
        ]}
      />
    </BlogPostLayout>
  );
}
