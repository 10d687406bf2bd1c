import { createHmac, randomUUID } from 'node:crypto';

/**
 * The demo vendor's side of the seamless wallet: signed HTTP calls to our vendor API, exactly as
 * a third-party provider makes them (docs/SEAMLESS.md). Nothing here touches our database: the
 * secret of an operator id comes from `secretFor`, which the composition layer answers from the
 * credentials store (a real vendor keeps the secret an admin handed it in its own vault).
 */

/** Whom a call is made for: the vendor code and the merchant's operator id from the launch url. */
export interface Operator {
  vendor: string;
  operator: string;
}

/** The secret that signs calls for this operator id of this vendor; null when there is none. */
export type SecretLookup = (operatorId: string, vendor: string) => Promise<string | null>;

export interface WalletReply {
  balance: number;
  currency: string;
  txId?: string;
  replayed?: boolean;
}

/** A refusal of the wallet, carried to the demo page as its code. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope {
  success: boolean;
  code: string;
  message: string;
  value: unknown;
}

export class DemoWalletClient {
  /** `baseUrl` is read at each call: the server's own port is known only once it listens. */
  constructor(
    private readonly baseUrl: () => string,
    private readonly secretFor: SecretLookup,
  ) {}

  async call(who: Operator, path: string, body: Record<string, unknown>): Promise<WalletReply> {
    // Looked up at each call, so a rotation by an admin takes effect at once.
    const secret = await this.secretFor(who.operator, who.vendor);
    if (!secret) throw new WalletRefusal('SIGNATURE_INVALID', 'No credential for this operator');
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    const res = await fetch(`${this.baseUrl()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': who.vendor,
        'x-operator-id': who.operator,
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const env = (await res.json()) as Envelope;
    if (!env.success) throw new WalletRefusal(env.code, env.message);
    return env.value as WalletReply;
  }

  balance = (who: Operator, token: string) => this.call(who, '/wps/seamless/v1/balance', { token });

  /**
   * Takes the stake. When the answer is lost on the way (a network error, not a refusal), the
   * debit may or may not have been booked, so it is rolled back: the wallet acknowledges a
   * rollback of a debit it never saw, and then refuses that debit should it arrive late.
   */
  async debit(who: Operator, token: string, roundId: string, amount: number): Promise<{ txId: string; reply: WalletReply }> {
    const txId = `bet-${randomUUID()}`;
    try {
      return { txId, reply: await this.call(who, '/wps/seamless/v1/debit', { token, txId, roundId, amount }) };
    } catch (err) {
      if (!(err instanceof WalletRefusal)) await this.rollback(who, txId, roundId).catch(() => undefined);
      throw err;
    }
  }

  /** Pays a round; retried with the same txId (a duplicate gets the first answer, never a second payout). */
  async credit(who: Operator, betTxId: string, roundId: string, amount: number, attempts = 3): Promise<WalletReply> {
    const txId = `win-${betTxId}`;
    for (let i = 1; ; i++) {
      try {
        return await this.call(who, '/wps/seamless/v1/credit', { txId, roundId, betTxId, amount });
      } catch (err) {
        if (err instanceof WalletRefusal || i >= attempts) throw err;
      }
    }
  }

  rollback = (who: Operator, refTxId: string, roundId: string) => this.call(who, '/wps/seamless/v1/rollback', { txId: `rb-${refTxId}`, refTxId, roundId });
}
