import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { track } from '@/lib/analytics';
import type { GetAccessToken } from '../api/access-token';
import { createCompleteReportPayment } from '../api/create-complete-report-payment';

export interface CompleteReportBuyButtonProps {
  getAccessToken: GetAccessToken;
  /** Where to send someone who is not signed in (an account is needed to buy). */
  signInHref: string;
  label?: string;
}

/**
 * Buys the Complete Report ($75): reports AddToCart, opens a checkout session and goes there in this tab.
 * Disabled and reading 'Opening Payment...' while busy.
 */
export function CompleteReportBuyButton({
  getAccessToken,
  signInHref,
  label = 'Buy Complete Report',
}: CompleteReportBuyButtonProps) {
  const [busy, setBusy] = useState(false);

  async function buy() {
    track({ name: 'AddToCart', contentName: 'Complete Report', contentType: 'product', value: 75, currency: 'USD' });
    setBusy(true);
    try {
      const token = await getAccessToken();
      if (!token) {
        toast.info('Sign in to buy', { description: 'Create a free account or sign in, then buy your report.' });
        window.location.assign(signInHref);
        return;
      }
      window.location.assign(await createCompleteReportPayment(token));
    } catch {
      toast.error('Error', { description: 'Failed to create checkout session. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <BusyButton type="button" className="btn btn-primary btn-lg billing-buy" busy={busy} onClick={buy}>
      {busy ? 'Opening Payment...' : label}
    </BusyButton>
  );
}
