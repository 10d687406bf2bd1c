import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginStep, type LoginField } from '@wl/machines';
import { useSite } from '../../stores/site';
import { CaptchaField } from '../../components/Captcha';
import { Checkbox, FormError, Tabs } from '../../components/Field';
import { useProblemText } from '../../hooks/useProblemText';
import { rememberCookie } from '../../lib/storage';
import { useLoginMachine, useSmsCountdown } from './hooks';
import { identityApi } from '../../api/identity';
import { MobileCodeFields } from './MobileFields';
import { PasswordField, UsernameField } from './CredentialFields';
import { VerifyStep } from './VerifyStep';
import { defaultDialingCode, useRegisterSettings } from '../../hooks/useRegisterSettings';
import { useAfterLogin } from './useAfterLogin';
import { useOnceWhen } from '../../hooks/useOnceWhen';

export interface LoginFormProps {
  loginPage: 'member' | 'agent';
  onForgot?: () => void;
  /** The agent page has no remember option. */
  allowRemember: boolean;
  /** Where to go after a member login (the agent page always goes to /agentHome). */
  destination?: string;
}

/** Username / SMS login, captcha when the server asks, second verification when it asks. */
export function LoginForm({ loginPage, onForgot, allowRemember, destination }: LoginFormProps) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const { settings } = useRegisterSettings();
  const { problem, server } = useProblemText();
  const afterLogin = useAfterLogin();
  const remembered = useRef(allowRemember ? rememberCookie.get() : '').current;
  const [snap, send] = useLoginMachine({
    loginPage,
    smsLoginEnabled: flags.SMS_LOGIN,
    username: remembered,
    remember: remembered !== '',
  });
  const sms = useSmsCountdown((req) => identityApi.smsNoLogin(req.mobileNum, req.countryDialingCode, 'login'));
  const c = snap.context;
  const v = c.values;
  const step = loginStep(snap);
  const busy = snap.hasTag('busy');

  // Countries arrive after the form; the first one is the default dialling code.
  const dial = defaultDialingCode(settings);
  useEffect(() => {
    if (dial && !v.countryDialingCode) send({ type: 'CHANGE', field: 'countryDialingCode', value: dial });
  }, [dial, v.countryDialingCode, send]);

  useOnceWhen(step === 'loggedIn' && !!c.result, () =>
    afterLogin(c.result!.value, { result: c.result!, username: v.username, password: v.password, destination }),
  );

  if (step === 'verifying' && c.challenge) {
    return (
      <VerifyStep
        challenge={c.challenge}
        busy={busy}
        error={problem(c.errors.answer) ?? server(c.serverError)}
        onVerify={(answer) => send({ type: 'VERIFY', answer })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    );
  }

  const err = (f: LoginField) => problem(c.errors[f], f);
  const change = (field: 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode' | 'countryDialingCode') => (value: string) =>
    send({ type: 'CHANGE', field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`login-form-${loginPage}`}>
      <Tabs
        label={t('login.tabsLabel')}
        value={v.type}
        onChange={(tab) => send({ type: 'SWITCH_TAB', tab })}
        tabs={[{ id: 'username' as const, label: t('login.tabUsername') }, ...(c.smsLoginEnabled ? [{ id: 'sms' as const, label: t('login.tabSms') }] : [])]}
      />
      {v.type === 'username' ? (
        <>
          <UsernameField value={v.username} onValue={change('username')} error={err('username')} />
          <PasswordField
            label={t('form.password')}
            name="password"
            autoComplete="current-password"
            value={v.password}
            onValue={change('password')}
            error={err('password')}
          />
          {c.showCaptcha && (
            <CaptchaField
              value={v.captcha}
              onValue={change('captcha')}
              image={c.captchaImage}
              error={err('captcha') ?? server(c.captchaError)}
              loading={snap.matches({ active: { captcha: 'loading' } })}
              onRefresh={() => send({ type: 'CAPTCHA_REFRESH' })}
            />
          )}
        </>
      ) : (
        <MobileCodeFields
          countries={settings?.countries ?? []}
          dialCode={v.countryDialingCode}
          mobileNum={v.mobileNum}
          code={v.verificationCode}
          change={change}
          err={err}
          sms={sms}
        />
      )}
      {(allowRemember || onForgot) && (
        <div className="form__row">
          {allowRemember && v.type === 'username' ? (
            <Checkbox checked={v.remember} onChange={(on) => send({ type: 'CHANGE', field: 'remember', value: on })}>
              {t('login.remember')}
            </Checkbox>
          ) : (
            <span />
          )}
          {onForgot && (
            <button type="button" className="link" onClick={onForgot}>
              {t('login.forgot')}
            </button>
          )}
        </div>
      )}
      <FormError message={server(c.serverError)} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy} data-testid="login-submit">
        {busy ? t('common.pleaseWait') : t('login.submit')}
      </button>
    </form>
  );
}
