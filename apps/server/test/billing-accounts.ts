import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../src/infra/mail/index.js';
import { linkIn, setPasswordFromLink } from './helpers/auth-server.js';

export const BILLING_TEST_PASSWORD = 'Quarry-Lantern-Velvet-42';

export interface SignedUpUser {
  id: string;
  email: string;
  accessToken: string;
}

/**
 * Signs up through the real `/auth/v1/signup`, follows the confirmation link from the outbox, types the password
 * on the page it lands on and answers the access token of the session that starts, as a browser would receive it.
 */
export async function signUpConfirmed(app: FastifyInstance, outbox: () => OutboxEntry[]): Promise<SignedUpUser> {
  const email = `buyer.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password: BILLING_TEST_PASSWORD, data: {} },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = outbox().find((m) => m.to === email);
  const confirm = await setPasswordFromLink(app, linkIn(mail?.text ?? '', '/auth/v1/verify'), BILLING_TEST_PASSWORD);
  const accessToken = confirm.body.access_token;
  if (confirm.statusCode !== 200 || typeof accessToken !== 'string') {
    throw new Error(`confirmation failed: ${confirm.statusCode} ${JSON.stringify(confirm.body)}`);
  }
  return { id: signUp.json().id, email, accessToken };
}
