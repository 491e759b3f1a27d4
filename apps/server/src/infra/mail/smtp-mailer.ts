import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { withSlicedAttachments } from './sliced-attachments.js';

/** Sends through an SMTP server given as smtp://user:pass@host:port (or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...withSlicedAttachments(message) });
    },
    async close() {
      transport.close();
    },
  };
}
