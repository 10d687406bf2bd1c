import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/**
 * Live hosts (docs/LIVE-MODELS.md): CBS_modelList and CBS_launchChat need no token;
 * the member's token goes with the launch when there is one, so the host sees the nickname.
 * Viewer counts move, so the list is read again every 30 s while it is on screen.
 */
export const LIST_SIZE = 20;
export const liveModelsKey = ['live-models', 'list'] as const;

export const liveModelsQuery = () =>
  queryOptions({
    queryKey: liveModelsKey,
    queryFn: ({ signal }) => call(ENDPOINTS.modelList, { query: { pageNo: 1, pageSize: LIST_SIZE }, signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });

export const launchChat = (modelId: number) => call(ENDPOINTS.launchChat, { body: { modelId } });
