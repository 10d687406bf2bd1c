import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@wl/shared/core';
import { bannerQuery } from '../api/banners';
import { safeUrl } from '../lib/links';

/** The first banner of a group in the page's language, or undefined (loading, or none). */
export function useFirstBanner(group: BannerGroup): Banner | undefined {
  const { i18n } = useTranslation();
  return useQuery(bannerQuery(group, i18n.language)).data?.[0];
}

/**
 * The first banner of a group, where a popup or menu has room for one (w_login, w_register,
 * w_forget, w_leftmenu): its image, linked when it links somewhere. Nothing while loading or when
 * the operator has none, so the place keeps its own look.
 */
export function BannerSpot({ group, className, fallback = null }: { group: BannerGroup; className?: string; fallback?: ReactNode }) {
  const banner = useFirstBanner(group);
  if (!banner) return <>{fallback}</>;
  const img = <img src={banner.url} alt={banner.title} loading="lazy" decoding="async" />;
  const href = banner.linkage !== 'NONE' && banner.linkUrl ? safeUrl(banner.linkUrl) : null;
  return (
    <div className={`banner-spot ${className ?? ''}`} data-testid={`banner-${group}`}>
      {href ? (
        <a href={href} target={banner.linkage === 'EXTERNAL' ? '_blank' : undefined} rel={banner.linkage === 'EXTERNAL' ? 'noopener noreferrer' : undefined}>
          {img}
        </a>
      ) : (
        img
      )}
    </div>
  );
}
