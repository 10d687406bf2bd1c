/**
 * The agent header's clock text: the merchant's time, not the browser's. The gateway
 * sends UTC and the merchant's fixed offset (`agent:clock`); the wall time is read from the UTC
 * fields of the shifted instant, so the browser's own zone never enters.
 */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `yyyy-MM-dd HH:mm:ss` at the offset; null for a time that does not parse. */
export function merchantTime(iso: string, offsetMinutes: number): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
