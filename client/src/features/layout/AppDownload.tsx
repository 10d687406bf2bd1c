import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@wl/shared/core';
import { resourcesOf } from '../../app/site';
import { Icon } from '../../components/Icon';
import { QrCode } from '../../components/QrCode';
import { safeUrl } from '../../lib/links';

/** App download with a QR per platform the site offers (resources Android / iOS). */
export function AppDownload({ config }: { config: SiteConfig | null }) {
  const { t } = useTranslation();
  const apps = [
    { platform: 'iOS', icon: 'apple' as const, url: resourcesOf(config, 'iOS')[0]?.url ?? resourcesOf(config, 'IOS')[0]?.url },
    { platform: 'Android', icon: 'android' as const, url: resourcesOf(config, 'Android')[0]?.url },
  ].map((a) => ({ ...a, href: a.url ? safeUrl(a.url) : null }));
  const available = apps.filter((a) => a.href);
  if (available.length === 0) return <p className="side__note">{t('nav.noApp')}</p>;
  return (
    <div className="apps">
      {available.map((a) => (
        <a key={a.platform} className="apps__item" href={a.href!} download>
          {/* Spec 9: QR codes in menus are 120 px. */}
          <QrCode value={a.href!} size={120} label={t('nav.appQr', { platform: a.platform })} />
          <span className="apps__label"><Icon name={a.icon} size={16} />{a.platform}</span>
        </a>
      ))}
    </div>
  );
}
