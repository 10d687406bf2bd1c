import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';
import { RECENT_KEY } from '../../hooks/useLaunchGame';
import { readRecent } from '../../hooks/recentGames';
import { GameResults } from './GameResults';
import { useGamePages } from './useGamePages';

/** Recently played (GCS_recentGame), newest first, a page at a time; refetched after every launch (RECENT_KEY). */
export function RecentList() {
  const { t } = useTranslation();
  const list = useGamePages(RECENT_KEY, {}, readRecent);
  return (
    <GameResults
      list={list}
      empty={
        <EmptyState icon="clock" title={t('games.empty.recent')} text={t('games.empty.recentText')}>
          <Link to={PATHS.hot} className="btn btn--primary">
            {t('games.empty.browseHot')}
          </Link>
        </EmptyState>
      }
    />
  );
}
