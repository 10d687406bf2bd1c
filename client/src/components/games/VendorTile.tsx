import type { GameType, VendorInfo } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { GameImage } from './GameImage';

export interface VendorTileProps {
  vendor: VendorInfo;
  gameType: GameType;
  /** Style variant 1-5: the vendor's node id modulo 5 plus 1 (tileVariant). */
  variant: number;
  /** A game image of the vendor (its lane's first card), lazily loaded. */
  image?: string;
}

/**
 * A vendor tile: vendor icon, a lazily loaded game image, and a start button
 * (in_immediate_game) unless the vendor is a live casino. A click launches the vendor.
 */
export function VendorTile({ vendor, gameType, variant, image }: VendorTileProps) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const start = () => void launch({ gameType, vassalage: vendor.vassalage, maintenance: vendor.maintenance, gameName: vendor.name });
  return (
    <article className={`vendor-tile vendor-tile--v${variant}${vendor.maintenance ? ' vendor-tile--off' : ''}`} data-testid="vendor-tile">
      <button type="button" className="vendor-tile__open" onClick={start}>
        <span className="vendor-tile__art">
          <GameImage src={image ?? ''} icon="grid" />
        </span>
        <span className="vendor-tile__head">
          <GameImage src={vendor.iconUrl} className="vendor-tile__logo" icon="grid" />
          <span className="vendor-tile__name">{vendor.name}</span>
          <span className="vendor-tile__count">{t('lobby.gameCount', { count: vendor.gameCount })}</span>
        </span>
        {vendor.maintenance && <span className="game-tile__badge game-tile__badge--off">{t('lobby.maintenance')}</span>}
      </button>
      {gameType !== 'LIVE' && !vendor.maintenance && (
        <button type="button" className="btn btn--primary btn--sm vendor-tile__start" onClick={start} tabIndex={-1} aria-hidden="true">
          {t('in_immediate_game')}
        </button>
      )}
    </article>
  );
}
