import { MEMBER_TYPE, isAgentType, isTrialType } from '@wl/shared';
import { S } from './strings';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `yyyy-MM-dd HH:mm:ss` in the browser's local time: staff compare times with what members tell them. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return S.none;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Minor units to `1,234,567.89`. Integer arithmetic on purpose: dividing by 100 in floating
 * point can print 0.1 + 0.2 style noise for large balances.
 */
export function formatMinor(minor: number, currency?: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const text = `${sign}${whole}.${pad(abs % 100)}`;
  return currency ? `${text} ${currency}` : text;
}

export type AccountKind = 'member' | 'agent' | 'trial' | 'other';

export function accountKind(type: number): AccountKind {
  if (type === MEMBER_TYPE) return 'member';
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'other';
}

export function typeLabel(type: number): string {
  const kind = accountKind(type);
  return kind === 'other' ? S.types.other(type) : S.types[kind];
}

export const orNone = (v: string | null | undefined) => (v ? v : S.none);
