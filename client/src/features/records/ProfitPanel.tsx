import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlayBreakdownRow } from '@wl/shared/core';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { todayWindow, windowLabel } from './range';
import { recordsQueries } from './recordsApi';
import { Problem, useGameTypeLabel, useRecordsRefresh, WindowPicker } from './parts';
import { HeadRow } from '../../components/HeadRow';

const signed = (n: number) => `${n > 0 ? '+' : ''}${formatMoney(n)}`;
const tone = (n: number) => (n < 0 ? 'records__out' : n > 0 ? 'records__in' : '');

/**
 * personalProfit: the result of play over the period (stakes, wins, net; by game type and by
 * vendor). Deposits, withdrawals, bonuses and rebates move money without winning or losing it,
 * so they sit apart, under their own heading that says so.
 */
export function ProfitPanel() {
  const { t } = useTranslation();
  const memberId = useRecordsRefresh();
  const [win, setWin] = useState(() => todayWindow(7));
  const query = useQuery({ ...recordsQueries.profit(memberId, win), placeholderData: keepPreviousData });
  const typeLabel = useGameTypeLabel();
  const data = query.data;
  return (
    <div className="records" data-testid="records-profit">
      <WindowPicker value={win} onChange={setWin} />
      {query.isError ? (
        <Problem error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : data!.bets === 0 && data!.cash.list.length === 0 ? (
        <EmptyState icon="chart" title={t('records.empty')} text={t('records.emptyText')} />
      ) : (
        <>
          <section className="records__section" aria-labelledby="pl-play">
            <h3 id="pl-play" className="records__h">
              {t('records.play.title')}
            </h3>
            <dl className="records__summary" data-testid="profit-play">
              <div>
                <dt>{t('records.play.stakes')}</dt>
                <dd>{formatMoney(data!.stakes)}</dd>
              </div>
              <div>
                <dt>{t('records.play.wins')}</dt>
                <dd>{formatMoney(data!.wins)}</dd>
              </div>
              <div>
                <dt>{t('records.play.net')}</dt>
                <dd className={tone(data!.net)} data-testid="profit-net">
                  {signed(data!.net)}
                </dd>
              </div>
              <div>
                <dt>{t('records.play.bets')}</dt>
                <dd>{data!.bets}</dd>
              </div>
            </dl>
            {data!.returned > 0 && <p className="muted records__note">{t('records.play.returned', { amount: formatMoney(data!.returned) })}</p>}
            {data!.byGameType.length > 0 && (
              <Breakdown
                title={t('records.play.byGameType')}
                period={windowLabel(win)}
                head={t('records.bets.gameType')}
                rows={data!.byGameType}
                label={(r) => typeLabel(r.key || null)}
                busy={query.isFetching}
              />
            )}
            {data!.byVendor.length > 0 && (
              <Breakdown
                title={t('records.play.byVendor')}
                period={windowLabel(win)}
                head={t('records.bets.vendor')}
                rows={data!.byVendor}
                label={(r) => r.name || t('records.play.other')}
                busy={query.isFetching}
              />
            )}
          </section>
          <section className="records__section records__cash" aria-labelledby="pl-cash" data-testid="profit-cash">
            <h3 id="pl-cash" className="records__h">
              {t('records.cash.title')}
            </h3>
            <p className="muted records__note">{t('records.cash.note')}</p>
            <dl className="records__summary records__summary--quiet">
              <div>
                <dt>{t('records.cash.deposits')}</dt>
                <dd>{formatMoney(data!.cash.deposits)}</dd>
              </div>
              <div>
                <dt>{t('records.cash.withdrawals')}</dt>
                <dd>{formatMoney(data!.cash.withdrawals)}</dd>
              </div>
              <div>
                <dt>{t('records.cash.bonuses')}</dt>
                <dd>{formatMoney(data!.cash.bonuses)}</dd>
              </div>
              <div>
                <dt>{t('records.cash.rebates')}</dt>
                <dd>{formatMoney(data!.cash.rebates)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </div>
  );
}

function Breakdown({
  title,
  period,
  head,
  rows,
  label,
  busy,
}: {
  title: string;
  period: string;
  head: string;
  rows: PlayBreakdownRow[];
  label(r: PlayBreakdownRow): string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="records__wrap" role="region" tabIndex={0} aria-label={title}>
      <table className="records__table records__table--tight" aria-busy={busy}>
        <caption className="records__caption">
          {title}
          <span className="sr-only"> {period}</span>
        </caption>
        <thead>
          <HeadRow
            cols={[
              { label: head },
              { label: t('records.play.bets'), className: 'records__num records__col-bets' },
              { label: t('records.play.stakes'), className: 'records__num' },
              { label: t('records.play.wins'), className: 'records__num' },
              { label: t('records.play.net'), className: 'records__num' },
            ]}
          />
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{label(r)}</th>
              <td className="records__num records__col-bets">{r.bets}</td>
              <td className="records__num">{formatMoney(r.stakes)}</td>
              <td className="records__num">{formatMoney(r.wins)}</td>
              <td className={`records__num ${tone(r.net)}`}>{signed(r.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
