import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { FAVOURITE_KEYS, sendFavourites, useFavouriteList } from '../../hooks/useFavourites';
import { PATHS } from '../../lib/paths';
import { SearchBox } from './SearchBox';

/**
 * The member's favourites (MCSFE_getFavoriteGamesList, page size 999: one page). The cards shown
 * are the favourites machine's copy, so a removal leaves the list at once and a refusal puts
 * the card back where it was.
 */
export function FavouriteList() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = useQuery({ queryKey: [...FAVOURITE_KEYS.list], queryFn: ({ signal }) => gamesApi.favouriteList({ pageNo: 1 }, signal) });
  useEffect(() => {
    if (list.data) sendFavourites({ type: 'LIST_LOADED', list: list.data.content });
  }, [list.data]);
  const cards = useFavouriteList();
  const failure = list.error ? errorText(list.error) : null;
  const k = keyword.toLowerCase();
  const shown = (cards ?? []).filter((c) => !k || (c.displayName || c.gameName).toLowerCase().includes(k));
  return (
    <>
      <div className="list-tools">
        <SearchBox value={keyword} onSearch={setKeyword} />
      </div>
      {failure ? (
        <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })} />
      ) : cards && shown.length === 0 ? (
        <EmptyState icon="star" title={keyword ? t('lobby.noMatch', { keyword }) : t('games.empty.fav')} text={keyword ? undefined : t('games.empty.favText')}>
          {!keyword && (
            <Link to={PATHS.hot} className="btn btn--primary">
              {t('games.empty.browseHot')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <GameGrid cards={shown} loading={!cards} />
          {cards && (
            <p className="pager__total" aria-live="polite">
              {t('lobby.shown', { shown: shown.length, total: cards.length })}
            </p>
          )}
        </>
      )}
    </>
  );
}
