import { Link } from 'react-router';
import { CtaBanner } from '@/components/ui/cta-banner';
import { CountyFacts } from '../components/county-facts';
import { LocalFacts } from '../components/local-facts';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { SourceNote } from '../components/source-note';
import { county, formatCount, illinoisState, localMarket, SOURCE_LINES } from '../content/illinois';

const featured = [
  { place: 'Chicago', county: 'Cook' },
  { place: 'Naperville', county: 'DuPage' },
  { place: 'Springfield', county: 'Sangamon' },
];

export function IllinoisPage() {
  return (
    <>
      <PageHero
        eyebrow="SiteScout in Illinois"
        title="Find the Best Business Locations in Illinois"
        lead="From Chicago storefronts to downstate main streets, see who lives around each address and how many businesses already serve them."
        art={{
          src: '/illustrations/illinois-map.svg',
          alt: 'Map of Illinois marking Chicago, Rockford, Peoria, Bloomington, Champaign and Springfield',
        }}
        actions={
          <Link to="/get-started" className="btn btn-primary btn-lg">
            Get Started
          </Link>
        }
      />
      <Section title="Illinois at a glance">
        <dl className="snapshot">
          <div>
            <dt>Residents</dt>
            <dd>{formatCount(illinoisState.population)}</dd>
          </div>
          <div>
            <dt>Counties</dt>
            <dd>{illinoisState.counties}</dd>
          </div>
          <div>
            <dt>Retail establishments (2023)</dt>
            <dd>{formatCount(illinoisState.retailEstablishments)}+</dd>
          </div>
          <div>
            <dt>Restaurants (2023)</dt>
            <dd>{formatCount(illinoisState.restaurants)}+</dd>
          </div>
          <div>
            <dt>Coffee and snack shops (2023)</dt>
            <dd>{formatCount(illinoisState.coffeeShops)}+</dd>
          </div>
        </dl>
        <SourceNote lines={[SOURCE_LINES.population, SOURCE_LINES.establishments]} />
      </Section>
      <Section
        title="Featured markets"
        alt
        intro="Three very different Illinois markets: who lives and works within 3 miles of each city’s centre (Census tracts), then the county each city is in."
      >
        {featured.map((f) => (
          <div key={f.place} className="featured-market">
            <h3>{f.place}</h3>
            <dl className="snapshot">
              <LocalFacts figures={localMarket(f.place)} where={`${f.place}'s centre`} />
            </dl>
            <CountyFacts figures={county(f.county)} showRetail />
          </div>
        ))}
        <SourceNote
          lines={[
            SOURCE_LINES.tracts,
            SOURCE_LINES.population,
            SOURCE_LINES.households,
            SOURCE_LINES.perCapitaIncome,
            SOURCE_LINES.establishments,
          ]}
        />
      </Section>
      <Section title="What we cover in Illinois">
        <div className="prose">
          <p>
            Illinois is where SiteScout’s data is deepest: Census demographics for every ZIP code and county, business
            counts by industry for all {illinoisState.counties} counties, and for Chicago, transit stops, bike routes,
            traffic counts, zoning districts and parks from the city’s open-data portal.
          </p>
          <p>
            Read our guides to the <Link to="/blog/best-places-retail-illinois">best places for retail</Link>, the{' '}
            <Link to="/blog/where-to-open-coffee-shop-illinois">best places for a coffee shop</Link> and{' '}
            <Link to="/blog/opening-brick-and-mortar-illinois">opening a brick-and-mortar business</Link> in Illinois.
          </p>
        </div>
      </Section>
      <CtaBanner
        title="Analyse your Illinois location"
        text="Your first analysis is free and needs no credit card."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
