import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { ChannelInput, StaffChannel, WalletModeSettings, WalletModeValue } from '../cashier-settings.js';
import { IdParams } from '../paging.js';

/** The cashier module's routes (gateway/src/modules/cashier). */
export const CASHIER_ROUTES = {
  staffCashierChannels: { method: 'GET', path: API.staffCashierChannels, response: Type.Array(StaffChannel) },
  staffCashierChannelsPost: { method: 'POST', path: API.staffCashierChannels, body: ChannelInput, response: StaffChannel },
  staffCashierChannel: { method: 'PUT', path: API.staffCashierChannel, body: ChannelInput, params: IdParams, response: StaffChannel },
  staffWalletMode: { method: 'GET', path: API.staffWalletMode, response: WalletModeValue },
  staffWalletModePut: { method: 'PUT', path: API.staffWalletMode, body: WalletModeSettings, response: WalletModeValue },
} as const satisfies RouteTable;
