import type { ReactNode } from 'react';
import type { GameCard } from '@wl/shared/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOT_LIST_CAP } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { useGameMenus } from '../../hooks/useGameMenus';
import { useWinnersPush } from '../../stores/winners';
import { BannerCarousel, BannerSkeleton } from '../../components/carousel/BannerCarousel';
import { VendorTile } from '../../components/games/VendorTile';
import { tileVariant } from '../../components/games/onlinePlayers';
import { PATHS } from '../../lib/paths';
import { usePhone } from '../../hooks/usePhone';
import { useInView } from '../../hooks/useInView';
import { CategoryStrip } from './CategoryStrip';
import { FacebookRail } from './FacebookRail';
import { FeedbackCta } from './FeedbackCta';
import { gameSlides, RailSection, VendorSkeleton, type RailSectionProps } from './GameRail';
import { homeKeys, homeQueries } from './homeApi';
import { MatchBoard } from './MatchBoard';
import { NoticeMarquee } from './NoticeMarquee';
import { useAdvanceWhenSettled, useSequence } from './useSequence';
import { VideoRail } from './VideoRail';
import { WelcomeStrip } from './WelcomeStrip';
import { WinnersBoard } from './WinnersBoard';
import './home.css';

/** Guests see the winners board refreshed this often; members get it pushed (`winners:updated`). */
const WINNERS_POLL_MS = 60_000;

/**
 * Home (docs/HOME.md). Staff-edited content first (banners, notices, videos, Facebook
 * pages), then the home lists, which load one after another 500 ms apart behind
 * skeletons of their final size, and load again in a new language.
 */
export default function HomePage({ liveHosts, memberWelcome }: { liveHosts?: ReactNode; memberWelcome?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { isLogin } = useSession();
  const phone = usePhone();

  const banners = useQuery(homeQueries.banners('w_home', lang));
  // The marquee's notices need a member token: asked for only when signed in, and not shown after sign-out.
  const notices = useQuery({ ...homeQueries.notices(lang), enabled: isLogin });
  const videos = useQuery(homeQueries.videos(lang));
  const facebook = useQuery(homeQueries.banners('w_facebook', lang));

  const settled = (q: { isSuccess: boolean; isError: boolean }) => q.isSuccess || q.isError;
  // The sequence: hot, slots, providers, live, matches, fishing, winners.
  const seq = { hot: 0, slots: 1, providers: 2, live: 3, matches: 4, fish: 5, winners: 6 };
  const sequence = useSequence(lang);
  const { stage } = sequence;
  const hot = useQuery({ ...homeQueries.hot(lang), enabled: stage >= seq.hot });
  const slots = useQuery({ ...homeQueries.list('RNG', lang, isLogin), enabled: stage >= seq.slots });
  // Vendor data is the site's cached game_menus, shared with the header and side menu.
  const menus = useGameMenus();
  const liveVendors = menus.data?.sortingVendor.find((c) => c.gameCategory === 'LIVE')?.vendors ?? [];
  const hasLive = liveVendors.length > 0;
  const live = useQuery({ ...homeQueries.list('LIVE', lang, isLogin), enabled: stage >= seq.live && hasLive });
  const matches = useQuery({ ...homeQueries.matches(lang), enabled: stage >= seq.matches });
  const fish = useQuery({ ...homeQueries.list('FISH', lang, isLogin), enabled: stage >= seq.fish });
  const winners = useQuery({ ...homeQueries.winners(lang), enabled: stage >= seq.winners, refetchInterval: isLogin ? false : WINNERS_POLL_MS });
  const cache = useQueryClient();
  // Names and amounts do not depend on the language: the pushed board replaces every cached one.
  useWinnersPush((list) => cache.setQueriesData({ queryKey: homeKeys.winners('').slice(0, 2) }, () => list));
  useAdvanceWhenSettled(sequence, [
    settled(hot),
    settled(slots),
    settled(menus),
    settled(menus) && (!hasLive || settled(live)),
    settled(matches),
    settled(fish),
    settled(winners),
  ]);

  const vendors = menus.data?.gameVendor.slice(0, HOT_LIST_CAP);
  // The providers' game art comes when the rail nears the screen (it is below the fold), not with the first page.
  const providersNear = useInView('[data-testid="home-providers"]', stage >= seq.providers);
  const lanes = useQuery({ ...homeQueries.lanes(), enabled: providersNear });
  const laneCards = new Map((lanes.data?.data.lanes ?? []).map((l) => [l.vassalage, l.cards[0]]));
  const hotRail = <GamesRail name="hot" icon="flame" title={t('home.hotGames')} more={{ to: PATHS.hot, label: t('home.seeAll') }} query={hot} />;
  return (
    <div className="home">
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="home-banners">
        {banners.data ? (
          banners.data.length > 0 && <BannerCarousel banners={banners.data} label={t('home.bannersLabel')} testId="home-banners" />
        ) : (
          <BannerSkeleton />
        )}
      </div>
      {/* Notices are for members (the call needs a token): a guest's page has no empty strip. */}
      {isLogin && <NoticeMarquee notices={notices.data} />}
      {/* A phone leads with the games: the categories and hot games in the first screen, the
          welcome card, videos and pages after them. A desktop keeps the spec's block order. */}
      {phone && <CategoryStrip menus={menus.data} />}
      {phone && hotRail}
      <WelcomeStrip member={memberWelcome} />
      <VideoRail videos={videos.data ?? (videos.isError ? [] : undefined)} />
      <FacebookRail pages={facebook.data ?? (facebook.isError ? [] : undefined)} />

      {!phone && hotRail}
      <GamesRail name="slots" icon="slots" title={t('home.slots')} more={{ to: PATHS.rng, label: t('home.seeAll') }} query={slots} />
      <RailSection
        id="home-providers"
        testId="home-providers"
        icon="grid"
        skeleton={() => <VendorSkeleton />}
        title={t('home.providers')}
        more={{ to: PATHS.provider, label: t('home.seeAll') }}
        slides={
          vendors
            ? vendors.map((v, i) => {
                // The style by the node id of the vendor's lane card (its position when it has none), as on /provider.
                const card = laneCards.get(v.vassalage);
                return (
                  <VendorTile
                    key={v.vassalage}
                    vendor={v}
                    gameType={v.gameTypes[0] ?? 'RNG'}
                    variant={tileVariant(card?.nodeId ?? i)}
                    image={card?.lagerIcon || card?.iconUrl}
                  />
                );
              })
            : menus.isError
              ? []
              : null
        }
      />
      {(!menus.data || hasLive) && (
        <GamesRail name="live" icon="live" title={t('home.liveStreams')} more={{ to: PATHS.live, label: t('home.toLive') }} query={live} />
      )}
      {/* The live hosts strip (features/live-models), passed in by app/pages/HomePage.tsx. */}
      {liveHosts}
      <MatchBoard matches={matches.data ?? (matches.isError ? [] : null)} />
      <GamesRail name="fish" icon="fish" title={t('home.fishing')} more={{ to: PATHS.fish, label: t('home.seeAll') }} query={fish} />
      <WinnersBoard winners={winners.data ?? (winners.isError ? [] : null)} />
      <FeedbackCta />
    </div>
  );
}

/** A rail of one game list (section `home-<name>`): its games once they came, an empty rail if the list failed, skeletons until then. */
function GamesRail({
  name,
  query,
  ...section
}: Pick<RailSectionProps, 'icon' | 'title' | 'more'> & { name: string; query: { data?: GameCard[]; isError: boolean } }) {
  return <RailSection id={`home-${name}`} testId={`home-${name}`} {...section} slides={gameSlides(query.data ?? (query.isError ? [] : undefined))} />;
}
