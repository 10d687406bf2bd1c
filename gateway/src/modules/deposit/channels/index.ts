import type { ChannelType } from '@wl/shared';
import { bankChannel } from './bank.js';
import { sandboxChannel } from './sandbox.js';
import type { PaymentChannel } from './types.js';

/** Every channel type the gateway knows; a real gateway is one more entry here. */
const CHANNELS: Record<ChannelType, PaymentChannel> = { sandbox: sandboxChannel, bank: bankChannel };

export const channelOf = (type: ChannelType): PaymentChannel => CHANNELS[type];
export type { ChannelRow, PaymentChannel, PaymentInstructions } from './types.js';
