import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { CtaBanner } from '@/components/ui/cta-banner';
import { CardGrid } from '../components/card-grid';
import { PageHero } from '../components/page-hero';
import { CheckList, Section } from '../components/section';
import { homeFaq } from '../content/faq';
import { comparisonRows, homeBenefits, homeFeatures, homeTiles } from '../content/home';

export function HomePage() {
  return (
    <>
      <PageHero
        eyebrow="Location intelligence for small businesses"
        title="Find The Best Location & Grow Fast"
        lead="Name your business and the addresses you are weighing. SiteScout checks demographics, competitors, access and costs from public data and tells you which site fits — and why."
        art={{
          src: '/illustrations/hero-map.svg',
          alt: 'Sample map of three candidate sites, the best one highlighted with its site score',
        }}
        actions={
          <>
            <Link to="/get-started" className="btn btn-primary btn-lg">
              Get Started
            </Link>
            <Link to="/how-it-works" className="btn btn-outline btn-lg">
              How it Works
            </Link>
          </>
        }
      />
      <Section title="Everything you need to choose a site" intro="Three views of every address, in one report.">
        <CardGrid items={homeTiles} className="cols-3 home-tiles" />
      </Section>
      <Section title="What SiteScout analyses" alt>
        <CardGrid items={homeFeatures} className="cols-3 home-features" />
      </Section>
      <Section
        title="SiteScout compared with the alternatives"
        intro="How a SiteScout report compares with hiring a site-selection consultant or licensing an enterprise location platform."
      >
        <div className="table-wrap">
          <table className="compare-table">
            <caption className="visually-hidden">SiteScout compared with consultants and enterprise tools</caption>
            <thead>
              <tr>
                <th scope="col">Aspect</th>
                <th scope="col" className="ours">
                  SiteScout
                </th>
                <th scope="col">Consultants</th>
                <th scope="col">Enterprise tools</th>
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.aspect}>
                  <th scope="row">{row.aspect}</th>
                  <td className="ours" data-label="SiteScout">
                    {row.siteScout}
                  </td>
                  <td data-label="Consultants">{row.consultants}</td>
                  <td data-label="Enterprise tools">{row.enterprise}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Why small businesses choose SiteScout" alt>
        <div className="prose home-benefits">
          <CheckList items={homeBenefits} />
        </div>
      </Section>
      <Section title="Frequently asked questions">
        <div className="prose">
          <Accordion items={homeFaq} />
          <p>
            <Link to="/faq">See all frequently asked questions</Link>
          </p>
        </div>
      </Section>
      <CtaBanner
        title="Ready to find your best location?"
        text="Your first analysis is free and needs no credit card."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
