export interface SmsMessage {
  /** Recipient in E.164 digits, without the plus. */
  to: string;
  body: string;
}

/** Sends text messages. Two real implementations: an HTTP provider, and an outbox folder for the embedded default. */
export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  /** Resolves once the provider accepted the message (or it was written to the outbox); rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
}
