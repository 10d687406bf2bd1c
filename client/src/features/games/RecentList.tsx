import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';
import { RECENT_KEY } from '../../hooks/useLaunchGame';
import { readRecent } from '../../hooks/recentGames';
import { LoadMore } from './LoadMore';
import { useGamePages } from './useGamePages';

/** Recently played (GCS_recentGame), newest first, a page at a time; refetched after every launch (RECENT_KEY). */
export function RecentList() {
  const { t } = useTranslation();
  const { cards, total, loaded, pages } = useGamePages(RECENT_KEY, {}, readRecent);
  const failure = pages.error && !loaded ? errorText(pages.error) : null;
  if (failure) return <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })} />;
  if (loaded && total === 0)
    return (
      <EmptyState icon="clock" title={t('games.empty.recent')} text={t('games.empty.recentText')}>
        <Link to={PATHS.hot} className="btn btn--primary">
          {t('games.empty.browseHot')}
        </Link>
      </EmptyState>
    );
  return (
    <>
      <GameGrid cards={cards} loading={pages.isPending} />
      {loaded && (
        <LoadMore shown={cards.length} total={total} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />
      )}
    </>
  );
}
