import { Link } from 'react-router';
import type { SiteConfig } from '@wl/shared/core';
import { PATHS } from '../lib/paths';
import { imageUrl } from '../lib/hosts';

/**
 * The site mark. White-label (docs/BRANDING.md): the operator's uploaded logo when there is one,
 * else a monogram drawn here from the site name (so the brand shows with no network), in the
 * theme's colours. The name is always the link's text; when the logo already spells it, the name
 * is only read out, not shown twice.
 */
export function Logo({ site, to = PATHS.home }: { site: SiteConfig | null; to?: string }) {
  const name = site?.siteName ?? '';
  const logo = site?.logo ?? null;
  const initial = [...name.trim()][0]?.toUpperCase() ?? '';
  return (
    // No aria-label: the link's name is its visible text (WCAG 2.5.3, label in name); on the
    // narrowest screens the text is only visually hidden (layout.css), so the name stays.
    <Link to={to} className="logo">
      {logo ? (
        <img className="logo__image" src={imageUrl(logo.path)} width={logo.width} height={logo.height} alt="" />
      ) : (
        <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" className="logo__mark">
          <defs>
            <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="var(--accent-hi)" />
              <stop offset="1" stopColor="var(--accent-lo)" />
            </linearGradient>
          </defs>
          <rect x="1" y="1" width="38" height="38" rx="10" fill="var(--surface-2)" stroke="url(#logo-g)" strokeWidth="1.5" />
          <text x="20" y="27.5" textAnchor="middle" fontSize="21" fontWeight="800" fontFamily="var(--font)" fill="url(#logo-g)">
            {initial}
          </text>
        </svg>
      )}
      <span className={logo && site?.logoShowsName ? 'sr-only' : 'logo__text'}>{name}</span>
    </Link>
  );
}
