import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type AdminAccount, type AuditEntry, auditLog, lookUpAccount } from '../api/admin-api';
import { AccountActions } from '../components/account-actions';
import { AccountSummary } from '../components/account-summary';
import { useAdminSession } from '../components/admin-session';
import { AuditLogTable } from '../components/audit-log-table';
import { ResendReportForm } from '../components/resend-report-form';
import '../admin.css';

/** The administrator's desk: look an account up, act on it, and read the audit log. */
export function AdminPage() {
  const { loading, signedIn, getAccessToken } = useAdminSession();
  const [audit, setAudit] = useState<AuditEntry[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<AdminAccount | null>(null);
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);

  const reloadAudit = useCallback(async () => {
    try {
      setAudit(await auditLog(await getAccessToken()));
    } catch (error) {
      setRefused((error as Error).message);
    }
  }, [getAccessToken]);
  useEffect(() => {
    if (signedIn) void reloadAudit();
  }, [signedIn, reloadAudit]);

  const lookUp = async (address: string) => {
    setLookupProblem(null);
    try {
      setAccount(await lookUpAccount(await getAccessToken(), address));
    } catch (error) {
      setAccount(null);
      setLookupProblem((error as Error).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(email.trim());
  };
  const changed = () => {
    if (account) void lookUp(account.email);
    void reloadAudit();
  };

  return (
    <div className="container admin-page">
      <h1>Admin</h1>
      {loading && <p className="admin-muted">Loading…</p>}
      {!loading && !signedIn && <p>Sign in with an administrator's account to use this page.</p>}
      {refused && (
        <p className="admin-error" role="alert">
          {refused}
        </p>
      )}
      {signedIn && !refused && (
        <>
          <form className="admin-lookup" onSubmit={submit} aria-label="Look up an account">
            <label htmlFor="admin-lookup-email">Account e-mail</label>
            <input
              id="admin-lookup-email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              Look up
            </button>
          </form>
          {lookupProblem && (
            <p className="admin-error" role="alert">
              {lookupProblem}
            </p>
          )}
          {account && (
            <section aria-label={`Account ${account.email}`}>
              <h2>{account.email}</h2>
              <AccountSummary account={account} />
              <AccountActions account={account} onChanged={changed} />
              <ResendReportForm account={account} onChanged={changed} />
            </section>
          )}
          <section aria-labelledby="admin-audit-title">
            <h2 id="admin-audit-title">Audit log</h2>
            {audit && <AuditLogTable entries={audit} caption="Administrators' actions, newest first" />}
          </section>
        </>
      )}
    </div>
  );
}
