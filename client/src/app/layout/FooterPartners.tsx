import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_PATHS, useGameMenus } from '../../hooks/useGameMenus';
import { imageUrl } from '../../lib/hosts';

/**
 * The footer's partner vendors: every provider the site shows, as its logo, each a link to its
 * games (its first category, filtered to it). From the cached game menus, so no call of its own.
 */
export function FooterPartners() {
  const { t } = useTranslation();
  const { data } = useGameMenus();
  const vendors = data?.gameVendor ?? [];
  if (vendors.length === 0) return null;
  return (
    <section className="footer__partners" aria-labelledby="footer-partners">
      <h2 id="footer-partners" className="footer__heading">
        {t('footer.partners')}
      </h2>
      <ul className="partners" data-testid="footer-partners">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link to={`${CATEGORY_PATHS[v.gameTypes[0] ?? 'RNG']}?vassalage=${encodeURIComponent(v.vassalage)}`} className="partners__link">
              <img src={imageUrl(v.iconUrl)} alt={v.name} width={100} height={40} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
