import { PageHero } from '../components/page-hero';

export const PRIVACY_LAST_UPDATED = 'April 14, 2025';
export const MINIMUM_AGE = 18;

export function PrivacyPolicyPage() {
  return (
    <>
      <PageHero title="Privacy Policy" lead={`Last updated ${PRIVACY_LAST_UPDATED}`} />
      <section className="section">
        <div className="container prose">
          <p>
            This policy explains what information SiteScout collects when you use our website and services, how we use
            it, and the choices you have. By using SiteScout you agree to this policy.
          </p>
          <h2>Information we collect</h2>
          <ul>
            <li>
              <strong>Account information:</strong> your e-mail address or phone number, your name and a password when
              you create an account.
            </li>
            <li>
              <strong>Analysis inputs:</strong> the business type, addresses, search radius and priorities you enter,
              and the reports we produce from them.
            </li>
            <li>
              <strong>Form submissions:</strong> what you send through our sample report, consultation, contact and demo
              forms, together with the time and the IP address it came from (used to stop spam).
            </li>
            <li>
              <strong>Payment information:</strong> payments are processed by our payment provider; we receive the
              result of a payment and the items bought, never your full card number.
            </li>
            <li>
              <strong>Technical information:</strong> pages requested, errors and basic device information, kept in
              server logs to run and secure the service.
            </li>
          </ul>
          <h2>How we use information</h2>
          <ul>
            <li>To produce your location analyses and deliver reports by e-mail.</li>
            <li>To answer your requests and provide support.</li>
            <li>To process purchases and add credits to your account.</li>
            <li>To protect the service against fraud and abuse.</li>
            <li>To improve the product. We do not sell your personal information.</li>
          </ul>
          <h2>Sharing</h2>
          <p>
            We share information only with service providers that help us run SiteScout (hosting, e-mail delivery,
            payment processing, SMS delivery), under agreements that limit their use of it, or when the law requires it.
          </p>
          <h2>Data retention and security</h2>
          <p>
            We keep account and report data while your account is open and for as long as needed to meet legal and
            accounting obligations. We protect data with access controls and encrypted connections; no system is
            perfectly secure, and we will notify you of a breach as the law requires.
          </p>
          <h2>Your choices and rights</h2>
          <p>
            You can view and update your account information, and ask us to delete your account and data, by writing to
            us through the Contact Us page. Depending on where you live you may have further rights to access, correct
            or delete personal information.
          </p>
          <h2>Children</h2>
          <p>
            SiteScout is intended for users who are {MINIMUM_AGE} years of age or older. We do not knowingly collect
            information from anyone under {MINIMUM_AGE}.
          </p>
          <h2>Legal notice</h2>
          <p>
            Reports are decision aids built from public data and estimates; they are not a guarantee of business
            results, and figures carry the error margins of their sources. This policy and any dispute about it are
            governed by the laws of the State of Illinois.
          </p>
          <h2>Changes to this policy</h2>
          <p>
            We may update this policy. The date at the top shows when it last changed; significant changes will be
            announced on the site or by e-mail.
          </p>
        </div>
      </section>
    </>
  );
}
