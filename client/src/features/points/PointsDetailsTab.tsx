import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { safeUrl } from '../../lib/links';
import { resourcesOf, useSite } from '../../stores/site';
import { configQuery, detailsQuery, ENTRY_KINDS, formatPoints, pointsKey } from './pointsApi';
import { Chips, PointsTable } from './PointsTable';
import './points.css';

/**
 * The reward the product states for following the site on Zalo (shown with the points rules, and
 * only on a site whose operator lists a ZALO resource: the link the reward is claimed through).
 */
const ZALO_REWARD_MAX = '131K';

const PERIODS = [7, 30, 90] as const;

/**
 * Member-centre tab `pointsDetails`: every change with the points before it
 * (current), the change, the balance after and the earning ratio, filtered by type and period;
 * and the site's points rules.
 */
export default function PointsDetailsTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const zalo = resourcesOf(useSite().config, 'ZALO')[0];
  const zaloUrl = zalo ? safeUrl(zalo.url) : null;
  const [type, setType] = useState<(typeof ENTRY_KINDS)[number]>('all');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...detailsQuery(member?.id, type, days, page), placeholderData: keepPreviousData });
  const config = useQuery(configQuery(member?.id)).data;
  useEffect(() => (member ? onEvent('points:changed', pointsKey(member.id)) : undefined), [member]);
  return (
    <div className="pmall-tab" data-testid="points-details">
      <div className="pmall-tab__filters">
        <Chips
          label={t('points.details.type')}
          options={ENTRY_KINDS}
          value={type}
          text={(k) => t(`points.entry.${k}`)}
          onChange={(k) => {
            setType(k);
            setPage(1);
          }}
        />
        <Chips
          label={t('points.details.period')}
          options={PERIODS}
          value={days}
          text={(d) => t('points.details.days', { count: d })}
          onChange={(d) => {
            setDays(d);
            setPage(1);
          }}
        />
      </div>
      <PointsTable
        caption={t('member.tabs.pointsDetails')}
        query={query}
        empty={{ icon: 'coins', title: t('points.details.empty') }}
        onPage={setPage}
        cols={[
          { label: t('points.details.time') },
          { label: t('points.details.kind') },
          { label: t('points.details.current'), num: true },
          { label: t('points.details.changed'), num: true },
          { label: t('points.details.balance'), num: true },
          { label: t('points.details.ratio') },
        ]}
        row={(d) => (
          <tr key={d.id} data-testid="points-row">
            <td className="pmall-table__time">{formatTimestamp(new Date(d.createdAt))}</td>
            <td>
              {t(`points.entry.${d.type}`)}
              {d.ref && <div className="muted pmall-table__small">{d.ref}</div>}
            </td>
            <td className="pmall-table__num">{formatPoints(d.current)}</td>
            <td className={`pmall-table__num ${d.changed > 0 ? 'pmall-table__in' : 'pmall-table__out'}`}>
              {d.changed > 0 ? '+' : ''}
              {formatPoints(d.changed)}
            </td>
            <td className="pmall-table__num">{formatPoints(d.balance)}</td>
            <td className="pmall-table__small">
              {d.ratio ? t('points.details.ratioText', { amount: formatMoney(d.ratio), bets: d.betCount ?? 0, valid: formatMoney(d.validBet ?? 0) }) : '—'}
            </td>
          </tr>
        )}
      />
      <section className="pmall-rules" aria-labelledby="pmall-rules">
        <h3 id="pmall-rules">{t('points.rules')}</h3>
        {config && (
          <>
            <p>
              {t('points.ratio', { amount: formatMoney(config.earnBetAmount), currency: config.currency })} · {t('points.neverExpire')}
            </p>
            {config.rules && <p className="pmall-rules__text">{config.rules}</p>}
          </>
        )}
        {zaloUrl && (
          <p data-testid="points-zalo">
            {t('points.zaloReward', { amount: ZALO_REWARD_MAX })}{' '}
            <a href={zaloUrl} target="_blank" rel="noopener noreferrer">
              {t('points.zaloJoin')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
