import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYEE_ACCOUNT_NUMBER_PATTERN, PAYMENT_PASSWORD_PATTERN, findPayeeBank, payeeBanksFor, type PayeeBank } from '@wl/shared/core';
import { problemFields, errorText } from '../../api/http';
import { Field, FieldFrame, FormError, type FieldProps } from '../../components/Field';
import { withdrawApi } from './withdrawApi';

/** A refusal as text: the field's key when the gateway names one (rule.DIGITS), else the code's text. */
export function useRefusal() {
  const { t } = useTranslation();
  return (e: unknown) => {
    const fields = problemFields(e);
    const key = Object.values(fields).find((k) => /^rule\.[A-Za-z]+$/.test(k));
    if (key) return t(key, { min: 6, max: 6 });
    const { key: code, fallback } = errorText(e);
    return t(code, { defaultValue: fallback });
  };
}

/** The six-digit payment password input; every one on this page differs only in its role. */
function PinField({ autoComplete = 'new-password', ...props }: Omit<FieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <Field type="password" inputMode="numeric" autoComplete={autoComplete} maxLength={6} required {...props} />;
}

/** A new payment password typed twice: the format first, then that the two agree. */
function newPinProblem(pin: string, again: string): string | null {
  if (!new RegExp(PAYMENT_PASSWORD_PATTERN).test(pin)) return 'withdraw.pinRule';
  if (pin !== again) return 'err.PASSWORD_MISMATCH';
  return null;
}

/** Set on first use: six digits, typed twice. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: withdrawApi.setPaymentPassword, onSuccess: onDone, onError: (e) => setError(refusal(e)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPinProblem(pin, again);
    if (problem) return setError(t(problem));
    setError(null);
    save.mutate({ paymentPassword: pin, confirmPaymentPassword: again });
  };
  return (
    <form className="form wd-card" onSubmit={submit} noValidate data-testid="withdraw-pin-form">
      <h3 className="wd-card__title">{t('withdraw.setPin')}</h3>
      <p className="muted">{t('withdraw.setPinIntro')}</p>
      <PinField label={t('withdraw.pin')} value={pin} onValue={setPin} hint={t('withdraw.pinRule')} name="paymentPassword" />
      <PinField label={t('withdraw.pinAgain')} value={again} onValue={setAgain} name="confirmPaymentPassword" />
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
        {t('withdraw.savePin')}
      </button>
    </form>
  );
}

/**
 * Binds a bank account or e-wallet in the member's payee name (the gateway refuses any other name).
 * Where the wallet currency has a list (shared payee-banks), the bank is picked from it, e-wallets
 * first; elsewhere it is typed.
 */
export function PayeeForm({
  payeeName,
  currency,
  onDone,
  onCancel,
}: {
  payeeName: string | null;
  currency: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listed = payeeBanksFor(currency);
  const ewallet = findPayeeBank(currency, bankName)?.kind === 'ewallet';
  const save = useMutation({ mutationFn: withdrawApi.bindPayee, onSuccess: onDone, onError: (e) => setError(refusal(e)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!bankName.trim() || !accountName.trim()) return setError(t('rule.required'));
    if (!new RegExp(PAYEE_ACCOUNT_NUMBER_PATTERN).test(accountNumber)) return setError(t('withdraw.accountNumberRule'));
    setError(null);
    save.mutate({ bankName: bankName.trim(), accountName: accountName.trim(), accountNumber });
  };
  return (
    <form className="form wd-card" onSubmit={submit} noValidate data-testid="withdraw-payee-form">
      <h3 className="wd-card__title">{t('withdraw.bindTitle')}</h3>
      <p className="muted">{payeeName ? t('withdraw.bindNamed', { name: payeeName }) : t('withdraw.bindFirst')}</p>
      {listed ? (
        <BankSelect banks={listed} value={bankName} onChange={setBankName} />
      ) : (
        <Field label={t('withdraw.bankName')} value={bankName} onValue={setBankName} maxLength={64} required name="bankName" autoComplete="off" />
      )}
      <Field
        label={t('withdraw.accountName')}
        value={accountName}
        onValue={setAccountName}
        maxLength={100}
        required
        name="accountName"
        autoComplete="name"
        readOnly={!!payeeName}
      />
      <Field
        label={t(ewallet ? 'withdraw.walletNumber' : 'withdraw.accountNumber')}
        value={accountNumber}
        onValue={(v) => setAccountNumber(v.replace(/\s/g, ''))}
        inputMode="numeric"
        maxLength={30}
        required
        name="accountNumber"
        autoComplete="off"
        hint={t(ewallet ? 'withdraw.walletNumberRule' : 'withdraw.accountNumberRule')}
      />
      <FormError message={error} />
      <div className="wd-actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('in_more_cancel')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {t('withdraw.bind')}
        </button>
      </div>
    </form>
  );
}

/** The banks and e-wallets of the currency, e-wallets first (most players here are paid to one). */
function BankSelect({ banks, value, onChange }: { banks: readonly PayeeBank[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const group = (kind: PayeeBank['kind']) => banks.filter((b) => b.kind === kind);
  return (
    <FieldFrame id="wd-bank" label={t('withdraw.bankOrWallet')} required>
      <select id="wd-bank" name="bankName" className="field__input wd-select" value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">{t('withdraw.chooseBank')}</option>
        {(['ewallet', 'bank'] as const).map((kind) => (
          <optgroup key={kind} label={t(`withdraw.bankKinds.${kind}`)}>
            {group(kind).map((b) => (
              <option key={b.name} value={b.name}>
                {b.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Change with the current payment password (docs/CASHIER.md). Folded behind a button: most visits
 * are for a withdrawal. Wrong current passwords count towards the same lock as a withdrawal's, so
 * after a refusal the tab refreshes its overview (which shows the lock).
 */
export function ChangePaymentPasswordForm({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation();
  const refusal = useRefusal();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [old, setOld] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = () => {
    setOld('');
    setPin('');
    setAgain('');
    setError(null);
  };
  const save = useMutation({
    mutationFn: withdrawApi.changePaymentPassword,
    onSuccess: () => {
      reset();
      setOpen(false);
      setDone(true);
    },
    onError: (e) => {
      setError(refusal(e));
      onRefused();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!old) return setError(t('rule.required'));
    const problem = newPinProblem(pin, again);
    if (problem) return setError(t(problem));
    if (pin === old) return setError(t('err.PAYMENT_PASSWORD_UNCHANGED'));
    setError(null);
    save.mutate({ oldPaymentPassword: old, paymentPassword: pin, confirmPaymentPassword: again });
  };
  if (!open) {
    return (
      <section className="wd-card" aria-labelledby="wd-change-pin">
        <div className="wd-card__head">
          <h3 id="wd-change-pin" className="wd-card__title">
            {t('withdraw.pin')}
          </h3>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
            data-testid="withdraw-change-pin"
          >
            {t('withdraw.changePin')}
          </button>
        </div>
        {done && (
          <p className="notice notice--success" role="status">
            {t('withdraw.pinChanged')}
          </p>
        )}
      </section>
    );
  }
  return (
    <form className="form wd-card" onSubmit={submit} noValidate data-testid="withdraw-change-pin-form">
      <h3 className="wd-card__title">{t('withdraw.changePin')}</h3>
      <p className="muted">{t('withdraw.changePinIntro')}</p>
      <PinField label={t('withdraw.oldPin')} autoComplete="current-password" value={old} onValue={setOld} name="oldPaymentPassword" />
      <PinField label={t('withdraw.newPin')} value={pin} onValue={setPin} hint={t('withdraw.pinRule')} name="paymentPassword" />
      <PinField label={t('withdraw.newPinAgain')} value={again} onValue={setAgain} name="confirmPaymentPassword" />
      <FormError message={error} />
      <div className="wd-actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            reset();
            setOpen(false);
          }}
        >
          {t('in_more_cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {t('withdraw.saveNewPin')}
        </button>
      </div>
    </form>
  );
}
