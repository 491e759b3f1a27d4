import { formatUsdPrice, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNoindex } from '@/components/seo/use-noindex';
import { ANALYSIS_TIME_PROMISE, HUMAN_SAMPLE_DELIVERY } from '@/lib/time-promise';
import { PageHero } from '../components/page-hero';
import { CheckList, Section } from '../components/section';
import { REGISTER_PATH } from '../content/links';
import { OFFERS } from '../content/offers';

const included = [
  { title: 'Walkability & access', text: 'Walk, transit and bike scores with the stops and routes counted.' },
  { title: 'Demographics', text: 'Age, income, households, education and density within 1, 3 and 5 miles.' },
  { title: 'Competitor mapping', text: 'Competitors on a map with distances and how crowded each ring is.' },
  { title: 'Costs & zoning', text: 'Rent benchmarks for the metro and zoning flags where city data exists.' },
  { title: 'Market insights', text: 'Written strengths, risks and recommendations for each site.' },
];

export interface GetStartedSlots {
  /** Starts the free analysis (analyses feature): the one free path. */
  freeAnalysis?: ReactNode;
  /** Opens the form asking the team for a human-written sample report (forms feature): the secondary offer. */
  sampleReportRequest?: ReactNode;
  /** Buy button for the Complete Report (billing feature). */
  completeReportAction?: ReactNode;
  /** Schedule Consultation button with its form (forms feature). */
  consultationRequest?: ReactNode;
  /** Banner for a payment return, e.g. ?payment=success (billing feature). */
  paymentNotice?: ReactNode;
}

/**
 * The offers page. Purchase and form pieces come from other features through the slots; without
 * them the page still explains every offer and links to sign-up or contact.
 */
export function GetStartedPage({
  freeAnalysis,
  sampleReportRequest,
  completeReportAction,
  consultationRequest,
  paymentNotice,
}: GetStartedSlots) {
  const [params] = useSearchParams();
  // Payment-return URLs are states of this page, not pages of their own: keep them out of search indexes.
  useNoindex(params.has('payment'));
  return (
    <>
      <PageHero
        title="Get Started"
        lead="Start with a free analysis, buy a Complete Report for the sites you are weighing, or let us run your analyses every month."
      />
      {paymentNotice ? <div className="container payment-notice">{paymentNotice}</div> : null}
      <Section
        id="free-report"
        title="Your first analysis is free"
        intro={`One business type and one address, with only your e-mail address: no account and no credit card. ${ANALYSIS_TIME_PROMISE}`}
      >
        {freeAnalysis ?? (
          <Link to={REGISTER_PATH} className="btn btn-primary btn-lg">
            Run My Free Analysis
          </Link>
        )}
        {sampleReportRequest && (
          <div className="secondary-offer">
            <h3>Prefer a sample report written by a person?</h3>
            <p>
              Ask our team for a human-written sample report instead: requesting it takes about 2 minutes, and our team
              writes it for your market and e-mails it {HUMAN_SAMPLE_DELIVERY}.
            </p>
            {sampleReportRequest}
          </div>
        )}
      </Section>
      <Section title="Choose your plan" alt>
        <div className="plan-grid">
          <article className="card plan plan-featured" aria-labelledby="plan-complete">
            <h3 id="plan-complete">{OFFERS.completeReport.name}</h3>
            <p className="price">
              {formatUsdPrice(OFFERS.completeReport.price)} <small>one-time</small>
            </p>
            <CheckList
              items={[
                `Compare up to ${OFFERS.completeReport.locations} locations side by side`,
                'Full demographic, competitor and access analysis',
                'Written strengths, risks and recommendations',
                'PDF report by e-mail plus your online dashboard',
              ]}
            />
            <div className="plan-action">
              {completeReportAction ?? (
                <Link to={REGISTER_PATH} className="btn btn-primary">
                  Create an account to buy
                </Link>
              )}
            </div>
          </article>
          <article className="card plan" aria-labelledby="plan-pro">
            <h3 id="plan-pro">{OFFERS.proMonthly.name}</h3>
            <p className="price">
              {formatUsdPrice(OFFERS.proMonthly.pricePerMonth)} <small>per month</small>
            </p>
            <CheckList
              items={[
                PRO_MONTHLY_INCLUDES,
                'Unused analyses do not carry over; extra analyses at the usual price',
                'Ongoing support and monthly market updates',
                'A dedicated account manager',
                'Cancel anytime',
              ]}
            />
            <div className="plan-action">
              {consultationRequest ?? (
                <Link to="/contact-us" className="btn btn-outline">
                  Schedule Consultation
                </Link>
              )}
            </div>
          </article>
        </div>
      </Section>
      <Section title="What's Included">
        <ul className="card-grid included-grid">
          {included.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How customers use a comparison" alt>
        <figure className="testimonial">
          <blockquote>
            “We had two leases on the table. The comparison showed one site had three cafés within half a mile and the
            other had none, with more households nearby. That made the decision for us.”
          </blockquote>
          <figcaption>
            Illustrative testimonial written by the SiteScout team to show how a comparison is used; not a quote from a
            named customer.
          </figcaption>
        </figure>
      </Section>
    </>
  );
}
