import { Navigate, useLocation } from 'react-router';
import { APP_START_PATH } from '@/components/layout/nav-links';
import { useAuth } from '@/features/auth';
import {
  CompleteReportBuyButton,
  CreditHistorySection,
  CreditsPurchaseCard,
  PaymentReturnNotice,
} from '@/features/billing';

// Billing pieces wired to the session, for the marketing and account pages' slots. Features never import each
// other; this is where auth and billing meet.

/** Buying needs an account: visitors who are not signed in are sent to sign in, told why, and brought back. */
const signInToBuy = (from: string) => `/sign-in?why=buy&next=${encodeURIComponent(from)}`;

export function CompleteReportBuySlot() {
  const { getAccessToken } = useAuth();
  return <CompleteReportBuyButton getAccessToken={getAccessToken} signInHref={signInToBuy('/get-started')} />;
}

/**
 * The payment return on /get-started. A signed-in buyer goes on to the new-analysis form in the app, which shows
 * the same toast and banner with the new balance; a visitor (e.g. signed out meanwhile) sees them here.
 */
export function PaymentReturnSlot() {
  const auth = useAuth();
  const { search } = useLocation();
  const returning = new URLSearchParams(search).has('payment');
  // Wait for the session before toasting, so a buyer sent on to the app is not told twice.
  if (returning && auth.loading) return null;
  if (returning && auth.user) return <Navigate to={`${APP_START_PATH}${search}`} replace />;
  return <PaymentReturnNotice accountHref="/account" />;
}

/** The same notice inside the app, where the header shows the balance. */
export function AppPaymentReturnSlot() {
  return <PaymentReturnNotice accountHref="/account" />;
}

/** Buying a Complete Report from the new-analysis form, when a comparison needs one. */
export function InlineCompleteReportSlot() {
  const { getAccessToken } = useAuth();
  return (
    <CompleteReportBuyButton
      getAccessToken={getAccessToken}
      signInHref={signInToBuy('/app/analyses/new')}
      label="Buy a Complete Report ($75)"
    />
  );
}

export function CreditsPurchaseSlot() {
  const { getAccessToken } = useAuth();
  return <CreditsPurchaseCard getAccessToken={getAccessToken} signInHref={signInToBuy('/credits')} />;
}

export function AccountCreditsSlot() {
  const { getAccessToken } = useAuth();
  return <CreditHistorySection getAccessToken={getAccessToken} buyHref="/credits" />;
}
