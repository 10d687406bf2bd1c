import type { PaymentChannel } from './types.js';

/**
 * Manual bank transfer: the order shows the merchant's bank details and waits; staff approve it
 * (the member is credited) or reject it with a reason once they have checked the bank statement.
 */
export const bankChannel: PaymentChannel = {
  type: 'bank',
  manual: true,
  start: () => null,
  instructions: (_order, channel) => ({ redirectUrl: null, bankDetails: channel.bankDetails }),
};
