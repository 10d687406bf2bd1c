import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '@wl/shared/core';
import { siteApi } from '../api/site';

/** Help articles change only when staff edit them: one fetch per language per visit is plenty. */
const HELP_STALE_MS = 10 * 60_000;

/**
 * Help-centre articles in the current language (the gateway falls back to EN per article). The
 * language is part of the query key, so switching language fetches that language's list; the
 * previous list stays on screen meanwhile, so the footer and the terms do not blink.
 */
export function useHelpArticles(): { articles: HelpArticle[] | null; failed: boolean } {
  const { i18n } = useTranslation();
  const lang = (i18n.language || 'en').toUpperCase();
  const { data, isError } = useQuery({
    queryKey: ['help', lang],
    queryFn: () => siteApi.help(lang),
    staleTime: HELP_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return { articles: data ?? null, failed: isError && !data };
}
