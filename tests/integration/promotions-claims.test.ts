import { describe, expect, it } from 'vitest';
import { API, PROMOTION_APPLY_PER_MINUTE, type PromotionActionValue, type PromotionList, type RewardCenter } from '@wl/shared';
import { useSite } from '../support/site.js';
import { JPEG, apply, at, balanceOf, bet, createPromotion, fund, member, png, pngImage, type Upload } from './promotions-fixtures.js';

/**
 * Promotions (docs/PROMOTIONS.md): the uploads an application refuses, the abuse races
 * (two applications at once keep one; a red envelope claimed twice at once pays
 * once; the last envelope goes once), the per-member rate limit, and the other kinds: events with
 * a valid-bet target, red envelopes (MCS2_claimRafflePromotion) and daily check-ins.
 */
const { gw, site } = useSite();

const entries = async (promotionId: number, accountId?: number) =>
  (
    await gw.sql<{ n: number }[]>`select count(*)::int as n from promotion_entries where promotion_id = ${promotionId}
    and (${accountId ?? null}::bigint is null or account_id = ${accountId ?? null})`
  )[0]!.n;
const bonusJournals = async (accountId: number) =>
  (
    await gw.sql<{ n: number }[]>`select count(*)::int as n from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
    where w.account_id = ${accountId} and j.kind = 'bonus'`
  )[0]!.n;

describe('promotions: uploads', () => {
  it('refuses an SVG, a polyglot, a renamed executable, 6 MB, four files, a long comment and JSON, writing nothing', async () => {
    const promo = await createPromotion(gw, site);
    const m = await member(gw, site);
    const file = (name: string, type: string, bytes: Buffer): Upload => ({ name, type, bytes });
    const svg = file('proof.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'));
    expect(await apply(m.api, promo.id, { files: [svg] })).toMatchObject({ status: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED', value: { file: 'proof.svg' } });
    const polyglot = file(
      'proof.png',
      'image/png',
      Buffer.concat([pngImage(), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
    );
    expect(await apply(m.api, promo.id, { files: [polyglot] })).toMatchObject({ status: 415, code: 'UPLOAD_CONTENT_INVALID' });
    const exe = file('proof.jpg', 'image/jpeg', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(4096, 0x90)]));
    expect(await apply(m.api, promo.id, { files: [exe] })).toMatchObject({ status: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    const big = file('big.png', 'image/png', pngImage(1450, 1450, { noise: true }));
    expect(big.bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(await apply(m.api, promo.id, { files: [big] })).toMatchObject({ status: 413, code: 'UPLOAD_TOO_LARGE' });
    expect(await apply(m.api, promo.id, { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] })).toMatchObject({ code: 'TOO_MANY_FILES' });
    expect(await entries(promo.id, m.id)).toBe(0);
    // Five refusals are this member's applications for the minute (the limit counts refusals): another member goes on.
    const m2 = await member(gw, site);
    expect(await apply(m2.api, promo.id, { comment: 'x'.repeat(141) })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      value: { fields: { comment: 'rule.tooLong' } },
    });
    expect(await m2.api.post(at(API.promotionApply, promo.id), { comment: 'json' })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await entries(promo.id, m2.id)).toBe(0);
    // 140 characters (emoji count as one each; a line break as one, though the form sends CRLF) and three images are fine.
    const ok = await apply(m2.api, promo.id, {
      comment: `${'🎁'.repeat(70)}\n${'x'.repeat(69)}`,
      files: [png('1.png'), png('2.png'), { name: '3.jpg', type: 'image/jpeg', bytes: JPEG }],
    });
    expect(ok).toMatchObject({ success: true, value: { promotion: { entry: { imageCount: 3 } } } });
  });
});

describe('promotions: races and limits', () => {
  it('keeps one application when the same member applies twice at once', async () => {
    const promo = await createPromotion(gw, site);
    const m = await member(gw, site);
    const answers = await Promise.all([apply(m.api, promo.id, { comment: 'one', files: [png()] }), apply(m.api, promo.id, { comment: 'two', files: [png()] })]);
    expect(answers.map((a) => a.code).sort()).toEqual(['OK', 'PROMOTION_ALREADY_ENTERED']);
    expect(await entries(promo.id, m.id)).toBe(1);
    const [images] = await gw.sql<
      { n: number }[]
    >`select count(*)::int as n from promotion_entry_images i join promotion_entries e on e.id = i.entry_id where e.account_id = ${m.id}`;
    expect(images!.n).toBe(1);
  });

  it('pays a red envelope once when it is claimed twice at once, by the relay and the claim route', async () => {
    const promo = await createPromotion(gw, site, { kind: 'raffle', bonus: 100, bonusMax: 900, turnoverMultiple: 1 });
    const m = await member(gw, site);
    const answers = await Promise.all([
      m.api.post<PromotionActionValue>(API.raffleClaim, { promotionId: promo.id }),
      m.api.post<PromotionActionValue>(API.raffleClaim, { promotionId: promo.id }),
      m.api.post<PromotionActionValue>(at(API.promotionClaim, promo.id)),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual(['OK', 'PROMOTION_ALREADY_ENTERED', 'PROMOTION_ALREADY_ENTERED']);
    const won = answers.find((a) => a.success)!.value;
    expect(won.paid).toBeGreaterThanOrEqual(100);
    expect(won.paid).toBeLessThanOrEqual(900);
    expect(won.promotion).toMatchObject({ status: 'claimed', entry: { bonus: won.paid, turnoverRequired: won.paid } });
    expect(await balanceOf(gw.sql, m.id)).toBe(won.paid);
    expect(await bonusJournals(m.id)).toBe(1);
    const [p] = await gw.sql<{ claimed: number }[]>`select claimed from promotions where id = ${promo.id}`;
    expect(p!.claimed).toBe(1);
  });

  it('gives the last envelopes once each, then says sold out', async () => {
    const promo = await createPromotion(gw, site, { kind: 'raffle', bonus: 300, quota: 2 });
    const members = await Promise.all([0, 1, 2, 3].map(() => member(gw, site)));
    const answers = await Promise.all(members.map((m) => m.api.post(API.raffleClaim, { promotionId: promo.id })));
    expect(answers.filter((a) => a.success)).toHaveLength(2);
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual(['PROMOTION_SOLD_OUT', 'PROMOTION_SOLD_OUT']);
    const seen = (await members[0]!.api.get<PromotionList>(API.memberPromotions)).value.list.find((x) => x.id === promo.id)!;
    expect(seen.remaining).toBe(0);
    const loser = members[answers.findIndex((a) => !a.success)]!;
    expect((await loser.api.get<PromotionList>(API.memberPromotions)).value.list.find((x) => x.id === promo.id)!.status).toBe('closed');
    // Only raffles are claimed through the relay.
    const event = await createPromotion(gw, site, { kind: 'event', target: 1_000 });
    expect((await loser.api.post(API.raffleClaim, { promotionId: event.id })).code).toBe('PROMOTION_ACTION_INVALID');
  });

  it(`limits applications to ${PROMOTION_APPLY_PER_MINUTE} a minute per member, refusals included`, async () => {
    const m = await member(gw, site);
    for (let i = 0; i < PROMOTION_APPLY_PER_MINUTE; i++) expect((await apply(m.api, 999_999_000 + i, {})).code).toBe('PROMOTION_NOT_FOUND');
    const promo = await createPromotion(gw, site);
    expect(await apply(m.api, promo.id, { comment: 'late' })).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Another member is not held up by this one.
    expect((await apply((await member(gw, site)).api, promo.id, {})).success).toBe(true);
  });
});

describe('promotions: events and check-ins', () => {
  it('joins an event, counts valid bets after joining towards the target, and pays on claim', async () => {
    const promo = await createPromotion(gw, site, { kind: 'event', title: 'Bet 100, get 10', target: 10_000, bonus: 1_000, turnoverMultiple: 0 });
    const m = await member(gw, site);
    await fund(gw.sql, site.id, m.id, 100_000);
    await bet(gw.sql, site.id, m.id, 50_000); // before joining: not counted
    const status = async () => (await m.api.get<PromotionList>(API.memberPromotions)).value.list.find((x) => x.id === promo.id)!;
    expect((await status()).status).toBe('join');
    expect((await m.api.post(at(API.promotionClaim, promo.id))).code).toBe('PROMOTION_TARGET_NOT_MET');
    const joined = await m.api.post<PromotionActionValue>(at(API.promotionJoin, promo.id));
    expect(joined.value.promotion).toMatchObject({ status: 'joined', progress: 0 });
    expect((await m.api.post(at(API.promotionJoin, promo.id))).code).toBe('PROMOTION_ALREADY_ENTERED');
    await bet(gw.sql, site.id, m.id, 6_000);
    expect(await status()).toMatchObject({ status: 'in_process', progress: 6_000 });
    expect((await m.api.post(at(API.promotionClaim, promo.id))).code).toBe('PROMOTION_TARGET_NOT_MET');
    await bet(gw.sql, site.id, m.id, 4_000);
    expect(await status()).toMatchObject({ status: 'claim', progress: 10_000 });
    const rewards = (await m.api.get<RewardCenter>(API.rewardCenter)).value;
    expect(rewards.available.map((a) => a.id)).toContain(promo.id);
    const before = await balanceOf(gw.sql, m.id);
    const claimed = await m.api.post<PromotionActionValue>(at(API.promotionClaim, promo.id));
    expect(claimed.value).toMatchObject({ paid: 1_000, promotion: { status: 'claimed' } });
    expect(await balanceOf(gw.sql, m.id)).toBe(before + 1_000);
    expect((await m.api.post(at(API.promotionClaim, promo.id))).code).toBe('PROMOTION_ALREADY_ENTERED');
  });

  it('signs in once a day and pays each sign-in', async () => {
    const promo = await createPromotion(gw, site, { kind: 'checkin', title: 'Daily sign-in', bonus: 200, turnoverMultiple: 2 });
    const m = await member(gw, site);
    const signed = await m.api.post<PromotionActionValue>(at(API.promotionSign, promo.id));
    expect(signed.value).toMatchObject({ paid: 200, promotion: { status: 'signed', entry: { bonus: 200, turnoverRequired: 400 } } });
    expect((await m.api.post(at(API.promotionSign, promo.id))).code).toBe('PROMOTION_ALREADY_ENTERED');
    expect(await balanceOf(gw.sql, m.id)).toBe(200);
    // Yesterday's sign-in does not make today's: moved back a day, the member may sign again.
    await gw.sql`update promotion_entries set day = day - 1 where promotion_id = ${promo.id} and account_id = ${m.id}`;
    expect((await m.api.get<PromotionList>(API.memberPromotions)).value.list.find((x) => x.id === promo.id)!.status).toBe('join');
    expect((await m.api.post<PromotionActionValue>(at(API.promotionSign, promo.id))).value.paid).toBe(200);
    const history = (await m.api.get<RewardCenter>(API.rewardCenter)).value.history.filter((h) => h.promotionId === promo.id);
    expect(history.map((h) => h.status)).toEqual(['signed', 'signed']);
    expect((await m.api.post(at(API.promotionJoin, promo.id))).code).toBe('PROMOTION_ACTION_INVALID');
  });
});
