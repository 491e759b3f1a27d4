import type { paths } from '@/lib/api/schema';

type Receipt =
  paths['/api/billing/credits']['get']['responses'][200]['content']['application/json']['receipts'][number];

/**
 * Receipts of paid orders as the payment e-mail states them (the server's `receiptOf`): the account page's and the
 * admin page's. Nothing when there are none.
 */
export function ReceiptsTable({ receipts, className }: { receipts: Receipt[]; className: string }) {
  if (receipts.length === 0) return null;
  return (
    <table className={className} data-testid="receipts">
      <caption>Receipts</caption>
      <thead>
        <tr>
          <th scope="col">Order number</th>
          <th scope="col">Date</th>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Amount</th>
          <th scope="col">Payment reference</th>
        </tr>
      </thead>
      <tbody>
        {receipts.map((r) => (
          <tr key={r.orderNumber}>
            <td>{r.orderNumber}</td>
            <td>{r.date}</td>
            <td>{r.item}</td>
            <td>{r.quantity}</td>
            <td>{r.amount}</td>
            <td>{r.paymentReference}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
