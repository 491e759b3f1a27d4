import { Link } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CtaBanner } from '@/components/ui/cta-banner';
import {
  county,
  formatCount,
  formatRate,
  illinoisState,
  perTenThousandHouseholds,
  residentsPer,
  SOURCE_LINES,
  zipSnapshot,
} from '../content/illinois';
import type { IndustryContent } from '../content/industries';
import { REGISTER_PATH } from '../content/links';
import { FaqSection } from './faq-section';
import { industryCrumbs } from './industry-meta';
import { LocalFacts } from './local-facts';
import { PageHero } from './page-hero';
import { CheckList, Section } from './section';
import { SourceNote } from './source-note';

/** The one template every industry page is rendered from; copy comes from content/industries/*. */
export function IndustryPage({ content }: { content: IndustryContent }) {
  const zip = zipSnapshot(content.snapshot.zcta);
  const area = county(content.snapshot.county);
  const countyDensity = perTenThousandHouseholds(area, content.industryKey);
  const stateCount = illinoisState[content.industryKey];
  const statePeoplePer = illinoisState.population / stateCount;
  const countyPeoplePer = residentsPer(area, content.industryKey);
  return (
    <>
      <PageHero
        above={<Breadcrumbs items={industryCrumbs(content)} />}
        title={`Grow Your ${content.industry} Business in the Right Markets — Backed by Real Data`}
        lead={content.heroLead}
        actions={
          <Link to={REGISTER_PATH} className="btn btn-primary btn-lg">
            Get Your FREE Analysis Now
          </Link>
        }
      />
      <Section title="Why Location Matters">
        <div className="prose">
          <CheckList items={content.whyLocationMatters} />
          <div className="notice cited-statistic">
            <p>
              <span className="stat">{formatCount(stateCount)}</span>
              Illinois had {formatCount(stateCount)} {content.establishmentLabel} in 2023 — about one for every{' '}
              {formatCount(Math.round(statePeoplePer))} residents.
            </p>
            <SourceNote lines={[SOURCE_LINES.establishments, SOURCE_LINES.population]} />
          </div>
        </div>
      </Section>
      <Section
        title={`10 Market Factors for ${content.industry} Businesses`}
        intro="What we measure for every area, why it matters and what good looks like."
        alt
      >
        <div className="table-wrap">
          <table className="compare-table factor-table">
            <caption className="visually-hidden">{`Market factors for ${content.industry} businesses`}</caption>
            <thead>
              <tr>
                <th scope="col">Factor</th>
                <th scope="col">Why it matters</th>
                <th scope="col">Ideal benchmark or data source</th>
              </tr>
            </thead>
            <tbody>
              {content.marketFactors.map((factor) => (
                <tr key={factor.name}>
                  <th scope="row">{factor.name}</th>
                  <td data-label="Why it matters">{factor.explanation}</td>
                  <td data-label="Ideal benchmark or data source">{factor.benchmark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section
        title={`Example Market Snapshot: ${zip.label} (2024)`}
        intro={`ZIP code ${zip.zcta} in ${area.name}, from the latest Census figures. ${content.snapshot.takeaway}`}
      >
        <dl className="snapshot">
          <div>
            <dt>Population (2024)</dt>
            <dd>{formatCount(zip.population2024)}</dd>
          </div>
          <div>
            <dt>Population change since 2011</dt>
            <dd>
              {zip.populationChangePct > 0 ? '+' : ''}
              {zip.populationChangePct}%
            </dd>
          </div>
          <div>
            <dt>Housing units (2024)</dt>
            <dd>{formatCount(zip.housingUnits2024)}</dd>
          </div>
          <div>
            <dt>Residents per square mile (2024)</dt>
            <dd>{formatCount(Math.round(zip.densityPerSqMi2024))}</dd>
          </div>
          <LocalFacts figures={zip.local} where={`the ZIP's centre`} />
          <div>
            <dt>{`${content.industry}-related businesses in ${area.name} (2023)`}</dt>
            <dd>{formatCount(area[content.industryKey])}</dd>
          </div>
          <div>
            <dt>Per 10,000 households in the county</dt>
            <dd>
              {formatRate(countyDensity)} <small>(example reference: {content.snapshot.benchmarkDensity})</small>
            </dd>
          </div>
        </dl>
        <p className="figure-source">
          One business for every {formatCount(Math.round(countyPeoplePer))} residents of {area.name}. The county count
          covers all {content.establishmentLabel}; the example reference density is an industry rule of thumb for{' '}
          {content.industry} businesses alone, not a measured figure, so compare the two with care.
        </p>
        <SourceNote
          lines={[SOURCE_LINES.zipGrowth, SOURCE_LINES.tracts, SOURCE_LINES.establishments, SOURCE_LINES.households]}
        />
      </Section>
      <Section title={`How SiteScout Helps ${content.industry} Businesses`} alt>
        <div className="prose">
          <CheckList items={content.howItHelps} />
        </div>
      </Section>
      <FaqSection title={`${content.industry} Business Location FAQs`} items={content.faq} />
      <CtaBanner
        title="Ready to See Where to Grow?"
        text="Your first analysis is free — no signup fee, no credit card and no long-term contract. Just tell us your service area."
        action={{ label: 'Get Started', to: REGISTER_PATH }}
      />
    </>
  );
}
