import { ReceiptsTable } from '@/components/ui/receipts-table';
import type { AdminAccount } from '../api/admin-api';
import { onDay, signed, when } from './admin-format';

/** What the account has: plan, Pro until, balances, receipts, ledger and analyses with their report status. */
export function AccountSummary({ account }: { account: AdminAccount }) {
  return (
    <>
      <dl className="admin-facts" data-testid="admin-account">
        <div>
          <dt>Account</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd data-testid="admin-plan">{account.plan}</dd>
        </div>
        <div>
          <dt>Pro until</dt>
          <dd>{account.proUntil ? onDay(account.proUntil) : account.proSince ? 'Until ended' : '—'}</dd>
        </div>
        <div>
          <dt>Analysis credits</dt>
          <dd data-testid="admin-balance">{account.balances.analysis}</dd>
        </div>
        <div>
          <dt>Complete Reports</dt>
          <dd>{account.balances.completeReport}</dd>
        </div>
      </dl>
      <ReceiptsTable receipts={account.receipts} className="admin-table" />
      <table className="admin-table" data-testid="admin-ledger">
        <caption>Credit ledger</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Kind</th>
            <th scope="col">Change</th>
            <th scope="col">Balance after</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {account.ledger.map((e) => (
            <tr key={e.id}>
              <td>{when(e.createdAt)}</td>
              <td>{e.kind}</td>
              <td>
                {signed(e.amount)} {e.unit}
              </td>
              <td>{e.balanceAfter}</td>
              <td>
                {e.description}
                {e.paid && ` (${e.paid})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="admin-table">
        <caption>Analyses</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Business</th>
            <th scope="col">Status</th>
            <th scope="col">Report</th>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        <tbody>
          {account.analyses.map((a) => (
            <tr key={a.id}>
              <td>{when(a.createdAt)}</td>
              <td>{a.businessType}</td>
              <td>{a.status}</td>
              <td>{a.reportStatus}</td>
              <td>
                {a.mailStatus}
                {a.notifyEmail && ` (${a.notifyEmail})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
