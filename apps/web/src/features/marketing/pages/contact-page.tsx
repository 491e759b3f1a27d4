import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { CheckList } from '../components/section';

/** @param contactForm the contact form (forms feature), shown in a panel about 800 px tall. */
export function ContactPage({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <>
      <PageHero
        title="Contact Us"
        lead="Questions about a report, your account or Pro Monthly? We reply by e-mail within one business day."
      />
      <section className="section">
        <div className="container contact-layout">
          <div className="prose">
            <h2>How we can help</h2>
            <CheckList
              items={[
                'Questions about the data or a figure in your report',
                'Help with your account, credits or a payment',
                'Pro Monthly plans for brokers, franchisors and multi-site operators',
                'Press and partnership enquiries',
              ]}
            />
            <p>
              Many answers are already in our <Link to="/faq">frequently asked questions</Link>.
            </p>
          </div>
          <div className="card contact-form-frame">
            {contactForm ?? (
              <p>
                The contact form needs JavaScript. You can also <Link to="/get-started">request a free report</Link>.
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
