import type { SmsMessage, SmsSender } from './sms-sender.js';

/** Give up on a provider that does not answer, so a sign-up request does not hang. */
const TIMEOUT_MS = 10_000;

/**
 * Posts `{to: "+<digits>", body}` as JSON to the provider endpoint with an optional bearer key — the shape of
 * common SMS gateway APIs and of small relays in front of Twilio or Vonage. Any non-2xx answer is a failure.
 */
export function createHttpSmsSender(endpoint: string, apiKey: string | undefined): SmsSender {
  return {
    kind: 'http',
    async send(message: SmsMessage) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ to: `+${message.to}`, body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(`SMS provider answered HTTP ${response.status}`);
      }
    },
  };
}
