import { formatUsdPrice } from '@sitescout/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { CheckList, Section } from '../components/section';
import { creditFaq } from '../content/credits-faq';
import { CREDIT_QUANTITIES, OFFERS } from '../content/offers';

/**
 * @param creditPurchase the quantity picker and buy button (billing feature); without it the page shows
 *   the price of each quantity and a link to create an account.
 */
export function CreditsPage({ creditPurchase }: { creditPurchase?: ReactNode }) {
  return (
    <>
      <PageHero
        title="Additional Analysis Credits"
        lead={`Need more analyses? Add credits to your account at ${formatUsdPrice(OFFERS.extraAnalysis.price)} each — they never expire.`}
      />
      <Section title="How credits work">
        <div className="prose">
          <CheckList
            items={[
              'One credit equals one analysis of one location.',
              `Each credit costs ${formatUsdPrice(OFFERS.extraAnalysis.price)}; buy 1 to 20 at a time.`,
              'Credits never expire and there is no subscription.',
              'You need a SiteScout account to purchase and use credits.',
            ]}
          />
        </div>
      </Section>
      <Section title="Buy credits" alt>
        <div className="card credit-card">
          {creditPurchase ?? (
            <>
              <table className="quantity-table">
                <caption className="visually-hidden">Price by number of credits</caption>
                <thead>
                  <tr>
                    <th scope="col">Credits</th>
                    <th scope="col">Price</th>
                  </tr>
                </thead>
                <tbody>
                  {CREDIT_QUANTITIES.map((q) => (
                    <tr key={q}>
                      <td>{q}</td>
                      <td>${(q * OFFERS.extraAnalysis.price).toFixed(2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                <Link to="/sign-in" className="btn btn-primary">
                  Sign in to buy credits
                </Link>
              </p>
            </>
          )}
        </div>
      </Section>
      <FaqSection title="Credits FAQ" items={creditFaq} />
    </>
  );
}
