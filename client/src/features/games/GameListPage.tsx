import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/session';
import { bannerQuery } from '../../api/banners';
import { BannerCarousel } from '../../components/carousel/BannerCarousel';
import { EmptyState, PageTitle } from '../../components/PageTitle';
import { CatalogueList } from './CatalogueList';
import { FavouriteList } from './FavouriteList';
import { GuestLanes } from './GuestLanes';
import { LIST_META, type ListKind } from './listKinds';
import { LoginButton } from './LoginButton';
import { MatchPick } from './MatchPick';
import { ProviderList } from './ProviderList';
import { PvpRooms } from './PvpRooms';
import { RecentList } from './RecentList';

/**
 * Game centres and lists. Members browse the catalogue (GCSGAME_gameList needs a token)
 * with vendor chips, search and pages; guests see each vendor's lane (no token) and a
 * log-in call to action; /provider lists vendors; favourites and recent games are the member's.
 */
export default function GameListPage({ kind, liveHosts }: { kind: ListKind; liveHosts?: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isLogin } = useSession();
  const meta = LIST_META[kind];
  const vendor = params.get('vassalage');
  const personal = meta.source === 'favourites' || meta.source === 'recent';
  // A match picked on the home page ("Bet now"), carried in the address so a reload keeps it.
  const match = kind === 'sports' ? Number(params.get('match')) : 0;
  return (
    <div className="page game-list" data-testid={`list-${kind}`}>
      <PageTitle title={t(meta.title)} icon={meta.icon} subtitle={vendor ? t('games.vendor', { vendor }) : undefined} />
      {/* Live casino and sports lead with the site's banners, one per view. */}
      {(kind === 'live' || kind === 'sports') && !vendor && <ListBanners gameType={meta.gameType as string} />}
      {match > 0 && <MatchPick id={match} />}
      {/* The live centre's hosts, above its vendors (docs/LIVE-MODELS.md). */}
      {kind === 'live' && !vendor && liveHosts}
      {personal && !isLogin ? (
        <EmptyState icon="lock" title={t('games.loginToSee')} text={t('games.loginToSeeText')}>
          <LoginButton />
        </EmptyState>
      ) : meta.source === 'favourites' ? (
        <FavouriteList />
      ) : meta.source === 'recent' ? (
        <RecentList />
      ) : meta.source === 'providers' ? (
        <ProviderList />
      ) : isLogin && kind === 'pvp' ? (
        <PvpCentre />
      ) : isLogin ? (
        <CatalogueList key={kind} gameType={meta.gameType!} />
      ) : (
        <GuestLanes gameType={meta.gameType!} />
      )}
    </div>
  );
}

/** The home banners (w_home) as a one-slide carousel, for the live and sports pages. */
function ListBanners({ gameType }: { gameType: string }) {
  const { t, i18n } = useTranslation();
  const banners = useQuery(bannerQuery('w_home', i18n.language));
  if (!banners.data?.length) return null;
  return (
    <div className="list-banners">
      <BannerCarousel banners={banners.data} label={t('home.bannersLabel')} gameType={gameType} testId="list-banners" />
    </div>
  );
}

/**
 * The poker and card centre has two views, kept in the address (`?view=rooms`) so a room list can
 * be shared and reloaded: the games, and the rooms (GLS2_roomList) at their stake bands.
 */
function PvpCentre() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rooms = params.get('view') === 'rooms';
  const show = (view: 'games' | 'rooms') =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (view === 'rooms') next.set('view', 'rooms');
        else next.delete('view');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <>
      <div className="tabs pvp__tabs" role="tablist" aria-label={t('lobby.rooms.views')}>
        <button type="button" role="tab" aria-selected={!rooms} className={`tabs__tab${rooms ? '' : ' tabs__tab--active'}`} onClick={() => show('games')}>
          {t('lobby.rooms.games')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={rooms}
          className={`tabs__tab${rooms ? ' tabs__tab--active' : ''}`}
          onClick={() => show('rooms')}
          data-testid="tab-rooms"
        >
          {t('lobby.rooms.title')}
        </button>
      </div>
      {rooms ? <PvpRooms /> : <CatalogueList gameType="PVP" />}
    </>
  );
}
