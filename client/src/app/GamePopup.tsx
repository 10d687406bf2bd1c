import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchValue } from '@wl/shared/core';
import { ui } from '../stores/ui';
import { lazy } from '../lib/chunks';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/PageTitle';
import { launchUrl } from '../lib/hosts';

/** In-house games (BGS) come with their own chunk, loaded only when one is opened. */
const InHouseGame = lazy(() => import('../features/house-games/InHouseGame'));

/**
 * The game popup ("other games start in the route"): the vendor's page in an iframe, or
 * one of our in-house games. Modal gives the focus trap, Esc and the full-screen sheet on phones;
 * the full-screen button asks the browser for the whole screen for the game area.
 */
export default function GamePopup({ game }: { game: LaunchValue }) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const close = () => ui.close('game');
  const fullScreen = () => {
    const el = stage.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Modal title={game.gameName} onClose={close} size="lg" className="game-popup">
      <div className="game-popup__bar">
        {game.book === 'play' && <span className="game-popup__book">{t('lobby.playMoney')}</span>}
        <button type="button" className="btn btn--ghost btn--sm" onClick={fullScreen}>
          <Icon name="grid" size={16} aria-hidden="true" />
          {t('lobby.fullScreen')}
        </button>
      </div>
      <div ref={stage} className="game-popup__stage" data-testid="game-stage">
        {game.kind === 'iframe' ? (
          <iframe
            className="game-popup__frame"
            src={launchUrl(game.url)}
            title={game.gameName}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            data-testid="game-frame"
          />
        ) : (
          <Suspense fallback={<Spinner label={t('lobby.loading')} />}>
            <InHouseGame game={game.game} nodeId={game.nodeId} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
