import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteConfig } from '@wl/shared/core';
import { resourcesOf } from '../../stores/site';
import { Icon } from '../../components/Icon';
import { QrCode } from '../../components/QrCode';
import { safeUrl } from '../../lib/links';
import { PATHS } from '../../lib/paths';
import { appLinksQuery } from '../../features/appdownload/appLinksApi';

/**
 * App download in the side menu: a QR per platform that has an app, and a link to /download
 * (guides, versions). The app links (docs/PAGES.md) are the source; the site configuration's
 * resources carry the same links (the gateway rewrites them on every save) and stand in only
 * while the app links cannot be read.
 */
export function AppDownload({ config, onNavigate }: { config: SiteConfig | null; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const q = useQuery(appLinksQuery());
  const fromConfig = { ios: resourcesOf(config, 'iOS')[0]?.url ?? resourcesOf(config, 'IOS')[0]?.url, android: resourcesOf(config, 'Android')[0]?.url };
  const apps = [
    { platform: 'iOS', key: 'ios' as const, icon: 'apple' as const },
    { platform: 'Android', key: 'android' as const, icon: 'android' as const },
  ].map((a) => {
    const link = q.data ? q.data.find((l) => l.platform === a.key && l.enabled)?.url : q.isError ? fromConfig[a.key] : undefined;
    return { ...a, href: link ? safeUrl(link) : null };
  });
  const available = apps.filter((a) => a.href);
  return (
    <>
      {q.data && available.length === 0 && <p className="side__note">{t('nav.noApp')}</p>}
      <div className="apps">
        {available.map((a) => (
          <a key={a.platform} className="apps__item" href={a.href!} download>
            {/* QR codes in menus are 120 px. */}
            <QrCode value={a.href!} size={120} label={t('nav.appQr', { platform: a.platform })} />
            <span className="apps__label">
              <Icon name={a.icon} size={16} />
              {a.platform}
            </span>
          </a>
        ))}
      </div>
      <Link className="side__link" to={PATHS.download} onClick={onNavigate} data-testid="side-app-page">
        <Icon name="qr" size={16} />
        {t('pages.download.menuLink')}
      </Link>
    </>
  );
}
