import { Link } from 'react-router';
import { CtaBanner } from '@/components/ui/cta-banner';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { CheckList, Section } from '../components/section';
import { industries } from '../content/industries';
import { REGISTER_PATH } from '../content/links';
import { hubFaq } from '../content/service-businesses-faq';

const whyLocation = [
  {
    title: 'Local demographics',
    text: 'Who lives within your service area: homeowners, incomes, household ages and growth.',
  },
  { title: 'Competitor density', text: 'How many businesses like yours already serve each ring around your base.' },
  {
    title: 'Accessibility and visibility',
    text: 'Drive times, main roads, traffic counts and how easily customers find you.',
  },
  { title: 'Operating costs', text: 'Rent benchmarks and travel time, the costs that decide your margin.' },
];

const steps = [
  { title: 'Tell us your business', text: 'Business type, base address and how far you will travel.' },
  { title: 'We gather the data', text: 'Census demographics, business counts, competitors and access.' },
  { title: 'We score each area', text: 'Every ZIP code and candidate site is scored on what matters for your trade.' },
  { title: 'You choose with confidence', text: 'Open the dashboard, compare locations and act.' },
];

const businessTypes = [
  'Home services',
  'Salons and spas',
  'Coffee shops and cafés',
  'Dental and medical offices',
  'Fitness studios',
  'Pet services',
  'Cleaning companies',
];

export function ServiceBusinessesPage() {
  return (
    <>
      <PageHero
        title="Service Business Site Selection Made Simple"
        lead="Whether your customers come to you or you go to them, SiteScout shows where demand is strong and competition is thin."
        actions={
          <Link to={REGISTER_PATH} className="btn btn-primary btn-lg">
            Start Your Analysis
          </Link>
        }
      />
      <Section title="Choose your industry">
        <ul className="card-grid industry-tiles">
          {industries.map((industry) => (
            <li key={industry.path} className="card industry-tile" style={{ background: industry.tile.background }}>
              <span
                className="card-icon"
                aria-hidden="true"
                style={{ color: industry.tile.iconColor, background: '#fff' }}
              >
                {industry.tile.icon}
              </span>
              <h3>{industry.tile.title}</h3>
              <p>{industry.tile.description}</p>
              <Link to={industry.path} className="tile-link" aria-label={`Learn More about ${industry.tile.title}`}>
                Learn More <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Why location matters for service businesses" alt>
        <ul className="card-grid">
          {whyLocation.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How it works">
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
      <Section title="Suitable business types" alt>
        <div className="prose">
          <CheckList items={businessTypes} />
        </div>
      </Section>
      <Section title="Example: choosing a coffee shop location">
        <div className="prose">
          <p>
            A coffee shop owner is weighing two corners. Around the first, SiteScout finds four competitors within a
            one-mile radius — in the 2–5 competitor sweet spot that proves demand — plus morning commuter traffic and a
            transit stop. The second has no competitors but few households and little foot traffic. The report explains
            why the first corner scores higher and what to check before signing.
          </p>
          <p className="notice">
            <strong>Compare locations:</strong> put up to 3 candidate addresses side by side in one Complete Report, or
            compare more every month with Pro Monthly.
          </p>
          <p>
            <Link to={REGISTER_PATH} className="btn btn-primary">
              Start Your Analysis
            </Link>
          </p>
        </div>
      </Section>
      <FaqSection title="Service business FAQs" items={hubFaq} alt />
      <CtaBanner
        title="Find your next service area"
        text="Your first analysis is free and needs no credit card."
        action={{ label: 'Start Your Analysis', to: REGISTER_PATH }}
      />
    </>
  );
}
