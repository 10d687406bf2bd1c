import { uniqueName } from './factories.js';
import type { Sql } from '@wl/gateway';

/** The username tab's registration form as a member fills it (a fresh name from `prefix`), with any field changed. */
export const usernameForm = (prefix: string, over: Record<string, unknown> = {}) => ({
  username: uniqueName(prefix),
  password: 'Secret123',
  confirmPassword: 'Secret123',
  termsAccepted: true,
  login: true,
  registerMethod: 'WEB',
  ...over,
});

/** How many accounts bear this name, in any case (0 or 1: names are unique per site regardless of case). */
export const accountsNamed = async (sql: Sql, username: string) => (await sql`select 1 from accounts where lower(username) = lower(${username})`).length;
