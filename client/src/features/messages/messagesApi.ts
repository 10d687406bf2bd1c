import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/** Internal messages (docs/MESSAGES.md): the signed-in member's (or agent's) inbox. */
export const PAGE_SIZE = 10;

/** Every inbox key starts here, so an `unread:changed` push refreshes whichever page is on screen. */
export const messagesKey = (ownerId: number | undefined) => ['member', ownerId, 'messages'] as const;

export const messagesQuery = (ownerId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [...messagesKey(ownerId), page],
    queryFn: ({ signal }) => call(ENDPOINTS.messages, { query: { page, pageSize: PAGE_SIZE }, signal }),
    enabled: ownerId !== undefined,
  });

export const messagesApi = {
  /** Opening marks the message read; the answer carries the count after it. */
  open: (id: number) => call(ENDPOINTS.message, { params: { id } }),
  remove: (id: number) => call(ENDPOINTS.messageDelete, { params: { id } }),
  readAll: () => call(ENDPOINTS.messagesReadAll),
};
