import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { HumanCheckChallenge } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';

const MAX_NUMBER = 50_000;
const VALID_MINUTES = 5;

/**
 * The human check of login and registration (not SMS login): an invisible
 * proof of work (ALTCHA) that costs a browser a fraction of a second and a bot farm real CPU
 * per attempt. Challenges are signed with a key derived from the server key pair, so any node
 * can verify them; a solution is accepted once. Off when CAPTCHA_ENABLED is false (tests).
 */
export async function newHumanCheck(ctx: Ctx): Promise<HumanCheckChallenge> {
  if (!ctx.config.captchaEnabled) return { enabled: false, algorithm: '', challenge: '', maxnumber: 0, salt: '', signature: '' };
  const c = await createChallenge({
    hmacKey: ctx.keys.derivedSecret('human-check'),
    maxNumber: MAX_NUMBER,
    expires: new Date(Date.now() + VALID_MINUTES * 60_000),
  });
  return { enabled: true, algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? MAX_NUMBER, salt: c.salt, signature: c.signature };
}

export async function requireHumanCheck(ctx: Ctx, payload: string | undefined): Promise<void> {
  if (!ctx.config.captchaEnabled) return;
  if (!payload) throw new AppError('HUMAN_CHECK_FAILED');
  let decoded: { signature?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
  } catch {
    throw new AppError('HUMAN_CHECK_FAILED');
  }
  const ok = typeof decoded.signature === 'string' && (await verifySolution(payload, ctx.keys.derivedSecret('human-check'), true).catch(() => false));
  if (!ok) throw new AppError('HUMAN_CHECK_FAILED');
  const expires = Number(extractParams(payload).expires ?? 0) || Math.floor(Date.now() / 1000) + VALID_MINUTES * 60;
  const fresh = await ctx.sql`
    insert into human_checks_used (signature, expires_at) values (${decoded.signature as string}, to_timestamp(${expires}))
    on conflict do nothing returning 1`;
  if (fresh.length === 0) throw new AppError('HUMAN_CHECK_FAILED');
  await ctx.sql`delete from human_checks_used where expires_at < now() - interval '1 minute'`;
}
