import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCard } from '@wl/shared/core';
import { Carousel } from '../../components/carousel/Carousel';
import { homeRailRules } from '../../components/carousel/rules';
import { GameTile } from '../../components/games/GameTile';
import { Icon, type IconName } from '../../components/Icon';

/** How many stand-in tiles fill a rail while it waits its turn (more than the widest view shows). */
const SKELETONS = 7;

export interface RailSectionProps {
  id: string;
  title: string;
  icon: IconName;
  /** "See all": the list route of the section. */
  more?: { to: string; label: string };
  /** Slides once loaded; null while waiting or loading (skeletons keep the space). */
  slides: ReactNode[] | null;
  empty?: string;
  testId: string;
  /** The skeleton of one slide (a game tile unless told). */
  skeleton?: () => ReactNode;
}

/** A home section with a title, a "see all" link and a 6.5-slide rail. */
export function RailSection({ id, title, icon, more, slides, empty, testId, skeleton = () => <TileSkeleton /> }: RailSectionProps) {
  const { t } = useTranslation();
  const loading = slides === null;
  return (
    <section className="home-section" aria-labelledby={id} aria-busy={loading || undefined} data-testid={testId}>
      <div className="home-section__head">
        <h2 id={id} className="section__title">
          <Icon name={icon} size={20} />
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="home-section__more">
            {more.label}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {loading || slides.length === 0 ? (
        <div className={loading ? undefined : 'home-empty'}>
          <div
            className="carousel"
            data-skeleton=""
            style={{ ['--per-view' as string]: homeRailRules().perView, ['--gap' as string]: `${homeRailRules().gap}px` }}
          >
            <div
              className="carousel__static"
              role={loading ? 'status' : undefined}
              aria-label={loading ? t('common.loading') : undefined}
              aria-hidden={loading ? undefined : true}
            >
              {Array.from({ length: SKELETONS }, (_, i) => (
                <div key={i} className="carousel__slide">
                  {skeleton()}
                </div>
              ))}
            </div>
          </div>
          {!loading && <p className="home-section__empty">{empty ?? t('home.emptyList')}</p>}
        </div>
      ) : (
        <Carousel label={title} rules={homeRailRules()} slides={slides} />
      )}
    </section>
  );
}

/**
 * A game tile's own markup with nothing in it (the text is a blank, the art a shimmer), so a
 * loaded rail takes exactly the place its skeleton held.
 */
export function TileSkeleton() {
  return (
    <div className="game-tile home-skeleton" aria-hidden="true">
      <div className="game-tile__open">
        <span className="game-tile__art" />
        <span className="game-tile__name">{'\u00a0'}</span>
      </div>
      <span className="game-tile__meta">
        <span>{'\u00a0'}</span>
        <span className="game-tile__players">
          <Icon name="users" size={14} />
          {'\u00a0'}
        </span>
      </span>
    </div>
  );
}

/** The same for a vendor tile (providers rail). */
export function VendorSkeleton() {
  return (
    <div className="vendor-tile vendor-tile--v1 home-skeleton" aria-hidden="true">
      <div className="vendor-tile__open">
        <span className="vendor-tile__art" />
        <span className="vendor-tile__head">
          <span className="vendor-tile__logo" />
          <span className="vendor-tile__name">{'\u00a0'}</span>
          <span className="vendor-tile__count">{'\u00a0'}</span>
        </span>
      </div>
      <button type="button" className="btn btn--primary btn--sm vendor-tile__start" tabIndex={-1} disabled>
        {'\u00a0'}
      </button>
    </div>
  );
}

export const gameSlides = (cards: GameCard[] | undefined): ReactNode[] | null =>
  cards ? cards.map((c) => <GameTile key={c.nodeId} card={c} variant={(c.nodeId % 5) + 1} />) : null;
