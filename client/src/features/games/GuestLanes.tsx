import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';
import { LoginButton } from './LoginButton';

/**
 * What a guest sees of a category: GCSGAME_gameList needs a token, so each vendor's lane
 * (GCSGAME_newGameVendor, no token: its newest and hottest games) stands in, or the hot list
 * (GCSGAME_hotGamesV2) on /hot, with a call to log in for the whole list.
 */
export function GuestLanes({ gameType }: { gameType: GameType | 'HOT' }) {
  const { t } = useTranslation();
  const hot = gameType === 'HOT';
  const lanes = useQuery({
    queryKey: ['games', 'lanes', gameType],
    queryFn: ({ signal }) => gamesApi.lanes(gameType as GameType, signal),
    enabled: !hot,
  });
  const hotGames = useQuery({ queryKey: ['games', 'hot', null], queryFn: ({ signal }) => gamesApi.hot(undefined, signal), enabled: hot });
  const current = hot ? hotGames : lanes;
  const failure = current.error ? errorText(current.error) : null;
  const laneList = lanes.data?.data.lanes ?? [];
  return (
    <>
      <div className="guest-cta" role="note">
        <div>
          <h2 className="guest-cta__title">{t('lobby.guestTitle')}</h2>
          <p className="guest-cta__text">{t('lobby.guestText')}</p>
        </div>
        <div className="guest-cta__actions">
          <Link to={PATHS.search} className="btn btn--ghost">
            <Icon name="search" size={18} />
            {t('lobby.search')}
          </Link>
          <LoginButton />
        </div>
      </div>
      {failure ? (
        <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })} />
      ) : hot ? (
        <GameGrid cards={hotGames.data?.list ?? []} loading={hotGames.isPending} />
      ) : lanes.isPending ? (
        <GameGrid cards={[]} loading />
      ) : laneList.length === 0 ? (
        <EmptyState title={t('games.noGames')} text={t('games.noGamesText')} />
      ) : (
        laneList.map((lane) => (
          <section key={lane.vassalage} className="lane" aria-labelledby={`lane-${lane.vassalage}`}>
            <h2 id={`lane-${lane.vassalage}`} className="lane__title">
              {lane.title}
            </h2>
            <GameGrid cards={lane.cards} />
          </section>
        ))
      )}
    </>
  );
}
