import { useTranslation } from 'react-i18next';
import type { VipHostChannel, VipHostView } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';

/** Where each channel's link goes (the values were checked by the gateway when staff saved them). */
export function channelHref(c: VipHostChannel): string {
  const digits = c.value.replace(/[^0-9]/g, '');
  const handle = c.value.replace(/^@/, '');
  switch (c.kind) {
    case 'whatsapp':
      return `https://wa.me/${digits}`;
    case 'telegram':
      return `https://t.me/${encodeURIComponent(handle)}`;
    case 'line':
      return `https://line.me/ti/p/~${encodeURIComponent(handle)}`;
    case 'viber':
      return `viber://chat?number=%2B${digits}`;
    case 'email':
      return `mailto:${c.value}`;
    case 'phone':
      return `tel:+${digits}`;
  }
}

/** The personal host: the contact from Platinum up; below it, what opens it. */
export function VipHostCard({ view, currency }: { view: VipHostView; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => `${formatMoney(minor)} ${currency}`;
  return (
    <section className="vip-card vip-host" aria-labelledby="vip-host-heading" data-testid="vip-host">
      <h3 id="vip-host-heading" className="vip-card__title">
        {t('vip.host.title')}
      </h3>
      {view.eligible && view.host ? (
        <>
          <p className="vip-host__name">{view.host.name}</p>
          {view.host.note && <p className="vip-muted">{view.host.note}</p>}
          <ul className="vip-host__channels">
            {view.host.channels.map((c) => (
              <li key={`${c.kind}:${c.value}`}>
                <a className="btn btn--outline btn--sm" href={channelHref(c)} target="_blank" rel="noopener noreferrer">
                  {t(`vip.channels.${c.kind}`)}: {c.value}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : view.eligible ? (
        <p className="vip-muted">{t('vip.host.soon')}</p>
      ) : view.hostFrom ? (
        <p className="vip-muted">
          {t('vip.host.locked', {
            name: view.hostFrom.name,
            tier: t(`vip.tiers.${view.hostFrom.tier}`),
            bets: money(view.hostFrom.validBets),
            deposits: money(view.hostFrom.deposits),
          })}
        </p>
      ) : (
        <p className="vip-muted">{t('vip.host.none')}</p>
      )}
    </section>
  );
}
