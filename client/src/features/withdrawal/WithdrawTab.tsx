import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayeeAccount, WithdrawOverview } from '@wl/shared/core';
import { ApiError } from '../../api/http';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Field, FieldFrame, FormError } from '../../components/Field';
import { Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { WithdrawHistory } from './WithdrawHistory';
import { ChangePaymentPasswordForm, PayeeForm, PaymentPasswordForm, useRefusal } from './WithdrawSetup';
import { newActionKey, parseAmount } from '../../lib/money';
import { withdrawApi, withdrawQueries } from './withdrawApi';
import './withdraw.css';

/**
 * The withdraw tab: balance and limits, the payee bank account, the payment password
 * (set on first use), the request with a confirmation, and the member's withdrawals with the
 * receipt confirmation after payout. docs/CASHIER.md, "Withdrawals".
 */
export default function WithdrawTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const id = member?.id;
  const queries = useQueryClient();
  const overview = useQuery(withdrawQueries.overview(id));
  const payees = useQuery(withdrawQueries.payees(id));
  const [adding, setAdding] = useState(false);
  const refresh = () => void queries.invalidateQueries({ queryKey: withdrawQueries.root(id) });

  // A held, returned or credited amount changes what can be withdrawn and the list's states.
  useEffect(() => onEvent('balance:changed', withdrawQueries.root(id)), [id]);
  // Approved, rejected, paid out or confirmed: pushed with the change, so the list needs no polling.
  useEffect(() => onEvent('cashier:changed', (p) => (p.kind === 'withdrawal' ? withdrawQueries.root(id) : null)), [id]);

  if (overview.isPending || payees.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError || payees.isError) {
    return (
      <div className="wd">
        <FormError message={t('err.INTERNAL')} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={refresh}>
          {t('withdraw.retry')}
        </button>
      </div>
    );
  }
  const o = overview.data;
  const list = payees.data;
  return (
    <div className="wd">
      <Summary o={o} />
      {list.length > 0 && !adding && <PayeeList list={list} onAdd={() => setAdding(true)} />}
      {(list.length === 0 || adding) && (
        <PayeeForm
          payeeName={o.payeeName}
          currency={o.currency}
          onDone={() => {
            setAdding(false);
            refresh();
          }}
          onCancel={list.length > 0 ? () => setAdding(false) : undefined}
        />
      )}
      {!o.paymentPasswordSet && list.length > 0 && <PaymentPasswordForm onDone={refresh} />}
      {o.paymentPasswordSet && list.length > 0 && <RequestForm o={o} payees={list} onDone={refresh} />}
      {o.paymentPasswordSet && <ChangePaymentPasswordForm onRefused={refresh} />}
      <WithdrawHistory usualMinutes={o.usualPayoutMinutes} onChanged={refresh} />
    </div>
  );
}

function Summary({ o }: { o: WithdrawOverview }) {
  const { t } = useTranslation();
  const l = o.limits;
  const leftCount = Math.max(0, l.dailyCount - o.usedToday.count);
  const leftAmount = Math.max(0, l.dailyAmount - o.usedToday.amount);
  return (
    <dl className="wd-summary" data-testid="withdraw-summary">
      <div className="wd-summary__main">
        <dt>{t('withdraw.balance')}</dt>
        <dd className="wd-money" data-testid="withdraw-balance">
          {o.currency} {formatMoney(o.balance)}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.perRequest')}</dt>
        <dd className="wd-money">
          {formatMoney(l.minAmount)} – {formatMoney(l.maxAmount)}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.leftToday')}</dt>
        <dd className="wd-money">{t('withdraw.leftTodayValue', { count: leftCount, amount: formatMoney(leftAmount) })}</dd>
      </div>
    </dl>
  );
}

function PayeeList({ list, onAdd }: { list: PayeeAccount[]; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="wd-card" aria-labelledby="wd-payees">
      <div className="wd-card__head">
        <h3 id="wd-payees" className="wd-card__title">
          {t('withdraw.payees')}
        </h3>
        {list.length < 5 && (
          <button type="button" className="btn btn--outline btn--sm" onClick={onAdd}>
            {t('withdraw.addPayee')}
          </button>
        )}
      </div>
      <ul className="wd-payees">
        {list.map((p) => (
          <li key={p.id}>
            <strong>{p.bankName}</strong> <span className="muted">{p.accountName}</span> <span className="wd-money">{p.accountNumber}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestForm({ o, payees, onDone }: { o: WithdrawOverview; payees: PayeeAccount[]; onDone: () => void }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [payeeId, setPayeeId] = useState(payees[0]!.id);
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // One key per user action: a resend of the same action (after a network failure) reuses it.
  const action = useRef<{ key: string; sig: string } | null>(null);
  const send = useMutation({
    mutationFn: (v: { amount: number; key: string }) => withdrawApi.request({ amount: v.amount, payeeAccountId: payeeId, paymentPassword: pin }, v.key),
    onSuccess: () => {
      action.current = null;
      setAmountText('');
      setPin('');
      setDone(true);
      onDone();
    },
    onError: (e) => {
      setError(lockedText(e) ?? refusal(e));
      if (!(e && typeof e === 'object' && 'code' in e && e.code === 'INTERNAL')) action.current = null;
      if (e && typeof e === 'object' && 'code' in e && String(e.code).startsWith('PAYMENT_PASSWORD')) onDone();
    },
  });
  const locked = o.paymentPasswordLockedSeconds > 0;
  // BONUS_LOCKED in words, with the figures the gateway answered (they are fresher than the overview's).
  const lockedWords = (withdrawable: number, bonus: number) =>
    t('withdraw.bonusLocked', { withdrawable: formatMoney(withdrawable), locked: formatMoney(bonus), currency: o.currency });
  const lockedText = (e: unknown) => {
    if (!(e instanceof ApiError) || e.code !== 'BONUS_LOCKED') return null;
    const v = (e.value ?? {}) as { withdrawable?: unknown; locked?: unknown };
    return typeof v.withdrawable === 'number' && typeof v.locked === 'number' ? lockedWords(v.withdrawable, v.locked) : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    const amount = parseAmount(amountText);
    if (amount === null || amount <= 0) return setError(t('err.INVALID_AMOUNT'));
    if (amount < o.limits.minAmount) return setError(t('err.WITHDRAW_BELOW_MIN'));
    if (amount > o.limits.maxAmount) return setError(t('err.WITHDRAW_ABOVE_MAX'));
    if (amount > o.balance) return setError(t('err.INSUFFICIENT_BALANCE'));
    if (amount > o.withdrawable) return setError(lockedWords(o.withdrawable, o.bonusLocked));
    if (!pin) return setError(t('withdraw.pinRule'));
    const payee = payees.find((p) => p.id === payeeId)!;
    const ok = await ui.dialog({
      titleKey: 'withdraw.confirmTitle',
      messageKey: 'withdraw.confirmText',
      params: { amount: `${o.currency} ${formatMoney(amount)}`, bank: payee.bankName, account: payee.accountNumber },
      confirmKey: 'withdraw.submit',
      cancelKey: 'in_more_cancel',
    });
    if (!ok) return;
    const sig = `${amount}:${payeeId}`;
    if (action.current?.sig !== sig) action.current = { key: newActionKey(), sig };
    send.mutate({ amount, key: action.current.key });
  };

  return (
    <form className="form wd-card" onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-form">
      <h3 className="wd-card__title">{t('withdraw.requestTitle')}</h3>
      <FieldFrame id="wd-payee" label={t('withdraw.payTo')}>
        <select id="wd-payee" className="field__input wd-select" value={payeeId} onChange={(e) => setPayeeId(Number(e.target.value))}>
          {payees.map((p) => (
            <option key={p.id} value={p.id}>{`${p.bankName} · ${p.accountNumber}`}</option>
          ))}
        </select>
      </FieldFrame>
      <Field
        label={t('withdraw.amount', { currency: o.currency })}
        inputMode="decimal"
        value={amountText}
        onValue={setAmountText}
        required
        name="amount"
        autoComplete="off"
        hint={t('withdraw.amountHint', { min: formatMoney(o.limits.minAmount), max: formatMoney(Math.min(o.limits.maxAmount, o.withdrawable)) })}
      />
      <Field
        label={t('withdraw.pin')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={pin}
        onValue={setPin}
        required
        name="paymentPassword"
        disabled={locked}
      />
      {locked && (
        <p className="notice notice--warning" role="status">
          {t('withdraw.locked', { minutes: Math.ceil(o.paymentPasswordLockedSeconds / 60) })}
        </p>
      )}
      {o.bonusLocked > 0 && (
        <p className="wd-locked" data-testid="withdraw-withdrawable">
          {t('withdraw.withdrawableNow')}{' '}
          <strong className="wd-money">
            {o.currency} {formatMoney(o.withdrawable)}
          </strong>
          {' · '}
          {t('withdraw.lockedBonus')}{' '}
          <strong className="wd-money">
            {o.currency} {formatMoney(o.bonusLocked)}
          </strong>
        </p>
      )}
      <FormError message={error} />
      {done && (
        <p className="notice notice--success" role="status">
          {t('withdraw.requested')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={send.isPending || locked} aria-busy={send.isPending} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </button>
    </form>
  );
}
