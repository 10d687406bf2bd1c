import { Suspense, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IN_HOUSE_VENDOR } from '@wl/shared/core';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';
import { launchUrl } from '../../lib/hosts';

/** The in-house game player (features/house-games), passed in by the route (app/pages/SeamlessPage.tsx). */
export type InHouseGameComponent = ComponentType<{ game: string; nodeId?: number }>;

/**
 * The in-route game page (/seamless, side menu hidden): an in-house game for `?game=BGS_*` (or
 * vendor BGS with its gameCode), and a vendor game for `?nodeId=` as a full-page iframe from
 * launchGame. Anything else says there is no game to open.
 */
export default function SeamlessPage({ InHouseGame }: { InHouseGame: InHouseGameComponent }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  const inHouse = params.get('game') ?? (vendor === IN_HOUSE_VENDOR ? params.get('gameCode') : null);
  const nodeId = Number(params.get('nodeId')) || undefined;
  if (inHouse) {
    return (
      <div className="page page--game">
        <PageTitle title={t('bgs.title')} icon="dice" />
        <Suspense fallback={<Spinner label={t('bgs.loading')} />}>
          <InHouseGame game={inHouse} nodeId={nodeId} />
        </Suspense>
      </div>
    );
  }
  if (nodeId) return <VendorGame nodeId={nodeId} InHouseGame={InHouseGame} />;
  return (
    <div className="page page--game">
      <PageTitle title={t('games.seamless')} icon="grid" subtitle={vendor ? t('games.vendor', { vendor }) : undefined} />
      <EmptyState icon="grid" title={t('games.noProvider')} text={t('games.noGamesText')}>
        <Link to={PATHS.home} className="btn btn--ghost">
          {t('nav.home')}
        </Link>
      </EmptyState>
    </div>
  );
}

function VendorGame({ nodeId, InHouseGame }: { nodeId: number; InHouseGame: InHouseGameComponent }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const launch = useQuery({
    queryKey: ['member', member?.id, 'launch', nodeId],
    queryFn: () => gamesApi.launch(nodeId),
    enabled: member !== null,
    // A launch makes a player session: once per visit, not on every focus.
    staleTime: Infinity,
    retry: false,
  });
  if (!member) return <EmptyState icon="grid" title={t('bgs.loginToPlay')} />;
  if (launch.error) {
    const e = errorText(launch.error);
    return <EmptyState icon="grid" title={t(e.key, { defaultValue: e.fallback })} />;
  }
  const game = launch.data;
  if (!game) return <Spinner label={t('bgs.loading')} />;
  if (game.kind === 'inhouse') {
    return (
      <div className="page page--game">
        <PageTitle title={game.gameName} icon="dice" />
        <Suspense fallback={<Spinner label={t('bgs.loading')} />}>
          <InHouseGame game={game.game} nodeId={game.nodeId} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="page page--game seamless-frame">
      <iframe
        src={launchUrl(game.url)}
        title={game.gameName}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        data-testid="game-frame"
        style={{ width: '100%', height: 'calc(100dvh - var(--header-h) - 32px)', border: 0, borderRadius: 'var(--r)' }}
      />
    </div>
  );
}
