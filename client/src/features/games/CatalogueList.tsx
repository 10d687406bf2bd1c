import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE, type GameListQuery, type GameType } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { useGameMenus, vendorsOf } from '../../hooks/useGameMenus';
import { LoadMore } from './LoadMore';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { useGamePages } from './useGamePages';
import { useListParams } from './useListParams';
import { VendorChips } from './VendorChips';

/** A member's view of a category (or HOT): providers, search and order over GCSGAME_gameList, read a page at a time. */
export function CatalogueList({ gameType }: { gameType: GameType | 'HOT' }) {
  const { t } = useTranslation();
  const { vassalage, gameClassify, keyword, sort, set } = useListParams();
  const menus = useGameMenus();
  const vendors = gameType === 'HOT' ? [] : vendorsOf(menus.data, gameType);
  const query: GameListQuery = {
    gameType,
    vassalage: vassalage || undefined,
    gameClassify: gameClassify || undefined,
    keyword: keyword || undefined,
    sort,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
  const { cards, total, loaded, pages } = useGamePages(['games', 'list'], query, gamesApi.list);
  const onSearch = useCallback((k: string) => set({ keyword: k }), [set]);
  const failure = pages.error && !loaded ? errorText(pages.error) : null;
  return (
    <>
      <div className="list-tools">
        <VendorChips vendors={vendors} selected={vassalage} onSelect={(v) => set({ vassalage: v, gameClassify: null })} />
        <div className="list-tools__row">
          <SearchBox value={keyword} onSearch={onSearch} />
          <SortSelect value={sort} onChange={(s) => set({ sort: s })} />
        </div>
      </div>
      {failure ? (
        <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })}>
          <button type="button" className="btn btn--ghost" onClick={() => void pages.refetch()}>
            {t('lobby.retry')}
          </button>
        </EmptyState>
      ) : loaded && total === 0 ? (
        <EmptyState title={keyword ? t('lobby.noMatch', { keyword }) : t('games.noGames')} text={keyword ? t('lobby.noMatchText') : t('games.noGamesText')}>
          {keyword && (
            <button type="button" className="btn btn--ghost" onClick={() => onSearch('')}>
              {t('lobby.clearSearch')}
            </button>
          )}
        </EmptyState>
      ) : (
        <>
          <GameGrid cards={cards} loading={pages.isPending || pages.isPlaceholderData} skeletons={GAME_LIST_PAGE_SIZE} />
          {loaded && (
            <LoadMore
              shown={cards.length}
              total={total}
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              onMore={() => void pages.fetchNextPage()}
            />
          )}
        </>
      )}
    </>
  );
}
