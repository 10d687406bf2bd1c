import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotField } from '@wl/machines';
import type { RegisterSettings } from '@wl/shared/core';
import { identityApi } from '../../api/identity';
import { ui } from '../../stores/ui';
import { Field, FormError, Tabs } from '../../components/Field';
import { BannerSpot } from '../../components/BannerSpot';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { useProblemText } from '../../hooks/useProblemText';
import { PATHS } from '../../lib/paths';
import { useForgotMachine, useSmsCountdown } from './hooks';
import { RequiredLegend } from './RequiredLegend';
import { MobileCodeFields } from './MobileFields';
import { PasswordField, UsernameField, useRuleHint } from './CredentialFields';
import { useAfterLogin } from './useAfterLogin';
import { defaultDialingCode, ruleOf, useRegisterSettings } from '../../hooks/useRegisterSettings';
import { useOnceWhen } from '../../hooks/useOnceWhen';

/** Forgot password: by email (temporary password mailed) or by phone (SMS code, new password). */
export default function ForgotModal() {
  const { t } = useTranslation();
  const { settings } = useRegisterSettings();
  return (
    <Modal title={t('forgot.title')} onClose={() => ui.close('forgot')} size="md">
      <BannerSpot group="w_forget" />
      {settings ? <ForgotForm settings={settings} /> : <Spinner label={t('common.loading')} />}
      <p className="form__switch">
        <button type="button" className="link" onClick={() => ui.open({ kind: 'login' })}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}

function ForgotForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const { problem, server } = useProblemText();
  const ruleHint = useRuleHint();
  const afterLogin = useAfterLogin();
  const [snap, send] = useForgotMachine({
    passwordRule: ruleOf(settings, 'password'),
    usernameRule: ruleOf(settings, 'username'),
    countryDialingCode: defaultDialingCode(settings),
  });
  const sms = useSmsCountdown((req) => identityApi.smsNoLogin(req.mobileNum, req.countryDialingCode, 'forgot'));
  const c = snap.context;
  const v = c.values;
  const busy = snap.hasTag('busy');

  // Email sent: a confirmation, then the popup closes.
  useOnceWhen(snap.matches('emailSent'), () => {
    ui.close('forgot');
    void ui.dialog({ messageKey: 'forgot.emailSent', tone: 'success' });
  });

  // Phone: the new password logged the member in; home.
  useOnceWhen(snap.matches('loggedIn') && !!c.result, () => afterLogin(c.result!, { destination: PATHS.home }));

  const change = (field: ForgotField) => (value: string) => send({ type: 'CHANGE', field, value });
  const err = (field: ForgotField) => problem(c.problems[field], field);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  if (snap.matches('passwordChanged')) {
    return (
      <div className="form">
        <p className="notice notice--success">{t('forgot.changedButLoginFailed')}</p>
        <FormError message={server(c.serverError)} />
        <button type="button" className="btn btn--primary btn--block" onClick={() => send({ type: 'RETRY_LOGIN' })}>
          {t('forgot.retryLogin')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forgot-form">
      <Tabs
        label={t('forgot.tabsLabel')}
        value={c.tab}
        onChange={(tab) => send({ type: 'SWITCH_TAB', tab })}
        tabs={[
          { id: 'email' as const, label: t('forgot.tabEmail') },
          { id: 'phone' as const, label: t('forgot.tabPhone') },
        ]}
      />
      <RequiredLegend />
      {c.tab === 'email' ? (
        <>
          <p className="muted">{t('forgot.emailIntro')}</p>
          <UsernameField value={v.username} onValue={change('username')} error={err('username')} />
          <Field
            label={t('form.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            icon="mail"
            value={v.email}
            onValue={change('email')}
            error={err('email')}
            required
          />
        </>
      ) : (
        <>
          <p className="muted">{t('forgot.phoneIntro')}</p>
          <MobileCodeFields
            countries={settings.countries}
            dialCode={v.countryDialingCode}
            mobileNum={v.mobileNum}
            code={v.verificationCode}
            change={change}
            err={err}
            sms={sms}
          />
          <PasswordField
            label={t('form.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={v.newPassword}
            onValue={change('newPassword')}
            error={err('newPassword')}
            hint={ruleHint(ruleOf(settings, 'password'))}
          />
        </>
      )}
      <FormError message={server(c.serverError)} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy}>
        {busy ? t('common.pleaseWait') : t('forgot.submit')}
      </button>
    </form>
  );
}
