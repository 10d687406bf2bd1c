import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MissionView } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { Spinner } from '../../components/PageTitle';
import { figure } from './MissionCard';
import { boardQuery } from './missionsApi';
import { HeadRow } from '../../components/HeadRow';

/**
 * MCSFE_getMissionLeaderboard as a table: the merchant's players ranked by progress in the
 * mission's current period, names masked by the gateway, the caller's row marked (and the
 * caller's own place under the table when it is on another page).
 */
/** Keyed by the mission in its parent: another mission starts again at its first page. */
export function Leaderboard({ memberId, mission }: { memberId: number | undefined; mission: MissionView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...boardQuery(memberId, mission.id, page), placeholderData: keepPreviousData });
  const data = query.data;
  const caption = t('missions.boardCaption', { title: mission.title });

  if (query.isError && !data) {
    const { key, fallback } = errorText(query.error);
    return (
      <p className="notice notice--warning" role="alert">
        {t(key, { defaultValue: fallback })}
      </p>
    );
  }
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <div className="mission-board" data-testid="mission-board">
      {data.list.length === 0 ? (
        <p className="muted" role="status">
          {t('missions.boardEmpty')}
        </p>
      ) : (
        <div className="mission-board__scroll">
          <table className="mission-board__table">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <HeadRow
                cols={[{ label: t('missions.cols.rank') }, { label: t('missions.cols.player') }, { label: t('missions.cols.progress'), className: 'num' }]}
              />
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr
                  key={`${r.rank}-${r.username}-${r.me}`}
                  className={r.me ? 'mission-board__me' : undefined}
                  aria-current={r.me ? 'true' : undefined}
                  data-testid="board-row"
                >
                  <td>{r.rank}</td>
                  <td>
                    {r.username}
                    {r.me && <span className="mission-board__you"> {t('missions.you')}</span>}
                  </td>
                  <td className="num">{figure(mission, r.progress)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mission-board__mine" data-testid="board-mine">
        {data.mine.rank === null ? t('missions.notRanked') : t('missions.yourRank', { rank: data.mine.rank, progress: figure(mission, data.mine.progress) })}
      </p>
      {data.totalPages > 1 && (
        <nav className="mission-board__pager" aria-label={t('missions.boardPages')}>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('missions.prev')}
          </button>
          <span>{t('missions.pageOf', { page: data.pageNum, pages: data.totalPages })}</span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
            {t('missions.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
