import { formatTimestamp } from '../lib/format';
import { merchantTime } from '../lib/merchantClock';
import { useMerchantOffset } from './common';

/**
 * An instant as the agent centre shows every time: in the merchant's time, like the header clock
 * (the offset comes with its ticks), so a table never disagrees with the clock above it. Before
 * the first tick it falls back to the browser's time.
 */
export function MerchantTime({ iso }: { iso: string }) {
  const offset = useMerchantOffset();
  const text = offset === null ? formatTimestamp(new Date(iso)) : merchantTime(iso, offset);
  return <time dateTime={iso}>{text ?? '—'}</time>;
}
