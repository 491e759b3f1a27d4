import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { APP_START_PATH } from '@/components/layout/nav-links';
import { AccountControls } from '@/features/account';
import { AnalysesAccountLinks, FreeAnalysisLink } from '@/features/analyses';
import { AccountPage, useAuth } from '@/features/auth';
import { ContactForm } from '@/features/forms/components/contact-form';
import { ConsultationButton, DemoRequestButton, SampleReportButton } from '@/features/forms/components/form-requests';
import { ContactPage } from '@/features/marketing/pages/contact-page';
import { CreditsPage } from '@/features/marketing/pages/credits-page';
import { GetStartedPage } from '@/features/marketing/pages/get-started-page';
import { HowItWorksPage } from '@/features/marketing/pages/how-it-works-page';
import { AccountCreditsSlot, CompleteReportBuySlot, CreditsPurchaseSlot, PaymentReturnSlot } from './billing-slots';

// Pages that combine features: each feature's page exposes slots, filled here with other features' pieces.

/** The free analysis for visitors; someone already signed in goes straight to the app's form instead. */
function StartAnalysisAction() {
  const { user } = useAuth();
  if (user)
    return (
      <Link to={APP_START_PATH} className="btn btn-primary btn-lg">
        Start a New Analysis
      </Link>
    );
  return <FreeAnalysisLink />;
}

function GetStartedComposed() {
  return (
    <GetStartedPage
      completeReportAction={<CompleteReportBuySlot />}
      paymentNotice={<PaymentReturnSlot />}
      freeAnalysis={
        <div className="hero-actions">
          <StartAnalysisAction />
        </div>
      }
      sampleReportRequest={<SampleReportButton />}
      consultationRequest={<ConsultationButton />}
    />
  );
}

function ContactComposed() {
  return <ContactPage contactForm={<ContactForm />} />;
}

function HowItWorksComposed() {
  return <HowItWorksPage demoRequest={<DemoRequestButton />} />;
}

function CreditsComposed() {
  return <CreditsPage creditPurchase={<CreditsPurchaseSlot />} />;
}

function AccountComposed() {
  const { getAccessToken } = useAuth();
  return (
    <AccountPage>
      <AnalysesAccountLinks />
      <AccountCreditsSlot />
      <AccountControls getAccessToken={getAccessToken} />
    </AccountPage>
  );
}

/** Path → composed page; routes.tsx puts these in place of the features' bare pages. */
export const composedPages: Record<string, ComponentType> = {
  '/get-started': GetStartedComposed,
  '/credits': CreditsComposed,
  '/contact-us': ContactComposed,
  '/how-it-works': HowItWorksComposed,
  '/account': AccountComposed,
};

/** The routes with every composed page swapped in (same path, meta and order). */
export function withComposedPages<R extends { path: string; Page: ComponentType }>(routes: R[]): R[] {
  return routes.map((route) => {
    const Page = composedPages[route.path];
    return Page ? { ...route, Page } : route;
  });
}
