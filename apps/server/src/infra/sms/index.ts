import { join } from 'node:path';
import type { Config } from '../../config/config.js';
import { createHttpSmsSender } from './http-sms-sender.js';
import { createOutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

export type { SmsOutboxEntry } from './outbox-sms-sender.js';
export type { SmsSender } from './sms-sender.js';

export function smsOutboxDir(dataDir: string): string {
  return join(dataDir, 'sms-outbox');
}

/** The HTTP provider when SMS_URL is set, the outbox folder under DATA_DIR otherwise. */
export function createSmsSender(config: Pick<Config, 'dataDir' | 'auth'>): SmsSender {
  return config.auth.smsUrl
    ? createHttpSmsSender(config.auth.smsUrl, config.auth.smsApiKey)
    : createOutboxSmsSender(smsOutboxDir(config.dataDir));
}
