import { Link, useLocation } from 'react-router';
import type { GetAccessToken } from '../api/access-token';
import { useCredits } from '../api/get-credits';
import { holdingsText } from '../lib/holdings-text';
import './billing.css';

export interface CreditBalanceLinkProps {
  getAccessToken: GetAccessToken;
  /** The account page, where the history shows. */
  accountHref: string;
  onNavigate?: () => void;
}

/**
 * The header's balance for a signed-in account ("3 credits", "Pro · 2 credits"), read again on every page change
 * so a run or a purchase shows at once. Links to the account page and its history.
 */
export function CreditBalanceLink({ getAccessToken, accountHref, onNavigate }: CreditBalanceLinkProps) {
  const { pathname, search } = useLocation();
  const credits = useCredits(getAccessToken, `${pathname}${search}`);
  if (credits.status !== 'ready') return null;
  const text = holdingsText(credits.credits);
  return (
    <Link to={accountHref} className="credit-balance" onClick={onNavigate} aria-label={`Balance: ${text}`} title={text}>
      {text}
    </Link>
  );
}
