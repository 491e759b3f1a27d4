import type { AuditEntry } from '../api/admin-api';
import { when } from './admin-format';

/** Administrators' actions, newest first: who, what, on which account, why. */
export function AuditLogTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  if (entries.length === 0) return <p className="admin-muted">{caption}: nothing yet.</p>;
  return (
    <table className="admin-table" data-testid="admin-audit-log">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Administrator</th>
          <th scope="col">Action</th>
          <th scope="col">Account</th>
          <th scope="col">Reason</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{when(e.createdAt)}</td>
            <td>{e.adminEmail}</td>
            <td>{e.action}</td>
            <td>
              <code>{e.targetUserId}</code>
            </td>
            <td>{e.reason}</td>
            <td>
              <code>{JSON.stringify(e.details)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
