import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { MemberMessagePage, OpenedMessage, SendMessageRequest, SendMessageValue, SentMessage, UnreadCount } from '../messages.js';
import { IdParams, Page, pageQuery } from '../paging.js';

/** The messages module's routes (gateway/src/modules/messages). */
export const MESSAGES_ROUTES = {
  unreadCount: { method: 'GET', path: API.unreadCount, response: UnreadCount },
  messages: { method: 'GET', path: API.messages, query: Type.Object(pageQuery(50, 20)), response: MemberMessagePage },
  message: { method: 'GET', path: API.message, params: IdParams, response: OpenedMessage },
  messagesReadAll: { method: 'POST', path: API.messagesReadAll, response: UnreadCount },
  messageDelete: { method: 'DELETE', path: API.message, params: IdParams, response: UnreadCount },
  staffMessagesPost: { method: 'POST', path: API.staffMessages, body: SendMessageRequest, response: SendMessageValue },
  staffMessages: { method: 'GET', path: API.staffMessages, query: Type.Object(pageQuery(100, 20)), response: Page(SentMessage) },
} as const satisfies RouteTable;
