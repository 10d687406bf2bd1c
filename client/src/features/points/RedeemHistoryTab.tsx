import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { formatPoints, historyQuery, pointsKey, REDEEM_STATUSES } from './pointsApi';
import { Chips, PointsTable } from './PointsTable';
import './points.css';

/**
 * Member-centre tab `redeemHistory`: reference, apply time, type, name,
 * quantity, points and amount requirement, status and remark, filtered by status; a staff review
 * arrives live (`points:changed`).
 */
export default function RedeemHistoryTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [status, setStatus] = useState<(typeof REDEEM_STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...historyQuery(member?.id, status, page), placeholderData: keepPreviousData });
  useEffect(() => (member ? onEvent('points:changed', pointsKey(member.id)) : undefined), [member]);
  return (
    <div className="pmall-tab" data-testid="redeem-history">
      <Chips
        label={t('points.history.filter')}
        options={REDEEM_STATUSES}
        value={status}
        text={(s) => t(`points.status.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <PointsTable
        caption={t('member.tabs.redeemHistory')}
        query={query}
        empty={{ icon: 'receipt', title: t('points.history.empty') }}
        onPage={setPage}
        cols={[
          { label: t('points.history.time') },
          { label: t('points.history.name') },
          { label: t('points.history.quantity'), num: true },
          { label: t('points.history.points'), num: true },
          { label: t('points.history.amount'), num: true },
          { label: t('points.history.status') },
          { label: t('points.history.remark') },
        ]}
        row={(r) => (
          <tr key={r.id} data-testid="redeem-row">
            <td className="pmall-table__time">
              {formatTimestamp(new Date(r.createdAt))}
              <div className="pmall-table__small">
                {t('points.history.ref')} {r.ref}
              </div>
            </td>
            <td>
              {r.name}
              <div className="muted pmall-table__small">{t(`points.kinds.${r.type}`)}</div>
            </td>
            <td className="pmall-table__num">
              {r.quantity} {r.type === 'convert' ? '' : r.unit}
            </td>
            <td className="pmall-table__num">{formatPoints(r.points)}</td>
            <td className="pmall-table__num">
              {r.amount > 0 ? `${formatMoney(r.amount)} ${r.currency}` : '—'}
              {r.amountRequired > 0 && (
                <div className="muted pmall-table__small">{t('points.needsBets', { amount: formatMoney(r.amountRequired), currency: r.currency })}</div>
              )}
            </td>
            <td>
              <span className={`pmall-status pmall-status--${r.status}`} data-testid="redeem-status">
                {t(`points.status.${r.status}`)}
              </span>
            </td>
            <td className="pmall-table__remark">{r.memberMessage ?? '—'}</td>
          </tr>
        )}
      />
    </div>
  );
}
