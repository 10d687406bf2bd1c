import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type LaunchValue, type LoginValue, type RecordPage } from '@wl/shared';
import { Api, trialLogin } from '../support/api.js';
import { useSite } from '../support/site.js';
import { createGame, createVendor, fundedPlayer, mainBalance } from './seamless-fixtures.js';

/**
 * POST /wps/game/launchGame (docs/SEAMLESS.md "Launch") and the built-in demo vendor end to end:
 * launch -> the vendor's page in the iframe -> a bet through the demo vendor, which calls our
 * vendor API over HTTP -> the balance moved and the bet is in the betting record.
 */
const { gw, site } = useSite();
// Vendor calls are throttled per IP (docs/THROTTLES.md); another file's forged calls from this
// address must not spend this file's budget.
beforeAll(async () => {
  await gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
});

async function member(o: { funds?: number; type?: number } = {}) {
  const a = await fundedPlayer(gw.sql, site.id, o.funds ?? 50_000, o.type ?? 0);
  const api = new Api(gw.url(site.host));
  const login = await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true);
  api.token = login.value.token;
  return { ...a, api };
}

/** A seeded demo game of a vendor, launchable (not a group, not in maintenance). */
async function demoGame(where: { vendor?: string; type?: string; trial?: boolean }) {
  const [g] = await gw.sql<{ nodeId: string; gameCode: string; vendorCode: string; name: string }[]>`
    select g.node_id, g.game_code, g.vendor_code, g.name from games g join game_vendors v on v.code = g.vendor_code
    where not g.is_group and not g.maintenance and not v.maintenance and v.launch_url is not null
      and (${where.vendor ?? null}::text is null or g.vendor_code = ${where.vendor ?? null}::text)
      and (${where.type ?? null}::text is null or g.game_type = ${where.type ?? null}::text)
      and (${where.trial ?? null}::boolean is null or g.trial_allowed = ${where.trial ?? null}::boolean)
    order by g.node_id limit 1`;
  if (!g) throw new Error(`no seeded demo game for ${JSON.stringify(where)}`);
  return { nodeId: Number(g.nodeId), gameCode: g.gameCode, vendor: g.vendorCode, name: g.name };
}

const launch = (api: Api, nodeId: number) => api.post<LaunchValue>(API.launchGame, { nodeId });

describe('launchGame rules', () => {
  it('refuses unknown and hidden games, vendor and game maintenance', async () => {
    const m = await member();
    expect((await launch(m.api, 987_654_321)).code).toBe('GAME_NOT_FOUND');

    const hidden = await createVendor(gw.sql);
    const hiddenGame = await createGame(gw.sql, hidden.code);
    await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, ${hidden.code}, false)`;
    expect((await launch(m.api, hiddenGame.nodeId)).code).toBe('GAME_NOT_FOUND');

    const v = await createVendor(gw.sql);
    const down = await createGame(gw.sql, v.code, { maintenance: true });
    expect((await launch(m.api, down.nodeId)).code).toBe('GAME_MAINTENANCE');
    await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, maintenance) values (${site.id}, ${v.code}, true)`;
    const up = await createGame(gw.sql, v.code);
    expect((await launch(m.api, up.nodeId)).code).toBe('VENDOR_MAINTENANCE');
    expect(Number((await gw.sql`select count(*) from recent_games where account_id = ${m.id}`)[0]!.count)).toBe(0);
  });

  it('lets trial users play only trial games, with play money', async () => {
    const api = new Api(gw.url(site.host));
    const trial = await trialLogin(api, randomBytes(16).toString('hex'));
    const t = { id: trial.user.id, api };
    const paid = await demoGame({ type: 'RNG', trial: false });
    expect((await launch(t.api, paid.nodeId)).code).toBe('TRIAL_GAME_NOT_ALLOWED');
    const free = await demoGame({ type: 'RNG', trial: true });
    const r = await launch(t.api, free.nodeId);
    expect(r.value).toMatchObject({ kind: 'iframe', nodeId: free.nodeId, book: 'play' });
    const [s] = await gw.sql<{ book: string; currency: string }[]>`select book, currency from game_sessions where account_id = ${t.id}`;
    expect(s).toEqual({ book: 'play', currency: 'PLAY' });
    const q = new URL((r.value as { url: string }).url, 'http://x').searchParams;
    const spin = await fetch(gw.url(site.host) + '/demo-vendor/api/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: q.get('token'),
        vendor: q.get('vendor'),
        operator: q.get('operator'),
        game: q.get('game'),
        amount: 1_000,
        bet: { kind: 'spin' },
      }),
    }).then((x) => x.json() as Promise<{ value: { balance: number; payout: number; currency: string } }>);
    expect(spin.value).toMatchObject({ currency: 'PLAY', balance: 200_000 - 1_000 + spin.value.payout });
    expect(await mainBalance(gw.sql, Number(t.id), 'play')).toBe(spin.value.balance);
    // In-house games are never trial play, although the catalogue marks them open to it.
    const [slot] = await gw.sql<{ nodeId: string; trialAllowed: boolean }[]>`select node_id, trial_allowed from games where game_code = 'BGS_SLOT'`;
    expect(slot!.trialAllowed).toBe(true);
    expect((await launch(t.api, Number(slot!.nodeId))).code).toBe('TRIAL_GAME_NOT_ALLOWED');
  });

  it('records the game in recent games and refreshes played_at on a second launch', async () => {
    const m = await member();
    const g = await demoGame({ type: 'RNG' });
    const r = await launch(m.api, g.nodeId);
    expect(r.value).toMatchObject({ kind: 'iframe', nodeId: g.nodeId, book: 'real' });
    const url = new URL((r.value as { url: string }).url, 'http://x');
    expect(url.pathname).toBe('/demo-vendor/play');
    expect(url.searchParams.get('game')).toBe(g.gameCode);
    expect(url.searchParams.get('vendor')).toBe(g.vendor);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    // The public id of this site's credential for the vendor, never a secret.
    expect(url.searchParams.get('operator')).toMatch(/^op_[0-9a-f]{32}$/);
    // The vendor's page names the game, not its code.
    const page = await fetch(gw.url(site.host) + url.pathname + url.search).then((x) => x.text());
    expect(page).toContain(`<h1>${g.name.replace(/'/g, '&#39;')}</h1>`);
    const first = await gw.sql<{ playedAt: Date }[]>`select played_at from recent_games where account_id = ${m.id} and node_id = ${g.nodeId}`;
    expect(first).toHaveLength(1);
    await gw.sql`update recent_games set played_at = now() - interval '1 day' where account_id = ${m.id}`;
    await launch(m.api, g.nodeId);
    const [again] = await gw.sql<
      { fresh: boolean }[]
    >`select played_at > now() - interval '1 hour' as fresh from recent_games where account_id = ${m.id} and node_id = ${g.nodeId}`;
    expect(again?.fresh).toBe(true);
  });

  it('answers in-house and lottery games as inhouse, and refuses self-excluded members', async () => {
    const m = await member();
    const [slot] = await gw.sql<{ nodeId: string }[]>`select node_id from games where vendor_code = 'BGS' and game_code = 'BGS_SLOT'`;
    expect((await launch(m.api, Number(slot!.nodeId))).value).toMatchObject({ kind: 'inhouse', game: 'BGS_SLOT' });
    const [ssc] = await gw.sql<{ nodeId: string }[]>`select node_id from games where vendor_code = 'TCG' and game_code = 'SSC'`;
    expect((await launch(m.api, Number(ssc!.nodeId))).value).toMatchObject({ kind: 'inhouse', game: 'SSC' });
    await gw.sql`insert into self_exclusions (account_id, merchant_id, period) values (${m.id}, ${site.id}, 'permanent')`;
    expect((await launch(m.api, Number(slot!.nodeId))).code).toBe('SELF_EXCLUDED');
  });

  it('needs a member token', async () => {
    expect((await new Api(gw.url(site.host)).post(API.launchGame, { nodeId: 1 })).code).toBe('TOKEN_MISSING');
  });
});

describe('GCS_gameLaunchFB (the relay path of the launch)', () => {
  const relay = (api: Api, nodeId: number) => api.post<LaunchValue>(API.gameLaunchFB, { nodeId });

  it('launches as launchGame does, with the same answer, rules and recent games', async () => {
    const m = await member();
    const g = await demoGame({ type: 'RNG' });
    const [byRelay, direct] = [await relay(m.api, g.nodeId), await launch(m.api, g.nodeId)];
    expect(byRelay.value).toMatchObject({ kind: 'iframe', nodeId: g.nodeId, book: 'real' });
    expect(Object.keys(byRelay.value).sort()).toEqual(Object.keys(direct.value).sort());
    const [a, b] = [byRelay, direct].map((r) => new URL((r.value as { url: string }).url, 'http://x'));
    expect([a!.pathname, a!.searchParams.get('game'), a!.searchParams.get('vendor'), a!.searchParams.get('operator')]).toEqual([
      b!.pathname,
      b!.searchParams.get('game'),
      b!.searchParams.get('vendor'),
      b!.searchParams.get('operator'),
    ]);
    // Its player token is a real game session's (the later launch of the same vendor ended it).
    expect(a!.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const recent = await gw.sql`select 1 from recent_games where account_id = ${m.id} and node_id = ${g.nodeId}`;
    expect(recent).toHaveLength(1);

    const [slot] = await gw.sql<{ nodeId: string }[]>`select node_id from games where vendor_code = 'BGS' and game_code = 'BGS_SLOT'`;
    expect((await relay(m.api, Number(slot!.nodeId))).value).toMatchObject({ kind: 'inhouse', game: 'BGS_SLOT', book: 'real' });
    expect((await relay(m.api, 987_654_321)).code).toBe('GAME_NOT_FOUND');
  });

  it('needs a member token and refuses trial accounts, even on a game open to trial play', async () => {
    expect((await new Api(gw.url(site.host)).post(API.gameLaunchFB, { nodeId: 1 })).code).toBe('TOKEN_MISSING');
    const api = new Api(gw.url(site.host));
    const trial = await trialLogin(api, randomBytes(16).toString('hex'));
    const free = await demoGame({ type: 'RNG', trial: true });
    expect(await api.post(API.gameLaunchFB, { nodeId: free.nodeId })).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    expect(await gw.sql`select 1 from game_sessions where account_id = ${trial.user.id}`).toHaveLength(0);
  });
});

describe('demo vendor end to end over HTTP', () => {
  async function openDemo(where: { vendor?: string; type?: string }) {
    const m = await member({ funds: 50_000 });
    const g = await demoGame(where);
    const r = await launch(m.api, g.nodeId);
    const url = new URL((r.value as { url: string }).url, gw.url(site.host));
    const page = await fetch(url);
    const html = await page.text();
    const q = Object.fromEntries(url.searchParams);
    const demo = <T>(path: string, body?: unknown) =>
      fetch(
        gw.url(site.host) + '/demo-vendor/api/' + path,
        body === undefined
          ? {}
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      ).then((x) => x.json() as Promise<{ success: boolean; code: string; value: T }>);
    return { m, g, page, html, q, demo };
  }

  it('serves the game page with its own script and style, and bets a spin that moves the balance', async () => {
    const { m, page, html, q, demo } = await openDemo({ type: 'RNG' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<script type="module" src="/demo-vendor/assets/play.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain(`data-token="${q.token}"`);
    for (const asset of ['play.js', 'play.css']) expect((await fetch(gw.url(site.host) + '/demo-vendor/assets/' + asset)).status).toBe(200);

    expect((await demo<{ balance: number }>('balance', { token: q.token, vendor: q.vendor, operator: q.operator })).value.balance).toBe(50_000);
    const r = await demo<{ kind: string; payout: number; balance: number; reels: string[] }>('play', {
      token: q.token,
      vendor: q.vendor,
      operator: q.operator,
      game: q.game,
      amount: 1_000,
      bet: { kind: 'spin' },
    });
    expect(r.success).toBe(true);
    expect(r.value.reels).toHaveLength(3);
    expect(r.value.balance).toBe(50_000 - 1_000 + r.value.payout);
    expect(await mainBalance(gw.sql, m.id)).toBe(r.value.balance);

    const bets = await m.api.get<RecordPage>(API.recordsBetting);
    const kinds = bets.value.list.map((x) => x.kind);
    expect(kinds).toContain('bet');
    expect(bets.value.list.find((x) => x.kind === 'bet')?.amount).toBe(-1_000);
    if (r.value.payout > 0) expect(kinds).toContain('win');
  });

  it('deals a baccarat hand at a live table', async () => {
    const { m, q, html, demo } = await openDemo({ type: 'LIVE' });
    expect(html).toContain('name="side"');
    const r = await demo<{ winner: string; payout: number; balance: number; player: number[] }>('play', {
      token: q.token,
      vendor: q.vendor,
      operator: q.operator,
      game: q.game,
      amount: 500,
      bet: { kind: 'table', side: 'banker' },
    });
    expect(r.success).toBe(true);
    expect(['player', 'banker', 'tie']).toContain(r.value.winner);
    expect(r.value.player.length).toBeGreaterThanOrEqual(2);
    expect(await mainBalance(gw.sql, m.id)).toBe(50_000 - 500 + r.value.payout);
    // A spin is not what a live table offers.
    expect((await demo('play', { token: q.token, vendor: q.vendor, operator: q.operator, game: q.game, amount: 500, bet: { kind: 'spin' } })).code).toBe(
      'BET_INVALID',
    );
  });

  it('settles a sports match bet by itself after the bet', async () => {
    const { m, q, html, demo } = await openDemo({ type: 'SPORTS' });
    expect(html).toContain('name="pick"');
    const r = await demo<{ ticketId: string; balance: number }>('play', {
      token: q.token,
      vendor: q.vendor,
      operator: q.operator,
      game: q.game,
      amount: 2_000,
      bet: { kind: 'match', pick: 'home' },
    });
    expect(r.value.balance).toBe(48_000);
    let ticket: { state: string; result: { payout: number } | null };
    do {
      await new Promise((done) => setTimeout(done, 250));
      ticket = (await demo<typeof ticket>(`tickets/${r.value.ticketId}?token=${q.token}&vendor=${q.vendor}`)).value;
    } while (ticket.state === 'open');
    expect(ticket.state).toBe('settled');
    expect(await mainBalance(gw.sql, m.id)).toBe(48_000 + ticket.result!.payout);
  });

  it('passes the wallet refusals through: an unknown token, a stake above the balance', async () => {
    const { q, demo } = await openDemo({ type: 'RNG' });
    expect((await demo('balance', { token: 'z'.repeat(43), vendor: q.vendor, operator: q.operator })).code).toBe('PLAYER_TOKEN_INVALID');
    expect((await demo('play', { token: q.token, vendor: q.vendor, operator: q.operator, game: q.game, amount: 60_000, bet: { kind: 'spin' } })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });
});
