import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { RECENT_KEY } from '../../hooks/useLaunchGame';
import { Pager } from './Pager';
import { useListParams } from './useListParams';

/** Recently played (GCS_recentGame), newest first; refetched after every launch (RECENT_KEY). */
export function RecentList() {
  const { t } = useTranslation();
  const { page, set } = useListParams();
  const list = useQuery({
    queryKey: [...RECENT_KEY, page],
    queryFn: ({ signal }) => gamesApi.recent({ page, pageSize: GAME_LIST_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const failure = list.error ? errorText(list.error) : null;
  const data = list.data;
  if (failure) return <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })} />;
  if (data && data.total === 0) return <EmptyState icon="clock" title={t('games.empty.recent')} />;
  return (
    <>
      <GameGrid cards={data?.list ?? []} loading={list.isPending || list.isPlaceholderData} />
      {data && <Pager page={data.pageNum} pages={data.totalPages} total={data.total} shown={data.list.length} onPage={(p) => set({ page: p })} />}
    </>
  );
}
