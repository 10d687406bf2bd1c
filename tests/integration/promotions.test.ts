import { describe, expect, it } from 'vitest';
import {
  API,
  type MemberInfo,
  type MemberMessagePage,
  type PromotionList,
  type RewardCenter,
  type StaffApplication,
  type StaffApplicationDetail,
  type StaffPromotion,
} from '@wl/shared';
import { DEMO_VIDEO_PROMOTION_ID, seedPromotions } from '../../gateway/src/modules/promotions/demo.js';
import { Api, asTrial } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { HOUR, JPEG, apply, at, balanceOf, bet, createPromotion, member, png, promotionInput, staffOf } from './promotions-fixtures.js';

/**
 * Promotions (docs/PROMOTIONS.md) against the real gateway and database: the list for
 * guests and members with their statuses, applying with a comment and images, staff review
 * paying the bonus through the ledger with its turnover, the reward centre and its live count,
 * the console's promotion editing, tenancy and refusals. Uploads, races and the other kinds:
 * promotions-claims.test.ts.
 */
const { gw, site } = useSite();

const listOf = async (api: Api, path: string = API.memberPromotions) => (await api.get<PromotionList>(path)).value.list;
const infoOf = async (api: Api) => (await api.get<MemberInfo>(API.memberInfo)).value;

describe('promotions: the list', () => {
  it('shows guests and members the live promotions with the status each may see; switched off ones are hidden', async () => {
    const s = await createMerchant(gw.sql);
    const open = await createPromotion(gw, s, { title: 'Open application' });
    const soon = await createPromotion(gw, s, { title: 'Soon', startsAt: new Date(Date.now() + HOUR).toISOString() });
    const over = await createPromotion(gw, s, {
      title: 'Over',
      startsAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const envelope = await createPromotion(gw, s, { kind: 'raffle', title: 'Red envelope', bonus: 100, bonusMax: 800, quota: 10 });
    await createPromotion(gw, s, { title: 'Hidden', active: false });
    const guest = new Api(gw.url(s.host));
    const status = (list: PromotionList['list']) => Object.fromEntries(list.map((p) => [p.title, p.status]));
    const seen = await listOf(guest, API.promotions);
    expect(status(seen)).toEqual({ 'Open application': 'join', Soon: 'coming_soon', Over: 'closed', 'Red envelope': 'claim' });
    expect(seen.find((p) => p.id === envelope.id)).toMatchObject({ kind: 'raffle', bonus: 100, bonusMax: 800, remaining: 10, entry: null });
    // A member's own list needs the token; its statuses are the member's.
    expect((await guest.get(API.memberPromotions)).code).toBe('TOKEN_MISSING');
    const m = await member(gw, s);
    expect(status(await listOf(m.api))).toEqual(status(seen));
    expect((await infoOf(m.api)).availablePromoCount).toBe(2);
    // Another site's promotions are not this site's.
    expect((await listOf(new Api(gw.url(site.host)), API.promotions)).map((p) => p.id)).not.toContain(open.id);
    expect([soon.id, over.id].every((id) => seen.some((p) => p.id === id))).toBe(true);
  });

  it('seeds the demo site with one promotion of each kind, a video promotion and one coming soon', async () => {
    const s = await createMerchant(gw.sql);
    await gw.sql.begin((tx) => seedPromotions(tx, s.id));
    const seen = await listOf(new Api(gw.url(s.host)), API.promotions);
    expect(seen.map((p) => [p.kind, p.status])).toEqual([
      ['apply', 'join'],
      ['checkin', 'join'],
      ['raffle', 'claim'],
      ['event', 'join'],
      ['apply', 'coming_soon'],
    ]);
    const video = seen.find((p) => p.videoUrl)!;
    expect(video).toMatchObject({ title: 'Watch and win', target: 100_000 });
    // The promotion id the site's links use (#5488152) when free; the sequence never hands it out again.
    const [taken] = await gw.sql<{ merchantId: number }[]>`select merchant_id from promotions where id = ${DEMO_VIDEO_PROMOTION_ID}`;
    if (taken?.merchantId === s.id) expect(video.id).toBe(DEMO_VIDEO_PROMOTION_ID);
    expect((await createPromotion(gw, s)).id).not.toBe(DEMO_VIDEO_PROMOTION_ID);
  });

  it('sanitises the content on write; title and summary are plain text', async () => {
    const p = await createPromotion(gw, site, {
      title: 'Bonus <img src=x onerror=alert(1)>& more',
      summary: '<b>Big</b> win',
      content: '<p onclick="alert(1)">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>',
    });
    expect(p.title).toBe('Bonus & more');
    expect(p.summary).toBe('Big win');
    expect(p.content).toBe('<p>Hi<img src="x"><a>go</a></p>');
    const shown = (await listOf(new Api(gw.url(site.host)), API.promotions)).find((x) => x.id === p.id)!;
    expect(shown.content).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});

describe('promotions: apply and review', () => {
  it('applies with a comment and images, pushes the new count, and staff approval pays the bonus with its turnover', async () => {
    const promo = await createPromotion(gw, site, { title: 'Screenshot bonus', bonus: 5_000, turnoverMultiple: 3 });
    const m = await member(gw, site);
    const before = (await infoOf(m.api)).availablePromoCount;
    const socket = await connectSocket(gw.url(site.host), m.api.token!);
    try {
      const pushed = nextEvent(socket, 'rewards:changed', (e) => e.payload.promotionId === promo.id);
      const r = await apply(m.api, promo.id, { comment: 'My deposit slip ✓', files: [png('slip.png'), { name: 'slip.jpg', type: 'image/jpeg', bytes: JPEG }] });
      expect(r).toMatchObject({
        success: true,
        value: {
          paid: 0,
          availablePromoCount: before - 1,
          promotion: { status: 'applying', entry: { state: 'applying', comment: 'My deposit slip ✓', imageCount: 2 } },
        },
      });
      expect((await pushed).payload).toEqual({ availablePromoCount: before - 1, promotionId: promo.id, status: 'applying' });
    } finally {
      socket.close();
    }
    expect((await infoOf(m.api)).availablePromoCount).toBe(before - 1);

    const staff = await staffOf(gw, site);
    const queue = await staff.api.get<{ list: StaffApplication[] }>(`${API.staffPromotionApplications}?status=applying&pageSize=100`);
    const row = queue.value.list.find((a) => a.accountId === m.id)!;
    expect(row).toMatchObject({ promotionId: promo.id, username: m.username, state: 'applying', imageCount: 2, comment: 'My deposit slip ✓' });
    const detail = await staff.api.get<StaffApplicationDetail>(at(API.staffPromotionApplication, row.id));
    expect(detail.value.images).toMatchObject([
      { position: 1, mime: 'image/png', width: 4, height: 4, dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/) },
      { position: 2, mime: 'image/jpeg', width: 3, height: 2 },
    ]);

    const approved = await staff.api.put<StaffApplicationDetail>(at(API.staffPromotionApprove, row.id));
    expect(approved.value).toMatchObject({ state: 'issued', bonus: 5_000, turnoverRequired: 15_000, reviewedBy: staff.username });
    expect(await balanceOf(gw.sql, m.id)).toBe(5_000);
    const [j] = await gw.sql<{ kind: string; legs: { kind: string; amount: string }[] }[]>`
      select j.kind, json_agg(json_build_object('kind', w.kind, 'amount', p.amount) order by p.amount) as legs
      from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where j.idempotency_key = ${`promotion:entry:${row.id}`} group by j.kind`;
    expect(j).toMatchObject({
      kind: 'bonus',
      legs: [
        { kind: 'bonus', amount: -5_000 },
        { kind: 'real', amount: 5_000 },
      ],
    });
    // Approving twice pays once.
    expect((await staff.api.put(at(API.staffPromotionApprove, row.id))).code).toBe('APPLICATION_ALREADY_REVIEWED');
    expect(await balanceOf(gw.sql, m.id)).toBe(5_000);

    // Turnover counts valid bets after the bonus only; the reward centre shows the progress.
    await bet(gw.sql, site.id, m.id, 4_000);
    await bet(gw.sql, site.id, m.id, 1_000, 'rollback');
    const rewards = (await m.api.get<RewardCenter>(API.rewardCenter)).value;
    expect(rewards.history.find((h) => h.promotionId === promo.id)).toMatchObject({
      status: 'issued',
      bonus: 5_000,
      turnoverRequired: 15_000,
      turnoverDone: 3_000,
    });
    expect(rewards.availablePromoCount).toBe(rewards.available.length);
    // The member is told in the inbox, and the bonus shows in the bonus records.
    const inbox = (await m.api.get<MemberMessagePage>(API.messages)).value;
    expect(inbox.list[0]!.title).toBe('Promotion approved: Screenshot bonus');
    const records = await m.api.get<{ list: { amount: number }[] }>(API.recordsBonus);
    expect(records.value.list.some((r) => r.amount === 5_000)).toBe(true);
    const [logged] = await gw.sql`select 1 from staff_actions where action = 'PUT promotion-applications/:id/approve' and staff_id = ${staff.id}`;
    expect(logged).toBeTruthy();
  });

  it('rejects with a reason, pays nothing, and refuses a second review; blank reasons are refused', async () => {
    const promo = await createPromotion(gw, site, { title: 'Reject me' });
    const m = await member(gw, site);
    const r = await apply(m.api, promo.id, { comment: 'please' });
    expect(r.success).toBe(true);
    const staff = await staffOf(gw, site);
    const id = (await staff.api.get<{ list: StaffApplication[] }>(`${API.staffPromotionApplications}?pageSize=100`)).value.list.find(
      (a) => a.accountId === m.id,
    )!.id;
    expect((await staff.api.put(at(API.staffPromotionReject, id), { reason: '   ' })).code).toBe('REASON_REQUIRED');
    const rejected = await staff.api.put<StaffApplicationDetail>(at(API.staffPromotionReject, id), { reason: 'No deposit found' });
    expect(rejected.value).toMatchObject({ state: 'rejected', note: 'No deposit found', memberMessage: null, bonus: 0 });
    expect((await staff.api.put(at(API.staffPromotionApprove, id))).code).toBe('APPLICATION_ALREADY_REVIEWED');
    expect(await balanceOf(gw.sql, m.id)).toBe(0);
    const mine = (await listOf(m.api)).find((p) => p.id === promo.id)!;
    expect(mine).toMatchObject({ status: 'rejected', entry: { memberMessage: null } });
    expect(JSON.stringify(mine)).not.toContain('No deposit found');
    // Applied once is applied: a rejected member does not apply again.
    expect((await apply(m.api, promo.id, { comment: 'again' })).code).toBe('PROMOTION_ALREADY_ENTERED');
  });

  it('refuses applications that are not open or not of this kind, trial accounts, and other sites', async () => {
    const m = await member(gw, site);
    const soon = await createPromotion(gw, site, { startsAt: new Date(Date.now() + HOUR).toISOString() });
    expect(await apply(m.api, soon.id, { comment: 'x' })).toMatchObject({ status: 409, code: 'PROMOTION_NOT_OPEN' });
    const off = await createPromotion(gw, site, { active: false });
    expect((await apply(m.api, off.id, {})).code).toBe('PROMOTION_NOT_OPEN');
    const raffle = await createPromotion(gw, site, { kind: 'raffle', bonus: 100 });
    expect((await apply(m.api, raffle.id, {})).code).toBe('PROMOTION_ACTION_INVALID');
    expect((await apply(m.api, 999_999_999, {})).code).toBe('PROMOTION_NOT_FOUND');
    const other = await createMerchant(gw.sql);
    const elsewhere = await createPromotion(gw, other);
    expect((await apply(m.api, elsewhere.id, {})).code).toBe('PROMOTION_NOT_FOUND');
    // Five refusals spent this member's applications for the minute; another member applies here.
    expect((await apply(m.api, (await createPromotion(gw, site)).id, {})).code).toBe('TOO_MANY_REQUESTS');
    const otherStaff = await staffOf(gw, other);
    const m2 = await member(gw, site);
    const own = await apply(m2.api, (await createPromotion(gw, site)).id, {});
    expect(own.success).toBe(true);
    const ownId = (await gw.sql<{ id: string }[]>`select id from promotion_entries where account_id = ${m2.id} order by id desc limit 1`)[0]!.id;
    expect((await otherStaff.api.put(at(API.staffPromotionApprove, Number(ownId)))).code).toBe('APPLICATION_NOT_FOUND');
    const trial = await asTrial(new Api(gw.url(site.host)));
    expect((await trial.get(API.memberPromotions)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.post(API.raffleClaim, { promotionId: raffle.id })).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.get<MemberInfo>(API.memberInfo)).value.availablePromoCount).toBe(0);
  });
});

describe('promotions: the console', () => {
  it('checks what staff write, keeps the kind, and lets only admins write', async () => {
    const staff = await staffOf(gw, site);
    const bad = await staff.api.post(
      API.staffPromotions,
      promotionInput({
        title: '<b></b>',
        imageUrl: 'javascript:alert(1)',
        videoUrl: 'https://example.com/v.mp4',
        endsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      }),
    );
    expect(bad).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { title: 'SETTING_INVALID', imageUrl: 'URL_INVALID', videoUrl: 'NOT_YOUTUBE', endsAt: 'SETTING_INVALID' } },
    });
    expect((await staff.api.post(API.staffPromotions, promotionInput({ kind: 'event' }))).value).toMatchObject({ fields: { target: 'SETTING_INVALID' } });
    expect((await staff.api.post(API.staffPromotions, promotionInput({ kind: 'raffle', bonus: 500, bonusMax: 100 }))).value).toMatchObject({
      fields: { bonusMax: 'SETTING_INVALID' },
    });
    expect((await staff.api.post(API.staffPromotions, { ...promotionInput(), extra: 1 })).code).toBe('VALIDATION_FAILED');

    const video = await createPromotion(gw, site, { title: 'Watch and win', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const edited = await staff.api.put<StaffPromotion>(
      at(API.staffPromotion, video.id),
      promotionInput({ title: 'Watch and win big', videoUrl: video.videoUrl, active: false }),
    );
    expect(edited.value).toMatchObject({ id: video.id, title: 'Watch and win big', active: false, updatedBy: staff.username });
    expect((await staff.api.put(at(API.staffPromotion, video.id), promotionInput({ kind: 'raffle', bonus: 100 }))).code).toBe('SETTING_INVALID');
    const list = await staff.api.get<{ list: StaffPromotion[] }>(`${API.staffPromotions}?pageSize=100`);
    expect(list.value.list.find((p) => p.id === video.id)).toMatchObject({ active: false, entries: 0, pending: 0 });

    const support = await staffOf(gw, site, 'support');
    expect((await support.api.post(API.staffPromotions, promotionInput())).code).toBe('FORBIDDEN');
    expect((await support.api.get(API.staffPromotions)).success).toBe(true);
    const m = await member(gw, site);
    expect((await m.api.get(API.staffPromotions)).code).toBe('TOKEN_INVALID');
  });
});
