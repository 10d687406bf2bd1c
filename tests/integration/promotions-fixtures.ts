import { expect } from 'vitest';
import { API, type Envelope, type MissionInput, type PromotionActionValue, type PromotionInput, type StaffPromotion } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, houseMove } from '../support/factories.js';
import type { TestGateway } from '../support/gateway.js';
import type { TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { pngImage } from '../../gateway/src/uploads/test-png.js';

/** Shared by the promotion tests (docs/PROMOTIONS.md): staff, members, promotions, bets, images, uploads. */

export const HOUR = 3_600_000;
export const at = (path: string, id: number) => path.replace(':id', String(id));

/** An event mission open for the next hour: its window does not depend on the merchant's midnight. */
export const missionInput = (over: Partial<MissionInput> = {}): MissionInput => ({
  title: 'Roll 50.00',
  description: 'Make valid bets of 50.00',
  kind: 'valid_bets',
  target: 5_000,
  period: 'event',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  reward: 700,
  enabled: true,
  ...over,
});

/** One staff member per site and role for a file: staff sign-in allows 10 a minute per IP. */
const staffCache = new Map<string, Promise<Awaited<ReturnType<typeof signInStaff>>>>();
export function staffOf(gw: TestGateway, s: TestSite, role: 'admin' | 'support' = 'admin') {
  const key = `${gw.port}:${s.id}:${role}`;
  if (!staffCache.has(key)) staffCache.set(key, signInStaff(gw, s, role));
  return staffCache.get(key)!;
}

export async function member(gw: TestGateway, s: TestSite, o: { type?: number } = {}) {
  const u = await createAccount(gw.sql, s.id, o);
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}

export const promotionInput = (over: Partial<PromotionInput> = {}): PromotionInput => ({
  kind: 'apply',
  title: 'First deposit bonus',
  summary: 'Tell us about your first deposit',
  content: '<p>Apply with a <b>screenshot</b>.</p>',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  bonus: 5_000,
  turnoverMultiple: 3,
  active: true,
  ...over,
});

export async function createPromotion(gw: TestGateway, s: TestSite, over: Partial<PromotionInput> = {}): Promise<StaffPromotion> {
  const staff = await staffOf(gw, s);
  const r = await staff.api.post<StaffPromotion>(API.staffPromotions, promotionInput(over));
  expect(r.success, r.code).toBe(true);
  return r.value;
}

export const balanceOf = async (sql: Sql, accountId: number) =>
  Number((await sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]?.balance ?? 0);

/** A bet of `amount` on the member's main wallet (what a game books), or its rollback. */
export async function bet(sql: Sql, merchantId: number, accountId: number, amount: number, kind: 'bet' | 'rollback' = 'bet') {
  await houseMove(sql, { merchantId, accountId, kind, amount });
}

/** Money to play with (a ledger `deposit` movement, not a deposit order). */
export async function fund(sql: Sql, merchantId: number, accountId: number, amount: number) {
  await houseMove(sql, { merchantId, accountId, kind: 'deposit', amount });
}

// ---- images

/** Real PNGs, as the gateway's own image tests build them. */
export { pngImage };

/** A real baseline JPEG of 3 x 2 pixels (encoded by libjpeg): uploads are decoded and encoded again. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAFV3/9k=',
  'base64',
);

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}
export const png = (name = 'proof.png'): Upload => ({ name, type: 'image/png', bytes: pngImage() });

/** POST the multipart application form, as the browser does. */
export async function apply(api: Api, promotionId: number, o: { comment?: string; files?: Upload[]; ip?: string } = {}) {
  const form = new FormData();
  if (o.comment !== undefined) form.set('comment', o.comment);
  for (const f of o.files ?? []) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(api.base + at(API.promotionApply, promotionId), { method: 'POST', body: form, headers: { authorization: `Bearer ${api.token}` } });
  return { status: res.status, ...((await res.json()) as Envelope<PromotionActionValue>) };
}
