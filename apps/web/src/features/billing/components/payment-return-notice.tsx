import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import './billing.css';

export const PAYMENT_SUCCESS_TOAST_MS = 8000;
export const PAYMENT_CANCELLED_TOAST_MS = 5000;

/** `count` 1 reads "is", anything else "are": "Your 1 credit is on the way", "Your 5 additional analyses are…". */
type PaymentReturn = { status: 'success'; what: string; count: number } | { status: 'cancelled' } | null;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Reads `?payment=success&analyses=5` (or `credits=N`) or `?payment=cancelled` from the return URL. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn {
  const payment = params.get('payment');
  if (payment === 'cancelled') return { status: 'cancelled' };
  if (payment !== 'success') return null;
  const analyses = Number(params.get('analyses'));
  const credits = Number(params.get('credits'));
  if (Number.isInteger(analyses) && analyses > 0) {
    return {
      status: 'success',
      what: plural(analyses, 'additional analysis', 'additional analyses'),
      count: analyses,
    };
  }
  if (Number.isInteger(credits) && credits > 0) {
    // `credits=N` is what the Complete Report's checkout returns with.
    return {
      status: 'success',
      what: plural(credits, 'Complete Report credit', 'Complete Report credits'),
      count: credits,
    };
  }
  return { status: 'success', what: 'purchase', count: 1 };
}

export interface PaymentReturnNoticeProps {
  /** The account page, where balance and history show. */
  accountHref: string;
}

/**
 * The payment return (on /get-started, and in the app where signed-in buyers are sent on): a success toast (8 s)
 * and a green banner, or the cancelled toast (5 s).
 * Reads the URL after hydration, since the prerendered page has no query string.
 */
export function PaymentReturnNotice({ accountHref }: PaymentReturnNoticeProps) {
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<PaymentReturn>(null);
  const toasted = useRef<string | null>(null);

  useEffect(() => {
    const current = readPaymentReturn(params);
    setNotice(current);
    const key = params.toString();
    if (!current || toasted.current === key) return;
    toasted.current = key;
    if (current.status === 'success') {
      toast.success('Payment Successful! 🎉', {
        description: `Your ${current.what} will be added to your account shortly; the header shows your balance.`,
        duration: PAYMENT_SUCCESS_TOAST_MS,
      });
    } else {
      toast.error('Payment Cancelled', {
        description: 'Your payment was cancelled. No charges were made.',
        duration: PAYMENT_CANCELLED_TOAST_MS,
      });
    }
  }, [params]);

  if (notice?.status !== 'success') return null;
  return (
    <div className="billing-success-banner" role="status">
      <strong>Payment successful.</strong> Thank you! Your {notice.what} {notice.count === 1 ? 'is' : 'are'} on the way
      to your account. <a href={accountHref}>See your balance</a>
    </div>
  );
}
