import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE, type GameListQuery, type GameType } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { useGameMenus, vendorsOf } from '../../hooks/useGameMenus';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useListParams } from './useListParams';
import { VendorChips } from './VendorChips';

/** A member's view of a category (or HOT): vendor chips, search and numbered pages over GCSGAME_gameList. */
export function CatalogueList({ gameType }: { gameType: GameType | 'HOT' }) {
  const { t } = useTranslation();
  const { vassalage, gameClassify, keyword, page, set } = useListParams();
  const menus = useGameMenus();
  const vendors = gameType === 'HOT' ? [] : vendorsOf(menus.data, gameType);
  const query: GameListQuery = {
    gameType,
    vassalage: vassalage || undefined,
    gameClassify: gameClassify || undefined,
    keyword: keyword || undefined,
    pageNo: page,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['games', 'list', query],
    queryFn: ({ signal }) => gamesApi.list(query, signal),
    // The old page stays on screen while the next one loads: no flash of skeletons between pages.
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback((k: string) => set({ keyword: k, page: 1 }), [set]);
  const failure = list.error ? errorText(list.error) : null;
  const data = list.data;
  return (
    <>
      <div className="list-tools">
        <VendorChips vendors={vendors} selected={vassalage} onSelect={(v) => set({ vassalage: v, gameClassify: null, page: 1 })} />
        <SearchBox value={keyword} onSearch={onSearch} />
      </div>
      {failure ? (
        <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })}>
          <button type="button" className="btn btn--ghost" onClick={() => void list.refetch()}>
            {t('lobby.retry')}
          </button>
        </EmptyState>
      ) : data && data.total === 0 ? (
        <EmptyState title={keyword ? t('lobby.noMatch', { keyword }) : t('games.noGames')} text={keyword ? undefined : t('games.noGamesText')} />
      ) : (
        <>
          <GameGrid cards={data?.list ?? []} loading={list.isPending || list.isPlaceholderData} skeletons={GAME_LIST_PAGE_SIZE} />
          {data && (
            <Pager
              page={data.pageNum}
              pages={data.totalPages}
              total={data.total}
              shown={data.list.length}
              onPage={(p) => {
                set({ page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      )}
    </>
  );
}
