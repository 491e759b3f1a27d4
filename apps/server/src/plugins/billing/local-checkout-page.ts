import { formatUsdFromCents } from '@sitescout/shared';
import { OFFERS } from './offers.js';
import type { PaymentOrder } from './orders.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2434}
.test-mode{background:#b45309;color:#fff;text-align:center;padding:.75rem 1rem;font-weight:700;letter-spacing:.04em}
main{max-width:32rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,60,.08);padding:1.75rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
.muted{color:#5b6478;font-size:.95rem}
table{width:100%;border-collapse:collapse;margin:1.25rem 0}
td{padding:.5rem 0;border-bottom:1px solid #e6e9f0}
td:last-child{text-align:right}
tr.total td{font-weight:700;border-bottom:none;font-size:1.1rem}
.actions{display:flex;gap:.75rem;margin-top:1rem}
button{flex:1;font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:8px;border:1px solid transparent;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}
.cancel{background:#fff;color:#1c2434;border-color:#c9cfdb}
.notice{background:#fff7ed;border:1px solid #fdba74;border-radius:8px;padding:.75rem 1rem;font-size:.9rem;margin-top:1.25rem}
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>TEST MODE checkout | SiteScout</title><style>${STYLE}</style></head>
<body><div class="test-mode" role="status">TEST MODE — no card is charged and no money moves</div>
<main>${body}</main></body></html>`;
}

/**
 * The local payment provider's checkout page for one order: what is bought at what price, with Pay and
 * Cancel buttons (plain forms, so it works without JavaScript). `order` null renders "not found".
 */
export function renderLocalCheckoutPage(order: PaymentOrder | null, actionBase: string): string {
  if (!order) {
    return layout(`<div class="card"><h1>Checkout not found</h1>
<p class="muted">This checkout link is unknown. Start again from <a href="/credits">Credits</a> or <a href="/get-started">Get Started</a>.</p></div>`);
  }
  const offer = OFFERS[order.offerId];
  const unit = formatUsdFromCents(offer.unitAmountCents);
  const total = formatUsdFromCents(order.amountCents);
  const rows = `<table><tbody>
<tr><td>${escapeHtml(offer.name)}<div class="muted">${escapeHtml(offer.description)}</div></td><td>${order.quantity} × ${unit}</td></tr>
<tr class="total"><td>Total</td><td>${total} ${order.currency.toUpperCase()}</td></tr></tbody></table>`;
  if (order.status !== 'open') {
    const state = order.status === 'paid' ? 'has been paid' : 'was cancelled';
    return layout(`<div class="card"><h1>SiteScout checkout</h1>${rows}
<p>This order ${state}.</p><p><a href="/get-started">Back to SiteScout</a></p></div>`);
  }
  const base = escapeHtml(actionBase);
  return layout(`<div class="card"><h1>SiteScout checkout</h1>
<p class="muted">Test-mode payment page of SiteScout's local payment provider.</p>${rows}
<div class="actions">
<form method="post" action="${base}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Cancel</button></form>
<form method="post" action="${base}/pay" style="flex:1;display:flex"><button class="pay" type="submit">Pay ${total} (test)</button></form>
</div>
<p class="notice">Paying here credits your account at once without charging a card. Real payments use Stripe (PAYMENTS_PROVIDER=stripe).</p></div>`);
}
