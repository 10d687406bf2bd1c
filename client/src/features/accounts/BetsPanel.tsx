import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import { formatTimestampAt, utcOffsetLabel } from '../../lib/format';
import { useShow } from '../../console-kit/accounts';
import { callStaff } from '../../console-kit/staffApi';
import { PagedTable } from '../../console-kit/ui';

/** Keyed under the account, so the account's own invalidation (and staff sign-out) reaches it. */
const betsQuery = (accountId: number, page: number) =>
  queryOptions({
    queryKey: ['staff', 'account', accountId, 'bets', page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAccountBets, { params: { id: accountId }, query: { page, pageSize: 10 }, signal }),
  });

const COLS = ['time', 'game', 'stake', 'win', 'result'] as const;

/**
 * The member's latest bets as their own betting record lists them (one row per stake), newest
 * first: the game by name, stake, win and result, at the site's time (its offset in the heading),
 * so staff on the phone with a member read the same times the member sees.
 */
export default function BetsPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const show = useShow();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...betsQuery(accountId, page), placeholderData: keepPreviousData });
  const offset = query.data?.utcOffsetMinutes;
  return (
    <section className="sc-section" data-testid="account-bets">
      <h2>{t('support.bets.heading')}</h2>
      <PagedTable
        label={t('support.bets.tableLabel')}
        cols={COLS.map((c) => ({
          label: c === 'time' ? t('support.bets.time', { zone: offset === undefined ? '…' : utcOffsetLabel(offset) }) : t(`support.bets.${c}`),
        }))}
        query={query}
        skeletonRows={3}
        empty={t('support.bets.empty')}
        onPage={setPage}
        pagerWhenPaged
        row={(b) => (
          <tr key={b.id}>
            <td className="sc-num sc-nowrap">{formatTimestampAt(b.createdAt, offset ?? 0)}</td>
            <td>
              {b.game ?? t('support.bets.unknownGame')}
              {(b.vendorName ?? b.vendor) && <span className="sc-muted sc-small sc-block">{b.vendorName ?? b.vendor}</span>}
            </td>
            <td className="sc-num sc-money">{show.money(b.stake)}</td>
            <td className="sc-num sc-money">{show.money(b.win)}</td>
            <td>
              <span className={`sc-status sc-bet-${b.result}`}>{t(`support.bets.results.${b.result}`)}</span>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
