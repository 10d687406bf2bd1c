import type { BankDetails, ChannelType } from '@wl/shared';
import type { ChannelColumns } from '../../cashier/cashier-settings.js';

/** A payment channel as configured for one merchant (table payment_channels; its settings are the cashier's). */
export interface ChannelRow extends ChannelColumns {
  merchantId: number;
}

/** The fields of a deposit order a channel needs to start and describe a payment. */
export interface OrderForChannel {
  ref: string;
  merchantId: number;
  amount: number;
  fee: number;
  currency: string;
  externalRef: string | null;
}

/** What the member is shown to pay an open order: a payment page to open, or where to transfer. */
export interface PaymentInstructions {
  redirectUrl: string | null;
  bankDetails: BankDetails | null;
}

/**
 * A way of paying in, behind one interface so the sandbox and real gateways are interchangeable.
 * A channel starts a payment when an order is opened (a real gateway would be asked for a payment id here) and says how the member pays it. How the
 * money is confirmed differs: a gateway sends a signed callback (verified by its own route), a
 * bank transfer is approved by staff in the deposit queue.
 */
export interface PaymentChannel {
  readonly type: ChannelType;
  /** The provider's reference of the payment it starts for the order (null: nothing to start). */
  start(order: Omit<OrderForChannel, 'externalRef'>): string | null;
  instructions(order: OrderForChannel, channel: Pick<ChannelRow, 'bankDetails'>): PaymentInstructions;
  /** True when staff confirm the money by hand (approve / reject in the deposit queue). */
  readonly manual: boolean;
}
