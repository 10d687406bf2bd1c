import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteTexts } from '@wl/shared/core';
import { siteApi } from '../api/site';
import { useSite } from '../stores/site';

/**
 * The footer's licence text and the agent invitation in the page's language: staff may translate
 * them (docs/LANGUAGES.md "Staff content per language"), and the gateway falls back to the site's
 * default language, then to the base text the site config carries. An English page on a site whose
 * default is English reads the base, so it asks nothing; the base shows until an answer arrives.
 */
export function useSiteTexts(): SiteTexts | null {
  const { i18n } = useTranslation();
  const { config } = useSite();
  const lang = (i18n.language || 'en').toUpperCase();
  const { data } = useQuery({
    queryKey: ['siteTexts', lang],
    queryFn: () => siteApi.texts(lang),
    enabled: !!config && (lang !== 'EN' || config.defaultLanguage !== 'EN'),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
  return data ?? config;
}
