import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppLink, AppPlatform } from '@wl/shared/core';
import { Icon } from '../../components/Icon';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { appLinksQuery } from './appLinksApi';
import { InstallGuide } from './InstallGuide';
import { absoluteLink, devicePlatform } from './platform';
import { SpecQr } from './SpecQr';
import './appdownload.css';

const NAME: Record<AppPlatform, string> = { ios: 'iOS', android: 'Android' };

/** /download (docs/PAGES.md): both apps with QR codes, download buttons and install guides. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const q = useQuery(appLinksQuery());
  const mine = devicePlatform(navigator.userAgent, navigator.maxTouchPoints);
  // The visitor's own platform first: on a phone that is the only one that matters.
  const order: AppPlatform[] = mine === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  const apps = order.map((p) => q.data?.find((a) => a.platform === p)).filter((a): a is AppLink => !!a);
  return (
    <div className="page appdl">
      <PageTitle title={t('pages.download.title')} icon="download" subtitle={t('pages.download.subtitle')} />
      {mine && (
        <p className="appdl__hint" role="note" data-testid="device-hint">
          <Icon name={mine === 'ios' ? 'apple' : 'android'} size={18} />
          {t(`pages.download.youAreOn.${mine}`)}
        </p>
      )}
      {q.isPending && <Spinner label={t('common.loading')} />}
      {q.isError && (
        <EmptyState icon="warning" title={t('pages.download.loadFailed')}>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void q.refetch()}>
            {t('pages.retry')}
          </button>
        </EmptyState>
      )}
      <div className="appdl__cards">
        {apps.map((a) => (
          <AppCard key={a.platform} app={a} mine={a.platform === mine} />
        ))}
      </div>
      {apps.length > 0 && (
        <div className="appdl__guides">
          {order.map((p) => (
            <InstallGuide key={p} platform={p} mine={p === mine} />
          ))}
        </div>
      )}
    </div>
  );
}

function AppCard({ app, mine }: { app: AppLink; mine: boolean }) {
  const { t } = useTranslation();
  const href = app.enabled ? absoluteLink(app.url, window.location.origin) : null;
  const name = NAME[app.platform];
  const headingId = `app-${app.platform}`;
  return (
    <section className={`appdl__card${mine ? ' appdl__card--mine' : ''}`} aria-labelledby={headingId} data-testid={`app-card-${app.platform}`}>
      <header className="appdl__head">
        <span className="appdl__logo">
          <Icon name={app.platform === 'ios' ? 'apple' : 'android'} size={28} />
        </span>
        <div>
          <h2 id={headingId} className="appdl__name">
            {t('pages.download.appFor', { platform: name })}
          </h2>
          {app.version && <span className="muted">{t('pages.download.version', { version: app.version })}</span>}
        </div>
      </header>
      {href ? (
        <>
          <div className="appdl__qr">
            <SpecQr value={href} label={t('pages.download.qrLabel', { platform: name })} logo="/favicon.svg" />
            <p className="muted appdl__scan">{t('pages.download.scan')}</p>
          </div>
          <dl className="appdl__facts">
            {app.minOs && (
              <>
                <dt>{t('pages.download.requires')}</dt>
                <dd>{app.minOs}</dd>
              </>
            )}
            {app.sizeMb !== null && (
              <>
                <dt>{t('pages.download.size')}</dt>
                <dd>{t('pages.download.mb', { size: app.sizeMb })}</dd>
              </>
            )}
          </dl>
          {app.releaseNotes && (
            <p className="appdl__notes">
              <strong>{t('pages.download.whatsNew')}</strong> {app.releaseNotes}
            </p>
          )}
          <a className="btn btn--primary appdl__btn" href={href} download data-testid={`download-${app.platform}`}>
            <Icon name="download" size={18} />
            {t('pages.download.button', { platform: name })}
          </a>
        </>
      ) : (
        <div className="appdl__none" data-testid={`app-none-${app.platform}`}>
          <Icon name="clock" size={28} />
          <strong>{t('pages.download.none', { platform: name })}</strong>
          <span className="muted">{t('pages.download.noneText')}</span>
        </div>
      )}
    </section>
  );
}
