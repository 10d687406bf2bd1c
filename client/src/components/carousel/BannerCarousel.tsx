import type { Banner } from '@wl/shared/core';
import { useNavigate } from 'react-router';
import { Carousel } from './Carousel';
import { bannerRules } from './rules';
import type { CSSProperties } from 'react';

export interface BannerCarouselProps {
  banners: Banner[];
  label: string;
  /** The page's game type: LIVE and SPORTS show one banner per view, others three. */
  gameType?: string;
  testId?: string;
}

/**
 * The generic banner carousel: the rules of bannerRules, and a click opens the banner's
 * link: a route of this site in place, another site in a new tab, nothing when it has none.
 */
export function BannerCarousel({ banners, label, gameType, testId }: BannerCarouselProps) {
  const navigate = useNavigate();
  const slides = banners.map((b, i) => {
    const img = (
      <img className="promo__img" src={b.url} alt={b.title} width={800} height={400} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" draggable={false} />
    );
    if (b.linkage === 'NONE' || !b.linkUrl)
      return (
        <div key={b.id} className="promo" data-testid="banner">
          {img}
        </div>
      );
    if (b.linkage === 'EXTERNAL') {
      return (
        <a key={b.id} className="promo" href={b.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="banner">
          {img}
        </a>
      );
    }
    return (
      <a
        key={b.id}
        className="promo"
        href={b.linkUrl}
        data-testid="banner"
        onClick={(e) => {
          // A route of this site changes the page without a reload.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate(b.linkUrl);
        }}
      >
        {img}
      </a>
    );
  });
  return <Carousel label={label} rules={bannerRules(banners.length, gameType)} slides={slides} testId={testId} className="banner-carousel" />;
}

/** The banner row's place while the banners load: three empty banners in the same geometry. */
export function BannerSkeleton({ gameType }: { gameType?: string }) {
  const rules = bannerRules(0, gameType);
  const style = { '--per-view': rules.perView, '--gap': `${rules.gap}px` } as CSSProperties;
  return (
    <div className="carousel" data-few="" style={style} aria-hidden="true">
      <div className="carousel__static">
        {Array.from({ length: Math.ceil(rules.perView) }, (_, i) => (
          <div key={i} className="carousel__slide">
            <div className="promo promo--skeleton" />
          </div>
        ))}
      </div>
    </div>
  );
}
