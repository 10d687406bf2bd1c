import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkStore } from '../../realtime/member';
import { useStore } from '../../lib/store';

/** A drop shorter than this is a blip nobody needs to hear about (a reconnect takes about a second). */
export const PAUSED_AFTER_MS = 2000;
/** How long "resumed" stays before the note goes away. */
export const RESUMED_FOR_MS = 4000;

/**
 * "Live updates paused — reconnecting…" while the member's socket has been down for more than
 * PAUSED_AFTER_MS, then "Live updates resumed" briefly. A polite status region that is always
 * in the page, so screen readers announce the change without taking focus.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const link = useStore(linkStore);
  const [shown, setShown] = useState<'none' | 'paused' | 'resumed'>('none');

  useEffect(() => {
    if (link === 'down') {
      const timer = setTimeout(() => setShown('paused'), PAUSED_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (link === 'idle') {
      setShown('none');
      return;
    }
    // Up again: say so only if the pause was shown.
    setShown((s) => (s === 'paused' ? 'resumed' : s));
  }, [link]);

  useEffect(() => {
    if (shown !== 'resumed') return;
    const timer = setTimeout(() => setShown('none'), RESUMED_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className={`live-link live-link--${shown}`} role="status" data-testid="live-link" data-link={link}>
      {shown === 'paused' && t('listener.link.paused')}
      {shown === 'resumed' && t('listener.link.resumed')}
    </div>
  );
}
