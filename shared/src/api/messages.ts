import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_AUDIENCES, MESSAGE_LIMITS as L, type MessageAudience, type MessageFrom } from './message-rules.js';

/**
 * Internal messages (docs/MESSAGES.md): members and agents read theirs in the member
 * centre (`messageV2`), staff send from the console. Title and body are plain text: every screen
 * renders them as text, never as HTML.
 */

const FromSchema = Type.Unsafe<MessageFrom>({ type: 'string', enum: ['staff', 'system'] });
const AudienceSchema = Type.Unsafe<MessageAudience>({ type: 'string', enum: [...MESSAGE_AUDIENCES] });

/** One message in the member's list, newest first; `read` is false until the member opened it. */
export const MemberMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  from: FromSchema,
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type MemberMessage = Static<typeof MemberMessage>;

/** The CSP_unreadCount value; also the answer of every call that changes the count. */
export const UnreadCount = Type.Object({ unreadMessages: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

/** Opening a message: the message (now read) and the count after it. */
export const OpenedMessage = Type.Object({ message: MemberMessage, unreadMessages: Type.Integer({ minimum: 0 }) });
export type OpenedMessage = Static<typeof OpenedMessage>;

/** The list with the count beside it, so one answer can draw both the list and the badge. */
export const MemberMessagePage = Type.Object({
  list: Type.Array(MemberMessage),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  unreadMessages: Type.Integer({ minimum: 0 }),
});
export type MemberMessagePage = Static<typeof MemberMessagePage>;

const Username = Type.String({ minLength: 1, maxLength: L.username });

/**
 * POST /wps/support/messages. `usernames`: exactly one for `one`, 1 to 1,000 for `list`, none for
 * `everyone`, which must also say `confirm: true` (a slip of the API cannot reach every member).
 */
export const SendMessageRequest = Type.Object(
  {
    audience: AudienceSchema,
    usernames: Type.Optional(Type.Array(Username, { maxItems: L.recipients })),
    title: Type.String({ minLength: 1, maxLength: L.title }),
    body: Type.String({ minLength: 1, maxLength: L.body }),
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SendMessageRequest = Static<typeof SendMessageRequest>;

export const SendMessageValue = Type.Object({ id: Type.Integer(), recipients: Type.Integer() });
export type SendMessageValue = Static<typeof SendMessageValue>;

/** A sent message in the console: who it went to, how many it reached and how many read it. */
export const SentMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  audience: AudienceSchema,
  from: FromSchema,
  /** The staff member who sent it; null for a system message. */
  sender: Type.Union([Type.String(), Type.Null()]),
  /** The member's username when the audience is one member. */
  recipient: Type.Union([Type.String(), Type.Null()]),
  recipients: Type.Integer(),
  read: Type.Integer(),
  createdAt: Type.String(),
});
export type SentMessage = Static<typeof SentMessage>;
