import { CtaBanner } from '@/components/ui/cta-banner';
import { CardGrid } from '../components/card-grid';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const values = [
  {
    title: 'Show the source',
    text: 'Every figure in a report names the dataset and year it came from. If we have no data for an area, we say so.',
  },
  {
    title: 'Plain language',
    text: 'Scores come with the reasons behind them, written for owners, not analysts.',
  },
  {
    title: 'Fair, published prices',
    text: 'A free first analysis, fixed prices after that, and no long-term contracts.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        title="Our Mission"
        lead="Big chains choose locations with teams of analysts. Small businesses deserve the same clarity before they sign a lease."
      />
      <Section title="Why SiteScout exists">
        <div className="prose">
          <p>
            Choosing a location is one of the largest and least reversible decisions a small business makes. Rent,
            build-out and a multi-year lease are committed before the first customer walks in, and a site that is a few
            blocks off can decide whether a business thrives.
          </p>
          <p>
            The data that answers the question — who lives nearby, how many similar businesses already serve them, how
            people get there — is largely public. It is published by the U.S. Census Bureau, city open-data portals and
            transit agencies. But it is scattered across formats and vintages that take a specialist to combine.
          </p>
          <p>
            SiteScout does that combining for you. You bring the business type and the addresses you are weighing; we
            bring the data, the scoring and a written explanation you can act on. Restaurants, retailers, service
            businesses such as HVAC, plumbing, lawn care and pest control, franchisees, brokers and commercial real
            estate professionals use it to shortlist sites before spending on deeper due diligence.
          </p>
        </div>
      </Section>
      <Section title="What we stand for" alt>
        <CardGrid items={values} className="cols-3" />
      </Section>
      <CtaBanner
        title="Try it on your own shortlist"
        text="Your first analysis is free and needs no credit card."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
