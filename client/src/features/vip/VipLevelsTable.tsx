import { useTranslation } from 'react-i18next';
import type { VipLevelList } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';
import { percent } from './vipApi';
import { HeadRow } from '../../components/HeadRow';

/** The level table: either measure reaches a level; the member's own row is marked. */
export function VipLevelsTable({ list, current }: { list: VipLevelList; current: number | undefined }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor);
  return (
    <div className="vip-levels">
      <p className="vip-muted">{t('vip.levels.intro', { currency: list.currency })}</p>
      {/* Focusable so a keyboard can scroll it on a phone (axe: scrollable-region-focusable). */}
      <div className="vip-levels__scroll" tabIndex={0} role="region" aria-label={t('vip.levels.caption')}>
        <table className="vip-table" data-testid="vip-levels">
          <caption className="sr-only">{t('vip.levels.caption')}</caption>
          <thead>
            <HeadRow
              cols={[
                { label: t('vip.levels.level') },
                { label: t('vip.levels.tier') },
                { label: t('vip.measures.validBets'), className: 'vip-num' },
                { label: t('vip.levels.orDeposits'), className: 'vip-num' },
                { label: t('vip.levels.weekly'), className: 'vip-num' },
              ]}
            />
          </thead>
          <tbody>
            {list.levels
              .filter((l) => l.level > 0)
              .map((l) => {
                const mine = l.level === current;
                return (
                  <tr key={l.level} className={mine ? 'vip-table__mine' : undefined} aria-current={mine ? 'true' : undefined}>
                    <th scope="row">
                      {l.name}
                      {mine && <span className="chip vip-chip">{t('vip.levels.you')}</span>}
                    </th>
                    <td>
                      <span className={`vip-tier-label vip-tier--${l.tier}`}>{t(`vip.tiers.${l.tier}`)}</span>
                    </td>
                    <td className="vip-num">{money(l.validBets)}</td>
                    <td className="vip-num">{money(l.deposits)}</td>
                    <td className="vip-num">{l.weeklyBps > 0 ? percent(l.weeklyBps) : '—'}</td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
      <p className="vip-muted vip-small">{t('vip.levels.rules')}</p>
      {list.hostFrom && (
        <p className="vip-muted vip-small">{t('vip.levels.hostFrom', { name: list.hostFrom.name, tier: t(`vip.tiers.${list.hostFrom.tier}`) })}</p>
      )}
    </div>
  );
}
