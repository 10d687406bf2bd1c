import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@wl/shared/core';
import { Modal } from '../../components/Modal';
import { formatMoney, formatTimestampAt, utcOffsetLabel } from '../../lib/format';

/**
 * The receipt of a paid deposit: what the member can keep or show (reference, amount, fee, what
 * was paid, channel, the time paid in the merchant's zone with its offset, status). Printing uses
 * the page's print stylesheet (deposit.css), which prints this receipt alone.
 */
export function DepositReceiptButton({ order, utcOffsetMinutes }: { order: DepositOrder; utcOffsetMinutes: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm deposit__receipt-btn"
        onClick={() => setOpen(true)}
        aria-label={t('deposit.receipt.openOne', { ref: order.ref })}
        data-testid="deposit-receipt-open"
      >
        {t('deposit.receipt.open')}
      </button>
      {open && <DepositReceipt order={order} utcOffsetMinutes={utcOffsetMinutes} onClose={() => setOpen(false)} />}
    </>
  );
}

function DepositReceipt({ order, utcOffsetMinutes, onClose }: { order: DepositOrder; utcOffsetMinutes: number; onClose(): void }) {
  const { t } = useTranslation();
  const money = (n: number) => `${formatMoney(n)} ${order.currency}`;
  const rows: [string, string][] = [
    [t('deposit.receipt.ref'), order.ref],
    [t('deposit.receipt.amount'), money(order.amount)],
    [t('deposit.receipt.fee'), money(order.fee)],
    [t('deposit.receipt.paid'), money(order.payable)],
    [t('deposit.receipt.channel'), `${order.channelName} (${t(`deposit.types.${order.channelType}`)})`],
    [t('deposit.receipt.time', { zone: utcOffsetLabel(utcOffsetMinutes) }), order.settledAt ? formatTimestampAt(order.settledAt, utcOffsetMinutes) : '—'],
    [t('deposit.receipt.status'), t(`deposit.status.${order.status}`)],
  ];
  return (
    <Modal title={t('deposit.receipt.title')} onClose={onClose} size="sm" variant="dialog" className="deposit-receipt">
      <dl className="deposit-receipt__facts" data-testid="deposit-receipt">
        {rows.map(([k, v]) => (
          <div key={k} className="deposit-receipt__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {order.memberMessage && <p className="deposit-receipt__note">{t('deposit.memberMessage', { text: order.memberMessage })}</p>}
      <div className="deposit-receipt__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => window.print()} data-testid="deposit-receipt-print">
          {t('deposit.receipt.print')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          {t('listener.close')}
        </button>
      </div>
    </Modal>
  );
}
