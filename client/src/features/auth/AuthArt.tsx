import { useTranslation } from 'react-i18next';
import { useSite } from '../../stores/site';
import { useFirstBanner } from '../../components/BannerSpot';

/**
 * The side panel of the login and register popups on wide screens: the operator's banner of the
 * popup's group (w_login, w_register) when there is one, else a drawn panel (nothing downloaded).
 * The panel is decoration (the modal hides it from screen readers): the banner's title is also
 * the phone's banner text above the form (BannerSpot in the modal).
 */
export function AuthArt({ variant }: { variant: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const banner = useFirstBanner(variant === 'login' ? 'w_login' : 'w_register');
  if (banner) {
    return (
      <div className={`auth-art auth-art--${variant} auth-art--banner`} data-testid={`auth-banner-${variant}`}>
        <img className="auth-art__banner" src={banner.url} alt="" decoding="async" />
      </div>
    );
  }
  return (
    <div className={`auth-art auth-art--${variant}`}>
      <svg viewBox="0 0 300 420" preserveAspectRatio="xMidYMid slice" className="auth-art__bg">
        <defs>
          <radialGradient id={`aa-glow-${variant}`} cx="50%" cy="38%" r="60%">
            <stop offset="0" stopColor="var(--accent)" stopOpacity=".45" />
            <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
          </radialGradient>
          <linearGradient id={`aa-gold-${variant}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1b8" />
            <stop offset=".5" stopColor="#f5c451" />
            <stop offset="1" stopColor="#a8701a" />
          </linearGradient>
        </defs>
        <rect width="300" height="420" fill="var(--surface-2)" />
        <rect width="300" height="420" fill={`url(#aa-glow-${variant})`} />
        <g fill="none" stroke="var(--accent)" strokeOpacity=".14">
          <circle cx="150" cy="160" r="70" />
          <circle cx="150" cy="160" r="110" />
          <circle cx="150" cy="160" r="150" />
        </g>
        {variant === 'login' ? (
          <g transform="translate(150 160)">
            <rect x="-58" y="-78" width="116" height="156" rx="14" fill="#f8f4ea" transform="rotate(-10)" />
            <rect x="-58" y="-78" width="116" height="156" rx="14" fill="#fbf8f0" stroke="#d9cba6" strokeWidth="2" transform="rotate(8)" />
            <text x="0" y="22" textAnchor="middle" fontSize="74" fill="#d23c3c" transform="rotate(8)">
              ♥
            </text>
          </g>
        ) : (
          <g transform="translate(150 160)">
            <ellipse rx="64" ry="60" fill={`url(#aa-gold-${variant})`} stroke="#8a5a12" strokeWidth="3" />
            <ellipse rx="46" ry="42" fill="none" stroke="#fff3c4" strokeOpacity=".6" strokeWidth="3" />
            <path d="M0-28 20 24H-20z" fill="#8a5a12" opacity=".55" />
          </g>
        )}
      </svg>
      <div className="auth-art__text">
        <strong>{config?.siteName}</strong>
        <span>{t(variant === 'login' ? 'login.artText' : 'register.artText')}</span>
      </div>
    </div>
  );
}
