/** Published by the auth plugin once a new account is stored (after its transaction commits). */
export interface AccountCreated {
  userId: string;
  email: string | null;
  phone: string | null;
  /** Whether the owner has proved the address or number (a confirmation link or code, a recovery link). */
  confirmed: boolean;
}

type Handler = (event: AccountCreated) => Promise<void>;

/**
 * How domains learn about new accounts without reading each other's tables: billing, for example,
 * grants the free first analysis. Handlers must be idempotent (an event may be delivered again).
 */
export class AccountEvents {
  readonly #created: Handler[] = [];

  onAccountCreated(handler: Handler): void {
    this.#created.push(handler);
  }

  async accountCreated(event: AccountCreated): Promise<void> {
    for (const handler of this.#created) await handler(event);
  }
}
