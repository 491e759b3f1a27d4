import { useId, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import type { GetAccessToken } from '../api/access-token';
import { ANALYSIS_QUANTITIES, analysesPrice, purchaseCredits } from '../api/purchase-credits';
import './billing.css';

export interface CreditsPurchaseCardProps {
  getAccessToken: GetAccessToken;
  /** Where to send someone who is not signed in (an account is needed to buy credits). */
  signInHref: string;
}

/**
 * Buys extra analyses at $9.99 each: pick a quantity (default 1), see the price, and pay in this tab (as the
 * Complete Report does), coming back to the payment return.
 * Failures show the server's status ('HTTP error! status: 400') or 'Failed to initiate purchase'.
 */
export function CreditsPurchaseCard({ getAccessToken, signInHref }: CreditsPurchaseCardProps) {
  const [quantity, setQuantity] = useState<number>(1);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  async function buy() {
    setBusy(true);
    try {
      const token = await getAccessToken();
      if (!token) {
        toast.info('Sign in to buy', { description: 'Create a free account or sign in, then buy analyses.' });
        window.location.assign(signInHref);
        return;
      }
      const url = await purchaseCredits(token, quantity);
      toast('Redirecting to Payment', { description: 'Opening the checkout…' });
      window.location.assign(url);
    } catch (error) {
      toast.error('Error', { description: (error as Error).message || 'Failed to initiate purchase' });
      setBusy(false);
    }
  }

  return (
    <section className="billing-purchase" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`}>Buy additional analyses</h3>
      <p className="billing-muted">$9.99 per analysis. One credit is one analysis, and credits never expire.</p>
      <label htmlFor={selectId} className="billing-label">
        Number of analyses
      </label>
      <select
        id={selectId}
        className="billing-select"
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
      >
        {ANALYSIS_QUANTITIES.map((q) => (
          <option key={q} value={q}>
            {q} {q === 1 ? 'analysis' : 'analyses'}
          </option>
        ))}
      </select>
      <p className="billing-price">
        Total: <strong data-testid="credits-total">${analysesPrice(quantity)}</strong>
      </p>
      <BusyButton type="button" className="btn btn-primary btn-lg billing-buy" busy={busy} onClick={buy}>
        {busy ? 'Opening Payment...' : 'Purchase Analyses'}
      </BusyButton>
    </section>
  );
}
