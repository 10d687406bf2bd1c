import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE, type GameListQuery, type GameType } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { EmptyState } from '../../components/PageTitle';
import { useGameMenus, vendorsOf } from '../../hooks/useGameMenus';
import { GameResults } from './GameResults';
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
  const list = useGamePages(['games', 'list'], query, gamesApi.list);
  const onSearch = useCallback((k: string) => set({ keyword: k }), [set]);
  return (
    <>
      <div className="list-tools">
        <VendorChips vendors={vendors} selected={vassalage} onSelect={(v) => set({ vassalage: v, gameClassify: null })} />
        <div className="list-tools__row">
          <SearchBox value={keyword} onSearch={onSearch} />
          <SortSelect value={sort} onChange={(s) => set({ sort: s })} />
        </div>
      </div>
      <GameResults
        list={list}
        empty={
          <EmptyState title={keyword ? t('lobby.noMatch', { keyword }) : t('games.noGames')} text={keyword ? t('lobby.noMatchText') : t('games.noGamesText')}>
            {keyword && (
              <button type="button" className="btn btn--ghost" onClick={() => onSearch('')}>
                {t('lobby.clearSearch')}
              </button>
            )}
          </EmptyState>
        }
      />
    </>
  );
}
