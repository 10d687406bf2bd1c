/**
 * Where a member can be paid, per wallet currency: the banks and e-wallets the payout desks of
 * these markets pay into. The withdraw form offers them as a list (no typing a bank's name, no
 * "BDO" and "Banco de Oro" for one bank), and binding a payee account refuses a name outside the
 * list of the member's currency (PAYEE_BANK_UNKNOWN). A currency without a list takes a typed name.
 * Account numbers stay digits only, which also fits e-wallets addressed by mobile number.
 */
export type PayeeBankKind = 'bank' | 'ewallet';
export interface PayeeBank {
  name: string;
  kind: PayeeBankKind;
}

const banks = (kind: PayeeBankKind, names: string[]): PayeeBank[] => names.map((name) => ({ name, kind }));

export const PAYEE_BANKS: Readonly<Record<string, readonly PayeeBank[]>> = {
  PHP: [
    ...banks('ewallet', ['GCash', 'Maya', 'GrabPay', 'ShopeePay']),
    ...banks('bank', ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank', 'Security Bank', 'PNB', 'RCBC', 'China Bank', 'EastWest']),
  ],
  THB: [...banks('ewallet', ['TrueMoney Wallet']), ...banks('bank', ['Bangkok Bank', 'Kasikornbank', 'SCB', 'Krungthai Bank', 'Krungsri', 'ttb', 'GSB'])],
  VND: [
    ...banks('ewallet', ['MoMo', 'ZaloPay']),
    ...banks('bank', ['Vietcombank', 'VietinBank', 'BIDV', 'Agribank', 'Techcombank', 'MB Bank', 'ACB', 'VPBank', 'Sacombank', 'TPBank']),
  ],
  IDR: [
    ...banks('ewallet', ['OVO', 'GoPay', 'DANA', 'ShopeePay']),
    ...banks('bank', ['BCA', 'Mandiri', 'BRI', 'BNI', 'CIMB Niaga', 'Danamon', 'Permata', 'BSI']),
  ],
  MYR: [
    ...banks('ewallet', ["Touch 'n Go eWallet", 'Boost', 'GrabPay']),
    ...banks('bank', ['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'AmBank', 'Bank Islam', 'BSN']),
  ],
  CNY: [
    ...banks('ewallet', ['Alipay', 'WeChat Pay']),
    ...banks('bank', ['ICBC', 'China Construction Bank', 'Agricultural Bank of China', 'Bank of China', 'Bank of Communications', 'China Merchants Bank']),
  ],
};

/** The list for a wallet currency, or null when the currency has none (a typed name is taken then). */
export const payeeBanksFor = (currency: string): readonly PayeeBank[] | null => PAYEE_BANKS[currency.toUpperCase()] ?? null;

/** The listed entry a typed or stored name stands for (case and spacing ignored), or null. */
export function findPayeeBank(currency: string, name: string): PayeeBank | null {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return payeeBanksFor(currency)?.find((b) => b.name.toLowerCase() === key) ?? null;
}
