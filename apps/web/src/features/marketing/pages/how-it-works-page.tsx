import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CtaBanner } from '@/components/ui/cta-banner';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const steps = [
  {
    title: 'Create your login',
    text: 'Sign up with your phone number or e-mail address. Your first analysis is free and needs no credit card.',
  },
  {
    title: 'Share your business info',
    text: 'Tell us your business type, the addresses you are considering, a search radius and what matters most: foot traffic, low competition or nearness to your customers.',
  },
  {
    title: 'AI analyzes the data',
    text: 'We combine Census demographics, business counts, competitors, transit and traffic around each address, score every site and write up its strengths, risks and recommendations.',
  },
  {
    title: 'Access your custom account',
    text: 'Open your dashboard to see the map, the scores with their reasons and the side-by-side comparison, and get the PDF report by e-mail.',
  },
];

const dashboardFeatures = [
  {
    title: 'Interactive site map',
    text: 'Each candidate address with its 1, 3 and 5 mile rings, competitors and transit stops plotted around it.',
    image: '/illustrations/competition.svg',
    alt: 'Competitor map with rings around a candidate site',
  },
  {
    title: 'Scores with reasons',
    text: 'Walk, transit and bike scores and an overall site score, each listing the data it counted.',
    image: '/illustrations/walk-score.svg',
    alt: 'Walk, transit and bike score dials',
  },
  {
    title: 'Demographic breakdowns',
    text: 'Population, households, age, income and education, with the Census table and year named under each chart.',
    image: '/illustrations/demographics.svg',
    alt: 'Bar chart of residents by age group',
  },
  {
    title: 'Written market insights',
    text: 'Strengths, risks and recommendations for every site in plain language, ready to share with a partner or lender.',
    image: '/illustrations/market-insights.svg',
    alt: 'Panels for strengths, risks and recommendations',
  },
];

/**
 * @param demoRequest the 'Get A Free Demo' button with its form dialog, composed in from the forms feature;
 *   without it the page links to the contact page instead.
 */
export function HowItWorksPage({ demoRequest }: { demoRequest?: ReactNode }) {
  return (
    <>
      <PageHero
        title="How it Works"
        lead="Four steps from a list of addresses to a clear answer about where to open — usually within minutes."
        art={{ src: '/illustrations/dashboard.svg', alt: 'SiteScout dashboard with map, scores and comparison' }}
      />
      <Section title="Four steps to your location report">
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
      <Section title="Inside your dashboard" intro="Everything in the report, in one place you can come back to." alt>
        <ul className="card-grid dashboard-showcase">
          {dashboardFeatures.map((feature) => (
            <li key={feature.title} className="card">
              <img src={feature.image} alt={feature.alt} width="560" height="340" loading="lazy" />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="See it with your own addresses"
        text="Start with a free analysis, or ask us for a free demo and we will walk you through a report for your market."
        action={{ label: 'Get Started', to: '/get-started' }}
      >
        {demoRequest ?? (
          <Link to="/contact-us" className="btn btn-outline btn-lg">
            Get A Free Demo
          </Link>
        )}
      </CtaBanner>
    </>
  );
}
