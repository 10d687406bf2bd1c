import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DepositOrder } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { CopyButton } from '../../components/CopyButton';
import { Icon } from '../../components/Icon';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { depositQueries } from './depositApi';
import { DepositReceiptButton } from './DepositReceipt';

type Step = 'order' | 'pay' | 'credited';
const STEPS: Step[] = ['order', 'pay', 'credited'];

/**
 * What to do next with one order, in place of the form: the payment page to open, or the bank
 * details to copy; then "payment received" with its receipt, or what went wrong. The order is
 * read by reference and refreshed by the pushed `cashier:changed` (DepositTab), so the panel turns
 * to "received" the moment the credit commits, in this tab and in the payment page's tab alike.
 * Each change of state moves focus to the panel's heading, which says what happened.
 */
export function DepositNextStep({ first, reference, onAgain }: { first?: DepositOrder; reference: string; onAgain(): void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const query = useQuery(depositQueries.order(member?.id, reference));
  const order = query.data ?? first;
  const heading = useRef<HTMLHeadingElement>(null);
  const status = order?.status;

  useEffect(() => {
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    h.closest('section')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [status]);

  if (!order) {
    return (
      <section className="deposit-next" aria-labelledby="deposit-next-title" data-testid="deposit-next">
        <h3 id="deposit-next-title" ref={heading} tabIndex={-1}>
          {query.isError ? t('deposit.next.notFound') : t('common.loading')}
        </h3>
        {query.isError && (
          <button type="button" className="btn btn--primary" onClick={onAgain}>
            {t('deposit.next.again')}
          </button>
        )}
      </section>
    );
  }

  const at = order.status === 'paid' ? 2 : 1;
  const money = `${formatMoney(order.amount)} ${order.currency}`;
  return (
    <section
      className={`deposit-next deposit-next--${order.status}`}
      aria-labelledby="deposit-next-title"
      data-testid="deposit-next"
      data-status={order.status}
    >
      <ol className="deposit-next__steps" aria-label={t('deposit.next.progress')}>
        {STEPS.map((s, i) => (
          <li key={s} className={i < at ? 'is-done' : i === at ? 'is-now' : ''} aria-current={i === at ? 'step' : undefined}>
            <span className="deposit-next__dot" aria-hidden="true">
              {i < at || order.status === 'paid' ? <Icon name="check" size={12} /> : i + 1}
            </span>
            {t(`deposit.next.step.${s}`)}
          </li>
        ))}
      </ol>
      <h3 id="deposit-next-title" className="deposit-next__title" ref={heading} tabIndex={-1}>
        {order.status === 'paid' && <Icon name="check" size={20} className="deposit-next__ok" />}
        {t(titleKey(order))}
      </h3>
      <p className="muted">
        {t('deposit.orderRef', { ref: order.ref })} · {formatMoney(order.payable)} {order.currency}
      </p>
      {order.status === 'pending' && (
        <>
          <Pending order={order} />
          {/* The order stays open (and listed below) while the member starts another one. */}
          <button type="button" className="btn btn--ghost btn--sm" onClick={onAgain} data-testid="deposit-again">
            {t('deposit.next.again')}
          </button>
        </>
      )}
      {order.status === 'paid' && (
        <>
          <p data-testid="deposit-next-credited">{t('deposit.next.creditedText', { amount: money })}</p>
          {order.memberMessage && <p className="muted">{t('deposit.memberMessage', { text: order.memberMessage })}</p>}
          <div className="deposit-next__actions">
            {query.data && <DepositReceiptButton order={query.data} utcOffsetMinutes={query.data.utcOffsetMinutes} />}
            <Link className="btn btn--primary" to="/">
              {t('deposit.next.play')}
            </Link>
            <button type="button" className="btn btn--ghost" onClick={onAgain} data-testid="deposit-again">
              {t('deposit.next.again')}
            </button>
          </div>
        </>
      )}
      {order.status !== 'pending' && order.status !== 'paid' && (
        <>
          <p>{order.memberMessage ? t('deposit.memberMessage', { text: order.memberMessage }) : t(`deposit.next.${order.status}Text`)}</p>
          <button type="button" className="btn btn--primary" onClick={onAgain} data-testid="deposit-again">
            {t('deposit.next.again')}
          </button>
        </>
      )}
    </section>
  );
}

function titleKey(o: DepositOrder): string {
  if (o.status !== 'pending') return `deposit.next.title.${o.status}`;
  return o.channelType === 'bank' ? 'deposit.bankTitle' : 'deposit.payTitle';
}

/** Still open: the page to pay on, or the account to transfer to, each value with its copy button. */
function Pending({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const amount = formatMoney(order.payable);
  return (
    <>
      {order.redirectUrl && (
        <>
          <p>{t('deposit.payText')}</p>
          <a className="btn btn--primary btn--lg" href={order.redirectUrl} target="_blank" rel="noopener" data-testid="deposit-pay-link">
            {t('deposit.openPayment')} <Icon name="link" size={16} />
          </a>
        </>
      )}
      {order.bankDetails && (
        <>
          <dl className="deposit__bank">
            <BankLine label={t('deposit.bank.bankName')} value={order.bankDetails.bankName} />
            <BankLine label={t('deposit.bank.accountName')} value={order.bankDetails.accountName} />
            <BankLine label={t('deposit.bank.accountNumber')} value={order.bankDetails.accountNumber} mono testId="copy-account" />
            <BankLine label={t('deposit.bank.amount')} value={amount} shown={`${amount} ${order.currency}`} />
            <BankLine label={t('deposit.bank.reference')} value={order.ref} mono testId="copy-reference" />
          </dl>
          {order.bankDetails.note && <p className="muted">{order.bankDetails.note}</p>}
        </>
      )}
      <p className="deposit__waiting" data-testid="deposit-waiting">
        <span className="deposit__pulse" aria-hidden="true" />
        {t(order.channelType === 'bank' ? 'deposit.waitingApproval' : 'deposit.next.waitingPayment')}
      </p>
      <p className="muted deposit-next__expires">{t('deposit.next.payBefore', { time: formatTimestamp(new Date(order.expiresAt)) })}</p>
    </>
  );
}

function BankLine({ label, value, shown, mono, testId }: { label: string; value: string; shown?: string; mono?: boolean; testId?: string }) {
  return (
    <div className="deposit__bank-row">
      <dt>{label}</dt>
      <dd className={mono ? 'deposit__mono' : undefined}>{shown ?? value}</dd>
      <dd className="deposit__bank-copy">
        <CopyButton value={value} what={label} testId={testId} />
      </dd>
    </div>
  );
}
