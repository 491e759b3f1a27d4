import { formatUsdPrice } from '@sitescout/shared';
import { Link } from 'react-router';
import { CtaBanner } from '@/components/ui/cta-banner';
import { CardGrid } from '../components/card-grid';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { OFFERS, PRICE_READINGS_NOTE } from '../content/offers';

export function SmallBusinessPage() {
  return (
    <>
      <PageHero
        eyebrow="For small business owners"
        title="Pick the Right Location Before You Sign the Lease"
        lead={`Plans starting at ${formatUsdPrice(OFFERS.landingEntry.plansFrom)}`}
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
      <Section title="Answers before you commit">
        <CardGrid
          className="cols-3"
          items={[
            {
              title: 'Who lives nearby',
              text: 'Population, incomes and households around each address you are weighing.',
            },
            {
              title: 'Who you compete with',
              text: 'Similar businesses mapped by distance, so you know what you are walking into.',
            },
            {
              title: 'How customers get there',
              text: 'Walk, transit and bike scores, traffic counts and parking-friendly roads.',
            },
          ]}
        />
      </Section>
      <Section title="About our prices" alt>
        <p className="prose">{PRICE_READINGS_NOTE}</p>
        <p>
          More questions? See the <Link to="/faq">FAQ</Link>.
        </p>
      </Section>
      <CtaBanner
        title="Your first analysis is free"
        text="No credit card, no long-term contract."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
