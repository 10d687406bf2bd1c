import type { Tx } from '../db/index.js';

/** How SMS and email leave the site: one interface, so a sandbox outbox and real providers are interchangeable. */
export interface MessageProvider {
  sendSms(tx: Tx, m: { merchantId: number; to: string; body: string }): Promise<void>;
  sendEmail(tx: Tx, m: { merchantId: number; to: string; subject: string; body: string }): Promise<void>;
}

/**
 * The default provider: writes each message to the outbox table in the same transaction as
 * the change that caused it, where support staff read it. A real SMS gateway would drain the
 * same table, so a message exists exactly when its code does.
 */
export class OutboxProvider implements MessageProvider {
  async sendSms(tx: Tx, m: { merchantId: number; to: string; body: string }) {
    await tx`insert into outbox (merchant_id, channel, recipient, body) values (${m.merchantId}, 'sms', ${m.to}, ${m.body})`;
  }
  async sendEmail(tx: Tx, m: { merchantId: number; to: string; subject: string; body: string }) {
    await tx`insert into outbox (merchant_id, channel, recipient, subject, body) values (${m.merchantId}, 'email', ${m.to}, ${m.subject}, ${m.body})`;
  }
}
