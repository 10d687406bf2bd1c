import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/** The site's iOS and Android apps (docs/PAGES.md): public, the same for every visitor. */
export const appLinksQuery = () =>
  queryOptions({
    queryKey: ['site', 'appLinks'],
    queryFn: ({ signal }) => call(ENDPOINTS.appLinks, { signal }),
    staleTime: 5 * 60_000,
  });
