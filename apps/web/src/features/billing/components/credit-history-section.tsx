import { PLANS, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import { ReceiptsTable } from '@/components/ui/receipts-table';
import type { GetAccessToken } from '../api/access-token';
import { type CreditSummary, useCredits } from '../api/get-credits';
import { runningBalances } from '../lib/running-balances';
import { ProCancelControls } from './pro-cancel-controls';
import './billing.css';

const KIND_LABEL: Record<CreditSummary['entries'][number]['kind'], string> = {
  grant: 'Free',
  purchase: 'Purchase',
  spend: 'Used',
  refund: 'Refund',
  lapse: 'Lapsed',
};

const UNIT_SUFFIX: Record<CreditSummary['entries'][number]['unit'], string> = {
  analysis: '',
  complete_report: ' Complete Report',
  pro_analysis: ' Pro',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export interface CreditHistorySectionProps {
  getAccessToken: GetAccessToken;
  /** The page to buy more credits on. */
  buyHref: string;
}

/** The account page's credits: balance of analyses, Complete Reports, Pro status and the ledger history. */
export function CreditHistorySection({ getAccessToken, buyHref }: CreditHistorySectionProps) {
  const state = useCredits(getAccessToken);
  const entries = state.status === 'ready' ? state.credits.entries : [];
  const balances = runningBalances(entries);
  // A Complete Reports column only for accounts that ever held one.
  const reports = entries.some((e) => e.unit === 'complete_report');
  const proColumn = entries.some((e) => e.unit === 'pro_analysis');
  const allowance = state.status === 'ready' ? state.credits.proAllowance : null;
  return (
    <section className="billing-card billing-history" aria-labelledby="billing-credits-title">
      <h2 id="billing-credits-title">Credits</h2>
      {state.status === 'loading' && <p className="billing-muted">Loading your credits…</p>}
      {state.status === 'signed-out' && <p className="billing-muted">Sign in to see your credits.</p>}
      {state.status === 'error' && (
        <p className="billing-error" role="alert">
          Could not load your credits ({state.message}).{' '}
          <button type="button" className="btn btn-outline" onClick={state.reload}>
            Try again
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <dl className="billing-balances">
            <div>
              <dt>Analysis credits</dt>
              <dd data-testid="credit-balance">{state.credits.balance}</dd>
            </div>
            {state.credits.completeReports > 0 && (
              <div>
                <dt>Complete Reports</dt>
                <dd>{state.credits.completeReports}</dd>
              </div>
            )}
            <div>
              <dt>Plan</dt>
              <dd>{state.credits.pro ? 'Pro Monthly' : 'Pay as you go'}</dd>
            </div>
            {allowance && (
              <div>
                <dt>Pro analyses this month</dt>
                <dd data-testid="pro-allowance">
                  {allowance.left} of {allowance.perMonth} left
                </dd>
              </div>
            )}
          </dl>
          {allowance && (
            <ProCancelControls
              getAccessToken={getAccessToken}
              endsAt={allowance.endsAt}
              endsAtFixed={allowance.endsAtFixed}
              onChanged={state.reload}
            />
          )}
          {allowance && !allowance.endsAt && (
            <p className="billing-muted">
              {PLANS.proMonthly.name} includes {PRO_MONTHLY_INCLUDES}; the next {allowance.perMonth} start on{' '}
              {dayFormat.format(new Date(allowance.renewsAt))} and unused ones do not carry over. Your analysis credits
              pay once this month's are used.
            </p>
          )}
          <p className="billing-muted">
            One credit is one analysis; credits never expire. <a href={buyHref}>Buy more analyses</a>
          </p>
          {state.credits.entries.length > 0 && (
            <table className="billing-ledger">
              <caption>Credit history</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                  <th scope="col">Analysis credits</th>
                  {reports && <th scope="col">Complete Reports</th>}
                  {proColumn && <th scope="col">Pro analyses</th>}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, i) => (
                  <tr key={entry.id}>
                    <td>{dateFormat.format(new Date(entry.createdAt))}</td>
                    <td>
                      <span className={`billing-kind billing-kind-${entry.kind}`}>{KIND_LABEL[entry.kind]}</span>{' '}
                      {entry.description}
                      {entry.paid && <span className="billing-paid"> · paid {entry.paid}</span>}
                    </td>
                    <td>
                      {signed(entry.amount)}
                      {UNIT_SUFFIX[entry.unit]}
                    </td>
                    <td>{balances[i]?.analysis ?? 0}</td>
                    {reports && <td>{balances[i]?.completeReport ?? 0}</td>}
                    {proColumn && <td>{balances[i]?.proAnalysis ?? 0}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ReceiptsTable receipts={state.credits.receipts} className="billing-ledger" />
        </>
      )}
    </section>
  );
}
