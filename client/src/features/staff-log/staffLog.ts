import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { formatTimestamp } from '../../lib/format';
import { callStaff } from '../../console-kit/staffApi';

/**
 * The staff action log screen's data (docs/REPLAY.md "Staff action log"): its filters as they
 * sit in the URL (so a filtered log can be shared as a link), the query, and the one-line
 * summary of a row's details. Pure apart from the query, so staffLog.test.ts covers it.
 */
export interface LogFilters {
  staffId: number | null;
  accountId: number | null;
  action: string;
  /** Local calendar days (`yyyy-MM-dd`, what `<input type="date">` gives), both inclusive. */
  from: string;
  to: string;
  page: number;
}

export const noFilters: LogFilters = { staffId: null, accountId: null, action: '', from: '', to: '', page: 1 };

/** Suggestions for the action field: the replay reads and the areas staff write in. */
export const KNOWN_ACTIONS = [
  'replay:view',
  'replay:export',
  'accounts',
  'sessions',
  'withdrawals',
  'deposits',
  'messages',
  'settings',
  'cashier',
  'home',
  'games',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null) => {
  const n = Number(v);
  return v && /^\d+$/.test(v) && Number.isSafeInteger(n) && n > 0 ? n : null;
};
const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(localMidnight(v)) ? v : '');

/** Midnight at the start of a local calendar day, as epoch milliseconds (NaN when not a day). */
function localMidnight(d: string, plusDays = 0): number {
  const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
  const t = new Date(y, m - 1, dd);
  // 2024-02-31 would roll over into March: not a day.
  if (t.getFullYear() !== y || t.getMonth() !== m - 1 || t.getDate() !== dd) return Number.NaN;
  t.setDate(dd + plusDays);
  return t.getTime();
}

/** What the URL says; anything malformed is simply no filter (a hand-edited link still opens). */
export function readFilters(params: URLSearchParams): LogFilters {
  return {
    staffId: positive(params.get('staffId')),
    accountId: positive(params.get('accountId')),
    action: (params.get('action') ?? '').trim().slice(0, 80),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The URL of a filter set: only what is set, page 1 left out. */
export function writeFilters(f: LogFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.staffId) p.set('staffId', String(f.staffId));
  if (f.action) p.set('action', f.action);
  if (f.accountId) p.set('accountId', String(f.accountId));
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** True when the range is empty (the last day before the first): the gateway would refuse it. */
export const rangeInvalid = (f: Pick<LogFilters, 'from' | 'to'>) => Boolean(f.from && f.to && f.to < f.from);

/** The gateway's query: days become instants at the reader's local midnight, `to` exclusive. */
export function apiQuery(f: LogFilters): Record<string, string | number | undefined> {
  return {
    staffId: f.staffId ?? undefined,
    accountId: f.accountId ?? undefined,
    action: f.action || undefined,
    from: f.from ? new Date(localMidnight(f.from)).toISOString() : undefined,
    to: f.to ? new Date(localMidnight(f.to, 1)).toISOString() : undefined,
    page: f.page,
  };
}

export const staffLogQuery = (f: LogFilters) =>
  queryOptions({
    queryKey: ['staff', 'staffActions', f],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffActions, { query: apiQuery(f), signal }),
  });

const instant = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatTimestamp(d);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalar = (v: unknown) => (v === null || ['string', 'number', 'boolean'].includes(typeof v) ? String(v) : null);

/**
 * A row's details in one line, language-neutral on purpose (route words and values as logged):
 * a write shows its route with the parameters filled in and its body's plain fields; a replay
 * read shows its event types and count. Everything stays visible in full when expanded.
 */
export function detailsSummary(details: unknown): string {
  if (!isRecord(details)) return '';
  const parts: string[] = [];
  if (typeof details.route === 'string') {
    const params = isRecord(details.params) ? details.params : {};
    parts.push(details.route.replace(/^\/wps\/support\//, '').replace(/:(\w+)/g, (m, k: string) => scalar(params[k]) ?? m));
  }
  const body = isRecord(details.body) ? details.body : null;
  if (body) {
    for (const [k, v] of Object.entries(body)) {
      const s = scalar(v);
      if (s !== null) parts.push(`${k}=${s.length > 40 ? `${s.slice(0, 40)}…` : s}`);
    }
  }
  if (typeof details.from === 'string' && typeof details.to === 'string') parts.push(`${instant(details.from)} → ${instant(details.to)}`);
  if (Array.isArray(details.types) && details.types.length) parts.push(`types=${details.types.join(',')}`);
  if (typeof details.count === 'number') parts.push(`count=${details.count}`);
  if (details.truncated === true) parts.push('truncated');
  return parts.join(' · ');
}
