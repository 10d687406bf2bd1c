import { createHmac, randomUUID } from 'node:crypto';
import { demoVendorSecret } from '../games/demo-catalogue.js';

/**
 * The demo vendor's side of the seamless wallet: signed HTTP calls to our vendor API, exactly as
 * a third-party provider makes them (docs/SEAMLESS.md). Nothing here touches our database.
 */

export interface WalletReply { balance: number; currency: string; txId?: string; replayed?: boolean }

/** A refusal of the wallet, carried to the demo page as its code. */
export class WalletRefusal extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

interface Envelope { success: boolean; code: string; message: string; value: unknown }

export class DemoWalletClient {
  /** `baseUrl` is read at each call: the server's own port is known only once it listens. */
  constructor(private readonly baseUrl: () => string) {}

  async call(vendor: string, path: string, body: Record<string, unknown>): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', demoVendorSecret(vendor)).update(`${timestamp}.${raw}`).digest('hex');
    const res = await fetch(`${this.baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vendor-code': vendor, 'x-timestamp': timestamp, 'x-signature': signature },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const env = (await res.json()) as Envelope;
    if (!env.success) throw new WalletRefusal(env.code, env.message);
    return env.value as WalletReply;
  }

  balance = (vendor: string, token: string) => this.call(vendor, '/wps/seamless/v1/balance', { token });

  /**
   * Takes the stake. When the answer is lost on the way (a network error, not a refusal), the
   * debit may or may not have been booked, so it is rolled back: the wallet acknowledges a
   * rollback of a debit it never saw, and then refuses that debit should it arrive late.
   */
  async debit(vendor: string, token: string, roundId: string, amount: number): Promise<{ txId: string; reply: WalletReply }> {
    const txId = `bet-${randomUUID()}`;
    try {
      return { txId, reply: await this.call(vendor, '/wps/seamless/v1/debit', { token, txId, roundId, amount }) };
    } catch (err) {
      if (!(err instanceof WalletRefusal)) await this.rollback(vendor, txId, roundId).catch(() => undefined);
      throw err;
    }
  }

  /** Pays a round; retried with the same txId (a duplicate gets the first answer, never a second payout). */
  async credit(vendor: string, betTxId: string, roundId: string, amount: number, attempts = 3): Promise<WalletReply> {
    const txId = `win-${betTxId}`;
    for (let i = 1; ; i++) {
      try {
        return await this.call(vendor, '/wps/seamless/v1/credit', { txId, roundId, betTxId, amount });
      } catch (err) {
        if (err instanceof WalletRefusal || i >= attempts) throw err;
      }
    }
  }

  rollback = (vendor: string, refTxId: string, roundId: string) =>
    this.call(vendor, '/wps/seamless/v1/rollback', { txId: `rb-${refTxId}`, refTxId, roundId });
}
