import { useAuth } from '@/features/auth';
import {
  CompleteReportBuyButton,
  CreditHistorySection,
  CreditsPurchaseCard,
  PaymentReturnNotice,
} from '@/features/billing';

// Billing pieces wired to the session, for the marketing and account pages' slots. Features never import each
// other; this is where auth and billing meet.

/** Buying needs an account; visitors who are not signed in are sent here. */
const SIGN_IN_PATH = '/sign-in';

export function CompleteReportBuySlot() {
  const { getAccessToken } = useAuth();
  return <CompleteReportBuyButton getAccessToken={getAccessToken} signInHref={SIGN_IN_PATH} />;
}

export function PaymentReturnSlot() {
  return <PaymentReturnNotice accountHref="/account" />;
}

export function CreditsPurchaseSlot() {
  const { getAccessToken } = useAuth();
  return <CreditsPurchaseCard getAccessToken={getAccessToken} signInHref={SIGN_IN_PATH} />;
}

export function AccountCreditsSlot() {
  const { getAccessToken } = useAuth();
  return <CreditHistorySection getAccessToken={getAccessToken} buyHref="/credits" />;
}
