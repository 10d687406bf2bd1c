import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '@wl/shared';
import { siteApi } from '../api/site';

const cache = new Map<string, Promise<HelpArticle[]>>();

/** Help-centre articles in the current language (the gateway falls back to EN per article). */
export function useHelpArticles(): { articles: HelpArticle[] | null; failed: boolean } {
  const { i18n } = useTranslation();
  const lang = (i18n.language || 'en').toUpperCase();
  const [state, setState] = useState<{ lang: string; articles: HelpArticle[] | null; failed: boolean }>({ lang, articles: null, failed: false });
  useEffect(() => {
    let live = true;
    let p = cache.get(lang);
    if (!p) {
      p = siteApi.help(lang);
      cache.set(lang, p);
      p.catch(() => cache.delete(lang));
    }
    p.then(
      (articles) => live && setState({ lang, articles, failed: false }),
      () => live && setState({ lang, articles: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return state.lang === lang ? state : { articles: null, failed: false };
}
