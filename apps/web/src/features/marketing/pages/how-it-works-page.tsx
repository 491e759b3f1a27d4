import { Link } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';

export const howItWorksMeta: PageMeta = {
  title: 'How it Works',
  description:
    'From your business type and candidate addresses to a scored location report: how SiteScout analyses demographics, competition and access.',
};

const steps = [
  { title: 'Create your login', text: 'Sign up with an e-mail address; your first analysis is free.' },
  {
    title: 'Share your business info',
    text: 'Tell us the business type, the addresses you are considering and what matters most.',
  },
  {
    title: 'We analyse the data',
    text: 'Census demographics, competitors, transit and traffic are combined into scores you can check.',
  },
  { title: 'Open your dashboard', text: 'See the map, the scores with their reasons, and download the PDF report.' },
];

export function HowItWorksPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>How it Works</h1>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h2>{step.title}</h2>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to="/get-started" className="btn btn-primary">
          Get Started
        </Link>
      </div>
    </section>
  );
}
