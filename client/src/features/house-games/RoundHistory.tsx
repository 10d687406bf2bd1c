import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BgsRound } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatDateTime, formatMoney } from '../../lib/format';
import { bgsQueries, hundredths } from './bgsApi';
import { verifyLink } from './verifyLink';
import { HeadRow } from '../../components/HeadRow';

/** What a round showed, in a few words. */
export function outcomeText(r: Pick<BgsRound, 'outcome'>): string {
  const o = r.outcome as { game: string; roll?: number; crashPoint?: number; grid?: string[][] };
  if (o.game === 'BGS_DICE') return hundredths(o.roll ?? 0);
  if (o.game === 'BGS_CRASH') return `${hundredths(o.crashPoint ?? 0)}x`;
  return (o.grid?.[1] ?? []).join(' ');
}

export function RoundHistory({ game }: { game: string }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [page, setPage] = useState(1);
  const rounds = useQuery({ ...bgsQueries.rounds(member?.id, game, page), placeholderData: keepPreviousData });
  const list = rounds.data?.list ?? [];
  return (
    <section className="bgs-panel" aria-labelledby="bgs-history-title">
      <h3 id="bgs-history-title" className="bgs-panel__title">
        {t('bgs.history.title')}
      </h3>
      {list.length === 0 ? (
        <p className="bgs-muted">{t('bgs.history.empty')}</p>
      ) : (
        <div className="bgs-table-wrap">
          <table className="bgs-table">
            <thead>
              <HeadRow
                cols={[
                  { label: t('bgs.history.time') },
                  { label: t('bgs.fair.nonce') },
                  { label: t('bgs.history.result') },
                  { label: t('bgs.bet') },
                  { label: t('bgs.history.payout') },
                  { label: t('bgs.history.verify'), hidden: true },
                ]}
              />
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-testid="bgs-round">
                  <td>{formatDateTime(new Date(r.createdAt))}</td>
                  <td>{r.nonce}</td>
                  <td>{outcomeText(r)}</td>
                  <td className="num">{formatMoney(r.bet)}</td>
                  <td className={`num ${r.payout > 0 ? 'is-win' : ''}`}>{formatMoney(r.payout)}</td>
                  <td>
                    <Link to={verifyLink(r)} aria-label={t('bgs.history.verifyRound', { nonce: r.nonce })}>
                      {t('bgs.history.verify')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(rounds.data?.totalPages ?? 1) > 1 && (
        <div className="bgs__pager">
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('bgs.history.newer')}
          </button>
          <span>
            {page} / {rounds.data!.totalPages}
          </span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= rounds.data!.totalPages} onClick={() => setPage(page + 1)}>
            {t('bgs.history.older')}
          </button>
        </div>
      )}
    </section>
  );
}
