import { useTranslation } from 'react-i18next';
import type { Country } from '@wl/shared/core';
import { Field } from '../../components/Field';
import { useProblemText } from '../../hooks/useProblemText';
import type { useSmsCountdown } from './hooks';

/** Mobile number with its dialling code; the code list comes from the site's countries. */
export function MobileField({
  countries,
  dialCode,
  onDialCode,
  value,
  onValue,
  error,
  label,
  required = true,
}: {
  countries: Country[];
  dialCode: string;
  onDialCode: (v: string) => void;
  value: string;
  onValue: (v: string) => void;
  error?: string | null;
  label?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const codes = [...new Set(countries.map((c) => c.countryDialingCode))];
  return (
    <Field
      label={label ?? t('form.mobile')}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      icon="phone"
      value={value}
      onValue={(s) => onValue(s.replace(/\D/g, ''))}
      error={error}
      required={required}
      maxLength={15}
      hint={t('form.mobileHint', { min: 6, max: 15 })}
      prefix={
        codes.length > 0 ? (
          <select className="field__prefix" value={dialCode} onChange={(e) => onDialCode(e.target.value)} aria-label={t('form.dialCode')}>
            {codes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        ) : undefined
      }
    />
  );
}

export interface SmsButtonState {
  canSend: boolean;
  sending: boolean;
  secondsLeft: number;
}

/** The code input with its send button; the countdown belongs to the smsCountdown machine. */
export function SmsCodeField({
  value,
  onValue,
  error,
  sms,
  onSend,
  required = true,
}: {
  value: string;
  required?: boolean;
  onValue: (v: string) => void;
  error?: string | null;
  sms: SmsButtonState;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const label = sms.sending ? t('sms.sending') : sms.secondsLeft > 0 ? t('sms.resendIn', { seconds: sms.secondsLeft }) : t('sms.send');
  return (
    <Field
      label={t('form.smsCode')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      icon="shield"
      value={value}
      onValue={(s) => onValue(s.replace(/\D/g, '').slice(0, 6))}
      error={error}
      required={required}
      maxLength={6}
      suffix={
        <button type="button" className="btn btn--outline sms-btn amount" onClick={onSend} disabled={!sms.canSend} data-testid="sms-send">
          {label}
        </button>
      }
    />
  );
}

/** The mobile number and its SMS code, as the login and forgot-password forms both ask for them. */
export function MobileCodeFields({
  countries,
  dialCode,
  mobileNum,
  code,
  change,
  err,
  sms,
}: {
  countries: Country[];
  dialCode: string;
  mobileNum: string;
  code: string;
  change: (field: 'countryDialingCode' | 'mobileNum' | 'verificationCode') => (v: string) => void;
  err: (field: 'mobileNum' | 'verificationCode') => string | null;
  sms: ReturnType<typeof useSmsCountdown>;
}) {
  const { problem } = useProblemText();
  return (
    <>
      <MobileField
        countries={countries}
        dialCode={dialCode}
        onDialCode={change('countryDialingCode')}
        value={mobileNum}
        onValue={change('mobileNum')}
        error={err('mobileNum') ?? problem(sms.problem)}
      />
      <SmsCodeField value={code} onValue={change('verificationCode')} error={err('verificationCode')} sms={sms} onSend={() => sms.send(mobileNum, dialCode)} />
    </>
  );
}
