import svgCaptcha from 'svg-captcha';
import { randomUUID } from 'node:crypto';
import { CAPTCHA_REFRESH_MIN_MS, CAPTCHA_TTL_MINUTES } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

export const CAPTCHA_COOKIE = 'wl_captcha';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Image captchas. The answer lives in the database under a random id that the browser holds
 * in an httpOnly cookie, so any gateway node can check it and it works once only.
 */
export async function createCaptcha(db: Db, previousId: string | undefined): Promise<{ id: string; image: string }> {
  if (previousId && UUID.test(previousId)) {
    const [prev] = await db<{ ageMs: number }[]>`
      select extract(epoch from (now() - created_at)) * 1000 as age_ms from captchas where id = ${previousId}`;
    if (prev && Number(prev.ageMs) < CAPTCHA_REFRESH_MIN_MS) throw new AppError('CAPTCHA_TOO_FAST', { retryAfterSeconds: 1 });
  }
  const c = svgCaptcha.create({ size: 4, noise: 2, color: true, background: '#1b1f2a', ignoreChars: '0oO1lIi' });
  const id = randomUUID();
  await db`insert into captchas (id, answer, expires_at) values (${id}, ${c.text.toLowerCase()}, now() + ${`${CAPTCHA_TTL_MINUTES} minutes`}::interval)`;
  // Old captchas are useless after their TTL; keep the table small as we go.
  await db`delete from captchas where expires_at < now() - interval '1 hour'`;
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Consumes the captcha whatever the answer: a wrong guess needs a fresh image. */
export async function checkCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !UUID.test(id) || !answer) return false;
  const [row] = await db<{ answer: string }[]>`
    update captchas set used_at = now() where id = ${id} and used_at is null and expires_at > now() returning answer`;
  return !!row && row.answer === answer.trim().toLowerCase();
}
