import { useTranslation } from 'react-i18next';
import type { Banner } from '@wl/shared/core';
import { Carousel } from '../../components/carousel/Carousel';
import { homeRailRules } from '../../components/carousel/rules';
import { Icon } from '../../components/Icon';

/**
 * Facebook pages: the `w_facebook` banners as cards that open the page in a new tab.
 * No Facebook script or plugin is loaded: the page stays fast and nothing tracks a visitor.
 */
export function FacebookRail({ pages }: { pages: Banner[] | undefined }) {
  const { t } = useTranslation();
  const open = pages?.filter((p) => p.linkUrl);
  if (open?.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-facebook">
      <h2 id="home-facebook" className="section__title">
        {t('home.facebook')}
      </h2>
      <Carousel
        label={t('home.facebook')}
        rules={homeRailRules()}
        testId="facebook"
        slides={
          !open
            ? [0, 1, 2, 3].map((i) => <PageSkeleton key={i} />)
            : open.map((p) => (
                <a key={p.id} className="fb-card" href={p.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="facebook-page">
                  <img className="fb-card__img" src={p.url} alt="" width={800} height={400} loading="lazy" decoding="async" />
                  <span className="fb-card__foot">
                    <Icon name="facebook" size={18} />
                    <span className="fb-card__name">{p.title}</span>
                    <span className="fb-card__go">
                      {t('home.openPage')}
                      <span className="sr-only"> {t('home.newTab')}</span>
                    </span>
                  </span>
                </a>
              ))
        }
      />
    </section>
  );
}

function PageSkeleton() {
  return (
    <span className="fb-card" aria-hidden="true">
      <span className="fb-card__img fb-card__img--skeleton" />
      <span className="fb-card__foot">
        <Icon name="facebook" size={18} />
        <span className="fb-card__name">{'\u00a0'}</span>
      </span>
    </span>
  );
}
