import { useId, useState } from 'react';
import { type AdminAccount, changeCredits, endPro, grantPro } from '../api/admin-api';
import { ActionForm } from './action-form';
import { useAdminSession } from './admin-session';

export interface AccountActionsProps {
  account: AdminAccount;
  /** Called after an action succeeded (the page reloads the account and the audit log). */
  onChanged: () => void;
}

/** Grant or end Pro, add or refund credits: each with a reason, each audited. */
export function AccountActions({ account, onChanged }: AccountActionsProps) {
  const { getAccessToken } = useAdminSession();
  const id = useId();
  const [months, setMonths] = useState('1');
  const [change, setChange] = useState<'add' | 'refund'>('refund');
  const [amount, setAmount] = useState('1');
  const act = (action: (token: string | null) => Promise<unknown>) => async () => {
    await action(await getAccessToken());
    onChanged();
  };
  return (
    <div className="admin-actions">
      <ActionForm
        title="Grant Pro"
        submitLabel="Grant Pro"
        onSubmit={(reason) => act((t) => grantPro(t, account.id, reason, Number(months) || undefined))()}
      >
        <label htmlFor={`${id}-months`}>Months (empty: until ended)</label>
        <input
          id={`${id}-months`}
          type="number"
          min={1}
          max={36}
          value={months}
          onChange={(e) => setMonths(e.target.value)}
        />
      </ActionForm>
      <ActionForm
        title="End Pro"
        submitLabel="End Pro"
        onSubmit={(reason) => act((t) => endPro(t, account.id, reason))()}
      />
      <ActionForm
        title="Credits"
        submitLabel="Apply"
        onSubmit={(reason) =>
          act((t) => changeCredits(t, account.id, { change, amount: Number(amount), unit: 'analysis', reason }))()
        }
      >
        <label htmlFor={`${id}-change`}>Change</label>
        <select id={`${id}-change`} value={change} onChange={(e) => setChange(e.target.value as 'add' | 'refund')}>
          <option value="refund">Refund analysis credits</option>
          <option value="add">Add analysis credits</option>
        </select>
        <label htmlFor={`${id}-amount`}>Amount</label>
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          max={1000}
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </ActionForm>
    </div>
  );
}
