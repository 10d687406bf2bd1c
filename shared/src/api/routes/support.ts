import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams, Page, pageQuery } from '../paging.js';
import { AdjustmentRequest, AdjustmentValue, BetRecordPage, JournalPage, RebateRequest, RecordsQuery } from '../records.js';
import { ReplayPage, ReplayQuery, StaffActionRow, StaffActionsQuery } from '../replay.js';
import { SiteConfig, SiteLogo, SiteSettingsUpdate } from '../site.js';
import { STAFF_QUEUES, type StaffQueue } from '../queue-rules.js';
import {
  AccountNote,
  AccountNoteRequest,
  AccountProfile,
  AccountRow,
  AccountStatusRequest,
  OutboxRow,
  SessionRow,
  StaffPasswordReset,
  StaffLoginRequest,
  StaffLoginValue,
} from '../staff.js';
import { StaffApproval, StaffApprovalList, StaffApprovalRefuse, StaffRoleList, StaffRoleParams, StaffRoleUpdate } from '../staff-permissions.js';

const PageQuery = pageQuery(100, 20);

/** The support module's routes (gateway/src/modules/support). */
export const SUPPORT_ROUTES = {
  staffAccounts: {
    method: 'GET',
    path: API.staffAccounts,
    query: Type.Object({
      kind: Type.Optional(Type.Union(['all', 'member', 'agent', 'trial'].map((k) => Type.Literal(k)))),
      q: Type.Optional(Type.String({ maxLength: 64 })),
      ...PageQuery,
    }),
    response: Page(AccountRow),
  },
  staffApprovals: { method: 'GET', path: API.staffApprovals, response: StaffApprovalList },
  staffApprovalApprove: { method: 'PUT', path: API.staffApprovalApprove, params: IdParams, response: StaffApproval },
  staffApprovalRefuse: { method: 'PUT', path: API.staffApprovalRefuse, body: StaffApprovalRefuse, params: IdParams, response: StaffApproval },
  staffAccountJournal: { method: 'GET', path: API.staffAccountJournal, query: RecordsQuery, params: IdParams, response: JournalPage },
  staffAccountAdjust: {
    method: 'POST',
    path: API.staffAccountAdjust,
    body: AdjustmentRequest,
    params: IdParams,
    headers: IdempotencyHeaders,
    response: AdjustmentValue,
  },
  staffAccountRebate: {
    method: 'POST',
    path: API.staffAccountRebate,
    body: RebateRequest,
    params: IdParams,
    headers: IdempotencyHeaders,
    response: AdjustmentValue,
  },
  staffAccountEvents: { method: 'GET', path: API.staffAccountEvents, query: ReplayQuery, params: IdParams, response: ReplayPage },
  staffActions: { method: 'GET', path: API.staffActions, query: StaffActionsQuery, response: Page(StaffActionRow) },
  staffRoles: { method: 'GET', path: API.staffRoles, response: StaffRoleList },
  staffRole: { method: 'PUT', path: API.staffRole, body: StaffRoleUpdate, params: StaffRoleParams, response: StaffRoleList },
  staffLogin: { method: 'POST', path: API.staffLogin, body: StaffLoginRequest, response: StaffLoginValue },
  staffMe: { method: 'GET', path: API.staffMe, response: StaffLoginValue.properties.staff },
  staffQueues: {
    method: 'GET',
    path: API.staffQueues,
    response: Type.Array(
      Type.Object({
        queue: Type.Unsafe<StaffQueue>({ type: 'string', enum: [...STAFF_QUEUES] }),
        count: Type.Integer(),
        oldestAt: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  },
  staffLogout: { method: 'DELETE', path: API.staffLogout, response: Type.Null() },
  staffAccount: { method: 'GET', path: API.staffAccount, params: IdParams, response: AccountProfile },
  staffAccountSessions: { method: 'GET', path: API.staffAccountSessions, query: Type.Object(PageQuery), params: IdParams, response: Page(SessionRow) },
  staffRevokeSession: { method: 'DELETE', path: API.staffRevokeSession, params: IdParams, response: Type.Null() },
  staffAccountStatus: { method: 'PUT', path: API.staffAccountStatus, params: IdParams, body: AccountStatusRequest, response: AccountProfile },
  staffAccountNotes: { method: 'GET', path: API.staffAccountNotes, params: IdParams, response: Type.Array(AccountNote) },
  staffAccountNotesPost: { method: 'POST', path: API.staffAccountNotes, params: IdParams, body: AccountNoteRequest, response: AccountNote },
  staffAccountPassword: { method: 'POST', path: API.staffAccountPassword, params: IdParams, response: StaffPasswordReset },
  staffAccountBets: { method: 'GET', path: API.staffAccountBets, params: IdParams, query: RecordsQuery, response: BetRecordPage },
  staffOutbox: {
    method: 'GET',
    path: API.staffOutbox,
    query: Type.Object({
      channel: Type.Optional(Type.Union([Type.Literal('sms'), Type.Literal('email')])),
      q: Type.Optional(Type.String({ maxLength: 64 })),
      ...PageQuery,
    }),
    response: Page(OutboxRow),
  },
  staffSettings: {
    method: 'GET',
    path: API.staffSettings,
    // currencyLocked: members hold wallets in the site's currency, so it can no longer change (CURRENCY_LOCKED).
    response: Type.Object({ site: SiteConfig, settings: Type.Unknown(), currencyLocked: Type.Boolean() }),
  },
  staffSettingsPut: { method: 'PUT', path: API.staffSettings, body: SiteSettingsUpdate, response: Type.Null() },
  staffSettingsLogo: { method: 'POST', path: API.staffSettingsLogo, response: SiteLogo },
} as const satisfies RouteTable;
