export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail. Two real implementations: SMTP, and an outbox folder for the embedded default. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted by the server (or written to the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
