import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site.js';
import { signedInApi } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { findSessionMembers } from '../../gateway/src/modules/accounts/accounts.js';

const { gw, site } = useSite();

/**
 * Session lookups batched into one read (accounts.ts findSessionMembers, used by the session
 * cache for a turn's misses): every ask gets its own answer, and a token is found only on its own
 * merchant, however the asks are mixed.
 */
describe('session lookups in one read', () => {
  it('answers each ask in order, on its own merchant only', async () => {
    const other = await createMerchant(gw.sql);
    const here = await signedInApi(gw.url(site.host), await createAccount(gw.sql, site.id));
    const there = await signedInApi(gw.url(other.host), await createAccount(gw.sql, other.id));
    const found = await findSessionMembers(gw.sql, [
      { token: here.token!, merchantId: site.id },
      { token: there.token!, merchantId: site.id },
      { token: 'x'.repeat(101), merchantId: site.id },
      { token: '', merchantId: site.id },
      { token: there.token!, merchantId: other.id },
      { token: 'not-a-token', merchantId: other.id },
      { token: here.token!, merchantId: site.id },
    ]);
    expect(found.map((f) => f?.account.merchantId ?? null)).toEqual([site.id, null, null, null, other.id, null, site.id]);
    expect(found[0]!.sessionId).toBe(found[6]!.sessionId);
    expect(found[0]!.account.id).not.toBe(found[4]!.account.id);
  });

  it('answers concurrent misses of the node cache from one batch, each its own member', async () => {
    const members = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const acc = await createAccount(gw.sql, site.id);
        return { acc, api: await signedInApi(gw.url(site.host), acc) };
      }),
    );
    // Forget every cached session, so all five lookups below read the database at once.
    gw.ctx.cacheBus.announce({ topic: 'member', key: '*' });
    const before = gw.ctx.sessions.reads;
    const read = before.miss + before.bypass;
    const answers = await Promise.all(members.map((m) => gw.ctx.sessions.find(m.api.token, site.id)));
    expect(answers.map((a) => a?.account.username)).toEqual(members.map((m) => m.acc.username));
    expect(gw.ctx.sessions.reads.miss + gw.ctx.sessions.reads.bypass - read).toBe(5);
  });
});
