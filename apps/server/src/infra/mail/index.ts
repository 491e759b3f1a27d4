import { join } from 'node:path';
import type { Config } from '../../config/config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export type { MailAttachment, Mailer, MailMessage } from './mailer.js';
export type { OutboxEntry } from './outbox-mailer.js';

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set, the outbox folder under DATA_DIR otherwise. */
export function createMailer(config: Pick<Config, 'dataDir' | 'mail'>): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(outboxDir(config.dataDir), config.mail.from);
}
