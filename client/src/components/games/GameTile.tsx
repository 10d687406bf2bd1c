import type { GameCard } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../hooks/useFavourites';
import { useVendorName } from '../../hooks/useGameMenus';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { Icon } from '../Icon';
import { GameImage } from './GameImage';
import { onlinePlayers } from './onlinePlayers';

export interface GameTileProps {
  card: GameCard;
  /** Style variant 1-5; defaults to 1. */
  variant?: number;
}

/**
 * A game card: fixed-ratio art, name, vendor, online players,
 * a maintenance badge and the favourite toggle. It launches and toggles by itself, so any list
 * (home lanes, game lists, the vendor-group popup) only hands it a card.
 */
export function GameTile({ card, variant = 1 }: GameTileProps) {
  const { t, i18n } = useTranslation();
  const launch = useLaunchGame();
  const { isFavourite, toggle } = useFavourites();
  const vendorName = useVendorName();
  const name = card.displayName || card.gameName;
  const fav = isFavourite(card.nodeId);
  const players = onlinePlayers(card.nodeId).toLocaleString(i18n.language);
  return (
    <article className={`game-tile game-tile--v${variant}${card.maintenance ? ' game-tile--off' : ''}`} data-testid="game-tile" data-node={card.nodeId}>
      {/* Only the art and the name sit in the play button, so its name reads "Play <game>" as shown. */}
      <button type="button" className="game-tile__open" onClick={() => void launch(card)} aria-label={t('lobby.playGame', { name })}>
        <span className="game-tile__art">
          <GameImage src={card.iconUrl} />
        </span>
        <span className="game-tile__name">{name}</span>
      </button>
      {card.maintenance && <span className="game-tile__badge game-tile__badge--off">{t('lobby.maintenance')}</span>}
      {!card.maintenance && card.isHot === 1 && <span className="game-tile__badge game-tile__badge--hot">{t('lobby.hot')}</span>}
      {!card.maintenance && card.isHot !== 1 && card.isNew && <span className="game-tile__badge game-tile__badge--new">{t('lobby.new')}</span>}
      <span className="game-tile__meta">
        <span className="game-tile__vendor">{vendorName(card.vassalage)}</span>
        <span className="game-tile__players" title={t('lobby.playersOnline', { count: players })}>
          <Icon name="users" size={14} aria-hidden="true" />
          <span className="sr-only">{t('lobby.playersOnline', { count: players })}</span>
          <span aria-hidden="true">{players}</span>
        </span>
      </span>
      <button
        type="button"
        className="game-tile__fav"
        aria-pressed={fav}
        aria-label={t(fav ? 'lobby.favouriteRemove' : 'lobby.favouriteAdd', { name })}
        onClick={() => toggle(card)}
        data-testid="favourite-toggle"
      >
        <Icon name="star" size={18} />
      </button>
    </article>
  );
}
