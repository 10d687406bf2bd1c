import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VerifyMethod, VerifySetup } from '@wl/shared/core';
import { ApiError, problemFields } from '../../api/http';
import { useSession } from '../../session/session';
import { Field, FormError } from '../../components/Field';
import { QrCode } from '../../components/QrCode';
import { securityApi, securityQueries } from './securityApi';

type Choice = VerifyMethod | 'NONE';
const CHOICES: Choice[] = ['NONE', 'SMS', 'EMAIL', 'BANK_NAME', 'TOTP'];

/** A refusal as text: a field's i18n key (`rule.confirmation`) when the gateway names one, else its code. */
function refusalText(t: (k: string, o?: Record<string, unknown>) => string, e: unknown): string {
  if (e instanceof ApiError) {
    const fields = problemFields(e);
    const key = Object.values(fields).find((k) => /^[a-z]+\.[A-Za-z]+$/.test(k));
    return key ? t(key) : t(`err.${e.code}`, { defaultValue: e.message });
  }
  return t('err.INTERNAL');
}

/**
 * How a login from a new IP is confirmed: SMS, bound email, payee name, or an
 * authenticator enrolled by QR code and its first code. Methods need their detail bound first.
 */
export function VerifySetupPanel() {
  const { t } = useTranslation();
  const { member } = useSession();
  const setupQuery = securityQueries.verifySetup(member?.id);
  const { data: setup, error: loadError } = useQuery(setupQuery);
  const queries = useQueryClient();
  // Until the member picks, the choice shown is the method the gateway has.
  const [picked, setPicked] = useState<Choice | null>(null);
  const choice: Choice = picked ?? setup?.method ?? 'NONE';
  const [payeeName, setPayeeName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A save answers with the new setup: it goes straight into the cache (the tab's summary too).
  const save = useMutation({
    mutationFn: (call: () => Promise<VerifySetup>) => call(),
    onSuccess: (s) => {
      queries.setQueryData(setupQuery.queryKey, s);
      totp.reset();
      setCode('');
      setPayeeName('');
    },
    onError: (e) => setError(refusalText(t, e)),
  });
  const totp = useMutation({ mutationFn: securityApi.beginTotp, onError: (e) => setError(refusalText(t, e)) });
  const enrolment = totp.data ?? null;
  const busy = save.isPending || totp.isPending;
  const saved = save.isSuccess;

  const run = (call: () => Promise<VerifySetup>) => {
    setError(null);
    save.mutate(call);
  };

  const pick = (c: Choice) => {
    setPicked(c);
    setError(null);
    save.reset();
    if (c !== 'TOTP') totp.reset();
  };

  const startTotp = () => {
    setError(null);
    totp.mutate();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice === 'TOTP') {
      if (!enrolment) return startTotp();
      if (!/^\d{6}$/.test(code)) return setError(t('rule.confirmation'));
      return void run(() => securityApi.confirmTotp({ secret: enrolment.secret, enrolToken: enrolment.enrolToken, code }));
    }
    if (choice === 'BANK_NAME' && payeeName.trim() === '') return setError(t('rule.required'));
    void run(() => securityApi.setMethod({ method: choice, ...(choice === 'BANK_NAME' ? { payeeName } : {}) }));
  };

  if (!setup) return loadError ? <FormError message={refusalText(t, loadError)} /> : null;
  const available = (c: Choice) => c === 'NONE' || setup.available[c];
  return (
    <form className="form verify-setup" onSubmit={submit} noValidate data-testid="verify-setup">
      <p className="muted">{t('security.verifyIntro')}</p>
      <fieldset className="verify-setup__choices">
        <legend className="field__label">{t('security.verifyMethod')}</legend>
        {CHOICES.map((c) => (
          <label key={c} className="verify-setup__choice">
            <input type="radio" name="verifyMethod" value={c} checked={choice === c} disabled={!available(c)} onChange={() => pick(c)} />
            <span>{t(`security.methods.${c}`)}</span>
            {!available(c) && <span className="muted"> · {t('security.needsBinding')}</span>}
          </label>
        ))}
      </fieldset>
      {choice === 'BANK_NAME' && (
        <Field label={t('security.payeeNameAgain')} name="payeeName" icon="user" value={payeeName} onValue={setPayeeName} autoComplete="off" required />
      )}
      {choice === 'TOTP' && enrolment && (
        <div className="verify-setup__totp">
          <p className="muted">{t('security.totpScan')}</p>
          <QrCode value={enrolment.uri} size={160} label={t('security.totpQr')} />
          <p className="muted">
            {t('security.totpKey')} <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <Field
            label={t('security.totpCode')}
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValue={setCode}
            required
          />
        </div>
      )}
      <FormError message={error} />
      {saved && (
        <p className="notice notice--success" role="status">
          {t('security.verifySaved')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} data-testid="verify-setup-submit">
        {choice === 'TOTP' && !enrolment ? t('security.totpStart') : t('security.verifySave')}
      </button>
    </form>
  );
}
