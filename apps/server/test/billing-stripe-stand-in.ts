import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form-encoded body as Stripe sends it (`line_items[0][quantity]` etc.). */
  form: URLSearchParams;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string;
  requests: RecordedStripeRequest[];
  /** Answers the next session creations with a Stripe API error until set back to false. */
  failing: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for the part of Stripe's REST API SiteScout uses: `POST /v1/checkout/sessions`, answering
 * like Stripe (form-encoded request, JSON Checkout Session or Stripe error object) and recording each request.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const state = { failing: false };
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form,
    });
    response.setHeader('content-type', 'application/json');
    response.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`);
    if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }),
      );
      return;
    }
    if (state.failing) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'stand-in told to fail' } }));
      return;
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const quantity = Number(form.get('line_items[0][quantity]'));
    const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
    response.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        metadata: { orderId: form.get('metadata[orderId]') },
        amount_total: quantity * unitAmount,
        currency: form.get('line_items[0][price_data][currency]'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Checkout Session event as Stripe sends it to the webhook (sign it with `stripe.webhooks.generateTestHeaderString`). */
export function sessionEvent(
  id: string,
  type: string,
  session: { id: string; orderId: string },
  paymentStatus = 'paid',
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        payment_status: paymentStatus,
        status: 'complete',
      },
    },
  });
}
