import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';

/** "2d 4h", "4h 12m", "12m", "<1m": how long until a period's edge, in the reader's language. */
export function spanText(t: TFunction, ms: number): string {
  const m = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  if (d > 0) return t('missions.span.dh', { d, h });
  if (h > 0) return t('missions.span.hm', { h, m: min });
  return min > 0 ? t('missions.span.m', { m: min }) : t('missions.span.lessThanMinute');
}

/**
 * The server's now, moving: the summary carries the server's clock so a device set wrong still
 * counts down right; the text is refreshed every 30 s (minutes are its finest unit).
 */
export function useServerNow(serverNow: string | undefined): number {
  const [skew, setSkew] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (serverNow) setSkew(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(id);
  }, []);
  return Date.now() + skew;
}
