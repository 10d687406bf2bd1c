import { Link } from 'react-router';
import { PATHS } from '../lib/paths';

/**
 * The site mark, drawn here so the brand shows with no network. White-label: the monogram and
 * the name both come from the merchant's site name, the colours from its theme.
 */
export function Logo({ name, to = PATHS.home }: { name: string; to?: string }) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '';
  return (
    // No aria-label: the link's name is its visible text (WCAG 2.5.3, label in name); on the
    // narrowest screens the text is only visually hidden (layout.css), so the name stays.
    <Link to={to} className="logo">
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
      <span className="logo__text">{name}</span>
    </Link>
  );
}
