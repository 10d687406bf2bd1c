import type { DownlineRow, FieldRule, RegisterDownlineRequest } from '@wl/shared';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { findByUsername } from '../accounts/accounts.js';
import { insertAccount, NO_SIGN_UP_DETAILS } from '../identity/register.js';
import { enforceRules, passwordRule } from '../identity/rules.js';
import { hashPassword } from '../accounts/secrets.js';
import type { Merchant } from '../site/settings.js';
import { openWallet } from '../wallet/ledger.js';
import { downlineById, plainLine, type Caller } from './team.js';

/**
 * registerCenter: an agent opens an account for a direct downline, agent (type 1) or member
 * (type 0). The site's own username and password rules apply (the same checks as the public
 * registration form); nothing else of the public form does (terms, captcha, human check: the
 * agent is signed in and answers for its downline). The new account is active at once and is
 * not signed in; a new agent gets an invitation code of its own.
 */

const AGENT_TYPE = 1;
const MEMBER_TYPE = 0;

function usernameRule(merchant: Merchant): FieldRule {
  return (
    merchant.settings.registerRules.find((r) => r.field === 'username') ?? {
      field: 'username',
      show: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 4,
      maxLength: 16,
      patternId: 'LETTER_FIRST_ALNUM',
    }
  );
}

/** Eight letters and digits (about 10^12 codes): a clash with the unique column is not worth a retry loop. */
const newAffiliateCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').slice(0, 8).toUpperCase();

export async function registerDownline(ctx: Ctx, merchant: Merchant, caller: Caller, body: RegisterDownlineRequest): Promise<DownlineRow> {
  // Both fields are required here whatever the site shows: an account needs both.
  enforceRules({ username: body.username, password: body.password }, [
    { ...usernameRule(merchant), required: true },
    { ...passwordRule(merchant), required: true },
  ]);
  const nickname = plainLine(body.nickname ?? '');
  const remark = plainLine(body.remark ?? '');
  if (body.password !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmPassword: 'PASSWORD_MISMATCH' } });
  if (await findByUsername(ctx.sql, merchant.id, body.username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const type = body.kind === 'agent' ? AGENT_TYPE : MEMBER_TYPE;
  const id = await ctx.sql.begin(async (tx) => {
    const newId = await insertAccount(
      tx,
      merchant,
      {
        username: body.username,
        passwordHash,
        parentId: caller.id,
        ...NO_SIGN_UP_DETAILS,
        registerMethod: 'AGENT',
      },
      type,
    );
    if (nickname) await tx`update accounts set nickname = ${nickname} where id = ${newId}`;
    if (type === AGENT_TYPE) await tx`update accounts set affiliate_code = ${newAffiliateCode()} where id = ${newId}`;
    if (remark) await tx`insert into agent_remarks (agent_id, account_id, remark) values (${caller.id}, ${newId}, ${remark})`;
    await openWallet(tx, merchant.id, newId, 'real', merchant.settings.currency);
    return newId;
  });
  return downlineById(ctx.sql, caller, id, 1);
}
