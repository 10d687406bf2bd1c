import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ArticleKind, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/** Blog and news (docs/PAGES.md): public reads, the same for every member of the site. */
export const ARTICLE_PAGE_SIZE = 6;

export const articleListQuery = (kind: ArticleKind, lang: string, page: number) =>
  queryOptions({
    queryKey: ['articles', kind, lang, page],
    queryFn: ({ signal }) => call(ENDPOINTS.articles, { query: { kind, lang, page, pageSize: ARTICLE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['articles', 'one', id],
    queryFn: ({ signal }) => call(ENDPOINTS.article, { params: { id }, signal }),
  });
