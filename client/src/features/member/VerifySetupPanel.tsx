import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolment, VerifyMethod, VerifySetup } from '@wl/shared';
import { ApiError } from '../../api/http';
import { Field, FormError } from '../../components/Field';
import { QrCode } from '../../components/QrCode';
import { securityApi } from './securityApi';

type Choice = VerifyMethod | 'NONE';
const CHOICES: Choice[] = ['NONE', 'SMS', 'EMAIL', 'BANK_NAME', 'TOTP'];

/** A refusal as text: a field's i18n key (`rule.confirmation`) when the gateway names one, else its code. */
function refusalText(t: (k: string, o?: Record<string, unknown>) => string, e: unknown): string {
  if (e instanceof ApiError) {
    const fields = (e.value as { fields?: Record<string, string> } | null)?.fields ?? {};
    const key = Object.values(fields).find((k) => /^[a-z]+\.[A-Za-z]+$/.test(k));
    return key ? t(key) : t(`err.${e.code}`, { defaultValue: e.message });
  }
  return t('err.INTERNAL');
}

/**
 * How a login from a new IP is confirmed (spec 4): SMS, bound email, payee name, or an
 * authenticator enrolled by QR code and its first code. Methods need their detail bound first.
 */
export function VerifySetupPanel({ onChanged }: { onChanged?: (s: VerifySetup) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<VerifySetup | null>(null);
  const [choice, setChoice] = useState<Choice>('NONE');
  const [payeeName, setPayeeName] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    securityApi.setup().then((s) => {
      setSetup(s);
      setChoice(s.method ?? 'NONE');
    }, (e: unknown) => setError(refusalText(t, e)));
  }, []);

  const run = async (call: () => Promise<VerifySetup>) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const s = await call();
      setSetup(s);
      setEnrolment(null);
      setCode('');
      setPayeeName('');
      setSaved(true);
      onChanged?.(s);
    } catch (e) {
      setError(refusalText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const pick = (c: Choice) => {
    setChoice(c);
    setError(null);
    setSaved(false);
    if (c !== 'TOTP') setEnrolment(null);
  };

  const startTotp = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await securityApi.beginTotp());
    } catch (e) {
      setError(refusalText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice === 'TOTP') {
      if (!enrolment) return void startTotp();
      if (!/^\d{6}$/.test(code)) return setError(t('rule.confirmation'));
      return void run(() => securityApi.confirmTotp({ secret: enrolment.secret, enrolToken: enrolment.enrolToken, code }));
    }
    if (choice === 'BANK_NAME' && payeeName.trim() === '') return setError(t('rule.required'));
    void run(() => securityApi.setMethod({ method: choice, ...(choice === 'BANK_NAME' ? { payeeName } : {}) }));
  };

  if (!setup) return error ? <FormError message={error} /> : null;
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
          <p className="muted">{t('security.totpKey')} <code data-testid="totp-secret">{enrolment.secret}</code></p>
          <Field label={t('security.totpCode')} name="totpCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onValue={setCode} required />
        </div>
      )}
      <FormError message={error} />
      {saved && <p className="notice notice--success" role="status">{t('security.verifySaved')}</p>}
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} data-testid="verify-setup-submit">
        {choice === 'TOTP' && !enrolment ? t('security.totpStart') : t('security.verifySave')}
      </button>
    </form>
  );
}
