import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@wl/shared/core';
import { useSite } from '../../stores/site';
import { Icon } from '../../components/Icon';
import { LanguageSelect } from '../../components/LanguageSelect';
import { customerServiceUrl, openExternal } from '../../lib/links';

type Kind = 'maintenance' | 'blocked' | 'offline';

const TEXT: Record<Kind, { title: string; body: string }> = {
  maintenance: { title: 'game_maintenance', body: 'info_maintenance' },
  blocked: { title: 'blockip', body: 'info_ip_block' },
  offline: { title: 'status.offlineTitle', body: 'err.INTERNAL' },
};

/**
 * Whole-app alternates: maintenance (status 1) and region-blocked (status 2, with the
 * visitor's IP), both with customer service; plus "cannot reach the site" with a retry.
 */
export function StatusPage({ kind, status, onRetry }: { kind: Kind; status?: SystemStatusValue; onRetry?: () => void }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const cs = customerServiceUrl(status?.customerService ?? config?.customerService);
  return (
    <div className="status-page" data-testid={`status-${kind}`}>
      <div className="status-page__lang">
        <LanguageSelect compact offered={config?.languages} />
      </div>
      <div className="status-page__card">
        <StatusArt kind={kind} />
        {config?.siteName && <p className="status-page__site">{config.siteName}</p>}
        <h1 className="status-page__title">{t(TEXT[kind].title)}</h1>
        <p className="status-page__body">{t(TEXT[kind].body)}</p>
        {kind === 'blocked' && status?.ip && (
          <p className="status-page__ip">
            {t('status.yourIp')}{' '}
            <strong className="amount" data-testid="visitor-ip">
              {status.ip}
            </strong>
          </p>
        )}
        <div className="status-page__actions">
          {kind !== 'offline' && (
            <button type="button" className="btn btn--primary btn--lg" onClick={() => openExternal(cs)} disabled={!cs} data-testid="customer-service">
              <Icon name="headset" size={18} />
              {t('nav.customerService')}
            </button>
          )}
          {onRetry && (
            <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
              <Icon name="refresh" size={18} />
              {t('common.retry')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function StatusArt({ kind }: { kind: Kind }) {
  return (
    <svg className="status-page__art" viewBox="0 0 160 120" aria-hidden="true">
      <defs>
        <radialGradient id="st-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="var(--accent)" stopOpacity=".35" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="80" cy="60" r="58" fill="url(#st-glow)" />
      {kind === 'maintenance' && (
        <g fill="none" stroke="var(--accent)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="80" cy="60" r="22" />
          <path d="M80 26v-8M80 102v-8M46 60h-8M122 60h-8M56 36l-6-6M110 90l-6-6M56 84l-6 6M110 30l-6 6" />
          <circle cx="80" cy="60" r="7" fill="var(--accent)" />
        </g>
      )}
      {kind === 'blocked' && (
        <g fill="none" stroke="var(--accent)" strokeWidth="5" strokeLinecap="round">
          <circle cx="80" cy="60" r="32" />
          <path d="M57 37l46 46" stroke="var(--danger)" />
          <path d="M48 60h64M80 28c10 9 14 20 14 32s-4 23-14 32c-10-9-14-20-14-32s4-23 14-32" strokeWidth="3" opacity=".6" />
        </g>
      )}
      {kind === 'offline' && (
        <g fill="none" stroke="var(--accent)" strokeWidth="5" strokeLinecap="round">
          <path d="M44 52a52 52 0 0 1 72 0M56 66a34 34 0 0 1 48 0M68 80a16 16 0 0 1 24 0" />
          <circle cx="80" cy="94" r="4" fill="var(--accent)" />
          <path d="M50 30l60 70" stroke="var(--danger)" />
        </g>
      )}
    </svg>
  );
}
