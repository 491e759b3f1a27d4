import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** What each outbox file holds, so developers and tests can read the codes that would have been texted. */
export interface SmsOutboxEntry extends SmsMessage {
  id: string;
  createdAt: string;
}

/** Writes each message as a JSON file into the outbox folder. Used when no SMS provider is configured. */
export function createOutboxSmsSender(dir: string): SmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: SmsOutboxEntry = { id, to: message.to, body: message.body, createdAt };
      await writeFile(join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    },
  };
}
