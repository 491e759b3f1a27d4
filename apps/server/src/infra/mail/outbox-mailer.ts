import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { withSlicedAttachments } from './sliced-attachments.js';

/** Summary written beside each .eml so developers and tests can read the outbox without a MIME parser. */
export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType?: string; bytes: number }[];
  createdAt: string;
}

/**
 * Writes each message as a real RFC 822 `.eml` file (built by nodemailer, attachments included)
 * plus a `.json` summary into `<DATA_DIR>/outbox`. Used when no SMTP server is configured.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(outboxDir, { recursive: true });
      const info = await transport.sendMail({ from, ...withSlicedAttachments(message) });
      const createdAt = new Date();
      const id = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = {
        id,
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          ...(a.contentType ? { contentType: a.contentType } : {}),
          bytes: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.length,
        })),
        createdAt: createdAt.toISOString(),
      };
      await writeFile(join(outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(join(outboxDir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    },
    async close() {
      transport.close();
    },
  };
}
