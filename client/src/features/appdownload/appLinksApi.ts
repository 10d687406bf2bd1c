import { queryOptions } from '@tanstack/react-query';
import { API, type AppLink } from '@wl/shared/core';
import { request } from '../../api/http';

/** The site's iOS and Android apps (docs/PAGES.md): public, the same for every visitor. */
export const appLinksQuery = () =>
  queryOptions({
    queryKey: ['site', 'appLinks'],
    queryFn: ({ signal }) => request<AppLink[]>(API.appLinks, { signal }),
    staleTime: 5 * 60_000,
  });
