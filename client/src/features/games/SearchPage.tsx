import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE, SEARCH_MIN, type GameSearchQuery, type GameType } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState, PageTitle } from '../../components/PageTitle';
import { useGameMenus } from '../../hooks/useGameMenus';
import { GameResults } from './GameResults';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { useListParams } from './useListParams';
import { useGamePages } from './useGamePages';
import { VendorChips } from './VendorChips';

/** The id of the search page's box: the header's search button and "/" focus it when the page is already open (app/layout/HeaderSearch.tsx). */
const SITE_SEARCH_INPUT = 'site-search';

/**
 * The header's search, for guests too (/lgw/games/search needs no token): a name of at least
 * SEARCH_MIN characters, narrowed by provider and category, in the chosen order, a page at a time.
 * Until a name is typed it suggests the hot games. Everything lives in the address, so a search
 * can be shared, reloaded and come back to. Picking a game as a guest asks to log in, then opens
 * that game (hooks/useLaunchGame.ts).
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const keyword = params.keyword.trim();
  const { vassalage, sort, set } = params;
  const gameType = params.gameType as GameType | '';
  const menus = useGameMenus();
  const onSearch = useCallback((k: string) => set({ keyword: k }), [set]);
  const ready = keyword.length >= SEARCH_MIN;
  const query: GameSearchQuery | null = ready
    ? { keyword, vassalage: vassalage || undefined, gameType: gameType || undefined, sort, pageSize: GAME_LIST_PAGE_SIZE }
    : null;
  const list = useGamePages(['games', 'search'], query, gamesApi.search);
  const hot = useQuery({ queryKey: ['games', 'hot', null], queryFn: ({ signal }) => gamesApi.hot(undefined, signal), enabled: !ready });
  const categories = menus.data?.sortingVendor.map((c) => c.gameCategory) ?? [];
  return (
    <div className="page search-page" data-testid="search-page">
      <PageTitle title={t('lobby.search')} icon="search" />
      <div className="search-page__box">
        <SearchBox value={keyword} onSearch={onSearch} inputId={SITE_SEARCH_INPUT} autoFocus label={t('lobby.searchAll')} />
      </div>
      <div className="list-tools">
        <VendorChips vendors={menus.data?.gameVendor ?? []} selected={vassalage} onSelect={(v) => set({ vassalage: v })} />
        <div className="list-tools__row">
          <CategorySelect value={gameType} options={categories} onChange={(v) => set({ gameType: v })} />
          <SortSelect value={sort} onChange={(s) => set({ sort: s })} />
        </div>
      </div>
      {!ready ? (
        <section aria-labelledby="search-suggest">
          <p className="search-page__hint">{t('lobby.searchHint', { count: SEARCH_MIN })}</p>
          <h2 id="search-suggest" className="lane__title">
            {t('lobby.popularNow')}
          </h2>
          <GameGrid cards={hot.data?.list ?? []} loading={hot.isPending} />
        </section>
      ) : (
        <GameResults
          list={list}
          empty={
            <EmptyState icon="search" title={t('lobby.noMatch', { keyword })} text={t('lobby.noMatchText')}>
              {(vassalage || gameType) && (
                <button type="button" className="btn btn--ghost" onClick={() => set({ vassalage: '', gameType: '' })}>
                  {t('lobby.clearFilters')}
                </button>
              )}
            </EmptyState>
          }
        />
      )}
    </div>
  );
}

function CategorySelect({ value, options, onChange }: { value: string; options: GameType[]; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id} className="list-sort__label">
        {t('lobby.category')}
      </label>
      <select id={id} className="list-sort__select" value={value} onChange={(e) => onChange(e.target.value)} data-testid="search-category">
        <option value="">{t('lobby.allCategories')}</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {t(`lobby.type.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
