import { useTranslation } from 'react-i18next';
import { utcOffsetLabel } from '../lib/format';

/**
 * Says which zone the times on a screen are in: always the site's (a fixed UTC offset), whatever
 * the reader's device is set to, so a member, their agent and support read the same clock.
 */
export function ZoneNote({ className = '', short = false }: { className?: string; short?: boolean }) {
  const { t } = useTranslation();
  // `short` where room is scarce (the console header on a phone): "Site time UTC+08:00".
  return (
    <p className={`zone-note ${className}`.trim()} data-testid="zone-note">
      {t(short ? 'common.zoneShort' : 'common.zoneNote', { zone: utcOffsetLabel() })}
    </p>
  );
}
