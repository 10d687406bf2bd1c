import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationChallenge } from '@wl/shared/core';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';

/** Second verification for a login from a new location (SMS, email, payee name, authenticator). */
export function VerifyStep({
  challenge,
  busy,
  error,
  onVerify,
  onCancel,
}: {
  challenge: VerificationChallenge;
  busy: boolean;
  error: string | null;
  onVerify: (answer: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const method = challenge.method;
  const numeric = method === 'SMS' || method === 'TOTP' || method === 'EMAIL';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onVerify(answer.trim());
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="verify-step">
      <div className="verify__intro">
        <span className="verify__icon">
          <Icon name="shield" size={26} />
        </span>
        <div>
          <h3 className="verify__title">{t('verify.title')}</h3>
          <p className="muted">{t(`verify.prompt.${method}`, { hint: challenge.hint, minutes: challenge.expiredMinutes })}</p>
        </div>
      </div>
      <Field
        label={t(`verify.label.${method}`)}
        name="answer"
        value={answer}
        onValue={setAnswer}
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete={numeric ? 'one-time-code' : 'off'}
        error={error}
        required
      />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('in_more_cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('common.pleaseWait') : t('verify.submit')}
        </button>
      </div>
    </form>
  );
}
