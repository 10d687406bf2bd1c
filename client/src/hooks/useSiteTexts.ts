import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, type SiteConfig, type SiteTexts } from '@wl/shared/core';
import { call } from '../api/http';

/**
 * The footer's licence text and the agent invitation in the page's language: staff may translate
 * them (docs/LANGUAGES.md "Staff content per language"), and the gateway falls back to the site's
 * default language, then to the base text the site config carries. An English page on a site whose
 * default is English reads the base, so it asks nothing; the base shows until an answer arrives.
 * The config is handed in (not read from the site store here): the footer and the lazily loaded
 * agent login page share this module, and importing the store would split it and its imports out
 * of the first page's entry chunk.
 */
export function useSiteTexts(config: SiteConfig | null): SiteTexts | null {
  const { i18n } = useTranslation();
  const lang = (i18n.language || 'en').toUpperCase();
  const { data } = useQuery({
    queryKey: ['siteTexts', lang],
    queryFn: () => call(ENDPOINTS.siteTexts, { query: { lang } }),
    enabled: !!config && (lang !== 'EN' || config.defaultLanguage !== 'EN'),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
  return data ?? config;
}
