import { formatUsdPrice } from '@sitescout/shared';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { CtaBanner } from '@/components/ui/cta-banner';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { OFFERS, PRICE_READINGS_NOTE } from '../content/offers';
import { reportSectionSlides } from '../content/report-slides';

const steps = [
  { title: 'Enter the property', text: 'The address and the tenant type you are marketing it to.' },
  { title: 'We analyse the area', text: 'Demographics, competitors, access and costs from public data.' },
  { title: 'Share the report', text: 'A branded-ready PDF and a dashboard to walk clients through.' },
];

export function LpCrePage() {
  return (
    <>
      <PageHero
        eyebrow="For brokers and landlords"
        title="Location Reports That Help You Lease Faster"
        lead={`Show prospective tenants why your property works, with a data-backed location report ready in minutes. Entry offers start at ${formatUsdPrice(OFFERS.landingEntry.oneTime)}.`}
        actions={
          <>
            <Link to="/get-started" className="btn btn-primary btn-lg">
              Get Started
            </Link>
            <a href="#how-it-works" className="btn btn-outline btn-lg">
              How it Works
            </a>
          </>
        }
      />
      <Section id="how-it-works" title="How it Works">
        <ol className="steps">
          {steps.map((step, i) => (
            <li key={step.title}>
              <p className="eyebrow">Step {i + 1}</p>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What To Expect" intro="Four sections of every report, previewed with sample layouts." alt>
        <Carousel label="What To Expect: report sections" slides={reportSectionSlides} />
      </Section>
      <Section title="Pricing">
        <p className="prose source-note">{PRICE_READINGS_NOTE}</p>
        <p>
          Questions? Read the <Link to="/faq">frequently asked questions</Link>.
        </p>
      </Section>
      <CtaBanner
        title="Win your next tenant with data"
        text="Run your first location report free — no credit card needed."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
