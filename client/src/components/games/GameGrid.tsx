import type { GameCard } from '@wl/shared/core';
import { useTranslation } from 'react-i18next';
import { GameTile } from './GameTile';

export interface GameGridProps {
  cards: GameCard[];
  loading?: boolean;
  /** How many skeleton tiles stand in while loading (default 12). */
  skeletons?: number;
}

/** A responsive grid of game tiles; skeletons keep the layout while the first page loads. */
export function GameGrid({ cards, loading = false, skeletons = 12 }: GameGridProps) {
  const { t } = useTranslation();
  if (loading && cards.length === 0) {
    return (
      <div className="game-grid" role="status" aria-busy="true" aria-label={t('lobby.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="game-tile game-tile--skeleton" aria-hidden="true">
            <span className="game-tile__art" />
            <span className="game-tile__name" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="game-grid" aria-busy={loading || undefined}>
      {cards.map((card) => (
        <li key={card.nodeId} className="game-grid__item">
          <GameTile card={card} />
        </li>
      ))}
    </ul>
  );
}
