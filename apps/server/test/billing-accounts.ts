import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../src/infra/mail/index.js';
import { linkIn } from './helpers/auth-server.js';

export const BILLING_TEST_PASSWORD = 'Quarry-Lantern-Velvet-42';

export interface SignedUpUser {
  id: string;
  email: string;
  accessToken: string;
}

/**
 * Signs up through the real `/auth/v1/signup`, follows the confirmation link from the outbox and answers the
 * access token the link's redirect carries, as a browser would receive it.
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
  const link = new URL(linkIn(mail?.text ?? '', '/auth/v1/verify'));
  const verify = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const location = verify.headers.location;
  if (typeof location !== 'string') throw new Error(`confirmation did not redirect: ${verify.statusCode}`);
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  const accessToken = fragment.get('access_token');
  if (!accessToken) throw new Error(`no access token after confirmation: ${location}`);
  return { id: signUp.json().id, email, accessToken };
}
