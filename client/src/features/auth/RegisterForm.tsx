import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTHDAY_MAX_YEARS, LICENCE_AGE, type FieldRule, type RegisterSettings } from '@wl/shared/core';
import { identityApi } from '../../api/identity';
import { ui } from '../../stores/ui';
import { CaptchaField } from '../../components/Captcha';
import { Checkbox, Field, FormError, Tabs } from '../../components/Field';
import { Icon, type IconName } from '../../components/Icon';
import { useProblemText } from '../../hooks/useProblemText';
import { useRegistrationMachine, useSmsCountdown } from './hooks';
import { MobileField, SmsCodeField } from './MobileFields';
import { RequiredLegend } from './RequiredLegend';
import { PasswordField, UsernameField, useRuleHint } from './CredentialFields';
import { TermsPanel } from './TermsPanel';
import { useAfterLogin } from './useAfterLogin';
import { useCaptchaImage } from './useCaptchaImage';
import { defaultDialingCode } from '../../hooks/useRegisterSettings';
import { PATHS } from '../../lib/paths';
import { safeUrl } from '../../lib/links';
import { useOnceWhen } from '../../hooks/useOnceWhen';

/** Optional fields the site may show, in display order, with their input hints. */
const EXTRA_FIELDS: { field: string; icon: IconName; type?: string; inputMode?: 'numeric' | 'email' | 'text'; autoComplete?: string }[] = [
  { field: 'email', icon: 'mail', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'payeeName', icon: 'user', autoComplete: 'name' },
  { field: 'affiliateCode', icon: 'users', autoComplete: 'off' },
  { field: 'recommenderId', icon: 'users', autoComplete: 'off' },
  { field: 'qqNum', icon: 'link', inputMode: 'numeric' },
  { field: 'line', icon: 'link' },
  { field: 'whatsapp', icon: 'phone', inputMode: 'numeric' },
  { field: 'facebook', icon: 'facebook' },
  { field: 'wechat', icon: 'link' },
  { field: 'idNumber', icon: 'shield' },
  { field: 'paymentPassword', icon: 'lock', type: 'password', inputMode: 'numeric', autoComplete: 'off' },
];

/** Bounds of the date picker: no future day, nothing more than BIRTHDAY_MAX_YEARS back. */
function birthdayBounds(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return { min: `${String(now.getUTCFullYear() - BIRTHDAY_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`, max: today };
}

/** Fields whose format people cannot guess get the rule as a hint before they type. */
const HINTED = new Set(['username', 'password', 'paymentPassword', 'idNumber']);

export function RegisterForm({ settings, referralCode }: { settings: RegisterSettings; referralCode?: string }) {
  const { t } = useTranslation();
  const { problem, server } = useProblemText();
  const afterLogin = useAfterLogin();
  const [snap, send] = useRegistrationMachine({
    settings,
    referralCode,
    domain: window.location.hostname,
    registerUrl: window.location.href,
    values: { countryDialingCode: defaultDialingCode(settings) },
  });
  const c = snap.context;
  const v = c.values;
  const busy = snap.hasTag('busy');
  const captcha = useCaptchaImage(settings.captcha, c.serverError);
  const sms = useSmsCountdown((req) => identityApi.smsRegister(req.mobileNum, req.countryDialingCode));
  const [termsOpen, setTermsOpen] = useState(false);
  const rules = new Map(settings.rules.map((r) => [r.field, r]));
  const shown = (field: string) => rules.get(field)?.show === true;

  // An agent's link carries its invitation code as referralCode: when it is a valid
  // invitation code, fill the invitation field so the new member joins that agent's team.
  useEffect(() => {
    if (!referralCode || !shown('affiliateCode')) return;
    identityApi.affiliate(referralCode, window.location.hostname).then(
      (r) => r.valid && send({ type: 'CHANGE', field: 'affiliateCode', value: referralCode }),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per code: the form's fields and actions are stable for its life
  }, [referralCode]);

  // An invalid invitation code is a dialog, not only an inline message.
  useEffect(() => {
    if (c.serverError?.code === 'INVITATION_CODE_INVALID') void ui.dialog({ messageKey: 'err.INVITATION_CODE_INVALID', tone: 'warning' });
  }, [c.serverError]);

  useOnceWhen(snap.matches('registered') && !!c.result, () => afterLogin(c.result!, { destination: PATHS.home }));

  const change = (field: string) => (value: string) => send({ type: 'CHANGE', field, value });
  const err = (field: string) => problem(c.problems[field], field);
  const ruleHint = useRuleHint();
  const hint = (rule: FieldRule | undefined) => (rule && HINTED.has(rule.field) ? ruleHint(rule) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const mobileTab = c.tab === 'mobile';
  const passwordShown = !mobileTab || settings.mobileWithPassword;
  const mobileShown = mobileTab || shown('mobileNum');
  const codeShown = settings.smsVerification && mobileShown;

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      <Tabs
        label={t('register.tabsLabel')}
        value={c.tab}
        onChange={(tab) => send({ type: 'SWITCH_TAB', tab })}
        tabs={[
          ...(settings.usernameRegistration ? [{ id: 'username' as const, label: t('register.tabUsername') }] : []),
          ...(settings.mobileRegistration ? [{ id: 'mobile' as const, label: t('register.tabMobile') }] : []),
        ]}
      />
      <RequiredLegend />
      {!mobileTab && <UsernameField value={v.username ?? ''} onValue={change('username')} error={err('username')} hint={hint(rules.get('username'))} />}
      {mobileShown && (
        <MobileField
          countries={settings.countries}
          dialCode={v.countryDialingCode ?? ''}
          onDialCode={change('countryDialingCode')}
          value={v.mobileNum ?? ''}
          onValue={change('mobileNum')}
          error={err('mobileNum') ?? problem(sms.problem)}
          required={mobileTab || rules.get('mobileNum')?.required === true}
        />
      )}
      {codeShown && (
        <SmsCodeField
          required={mobileTab || rules.get('mobileNum')?.required === true}
          value={v.verificationCode ?? ''}
          onValue={change('verificationCode')}
          error={err('verificationCode')}
          sms={sms}
          onSend={() => sms.send(v.mobileNum ?? '', v.countryDialingCode ?? '')}
        />
      )}
      {passwordShown && (
        <>
          <PasswordField
            label={t('form.password')}
            name="password"
            autoComplete="new-password"
            value={v.password ?? ''}
            onValue={change('password')}
            error={err('password')}
            hint={hint(rules.get('password'))}
          />
          <PasswordField
            label={t('form.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            value={v.confirmPassword ?? ''}
            onValue={change('confirmPassword')}
            error={err('confirmPassword')}
          />
        </>
      )}
      {EXTRA_FIELDS.filter((f) => shown(f.field)).map((f) => {
        const rule = rules.get(f.field)!;
        return (
          <Field
            key={f.field}
            icon={f.icon}
            label={t(`form.${f.field}`)}
            name={f.field}
            type={f.type}
            inputMode={f.inputMode}
            autoComplete={f.autoComplete}
            value={v[f.field] ?? ''}
            onValue={change(f.field)}
            error={err(f.field)}
            hint={hint(rule)}
            required={rule.required}
            maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
          />
        );
      })}
      {referralCode && (
        // The link's referral code, shown and editable: a mistyped or stale link must not leave the
        // person stuck behind "invalid invitation code" (cleared: register without one).
        <Field
          icon="users"
          label={t('form.referralCode')}
          name="referralCode"
          autoComplete="off"
          value={v.referralCode ?? referralCode}
          onValue={change('referralCode')}
          error={err('referralCode')}
        />
      )}
      {shown('birthday') && (
        // A native date input: labelled, keyboard and screen-reader friendly, ISO value whatever
        // the display; the 21-year check runs in the machine and again in the gateway.
        <Field
          icon="gift"
          label={t('form.birthday')}
          name="birthday"
          type="date"
          autoComplete="bday"
          value={v.birthday ?? ''}
          onValue={change('birthday')}
          error={err('birthday')}
          hint={t('register.birthdayHint', { age: LICENCE_AGE })}
          required={rules.get('birthday')!.required}
          {...birthdayBounds()}
        />
      )}
      {settings.captcha && (
        <CaptchaField
          value={v.captcha ?? ''}
          onValue={change('captcha')}
          image={captcha.image}
          error={err('captcha') ?? (captcha.errorCode ? t(`err.${captcha.errorCode}`) : null)}
          onRefresh={captcha.refresh}
        />
      )}
      <Checkbox checked={c.termsAccepted} onChange={(accepted) => send({ type: 'ACCEPT_TERMS', accepted })} error={err('terms')}>
        {t('register.terms', { age: 18 })}{' '}
        <button type="button" className="link" onClick={() => setTermsOpen((o) => !o)} aria-expanded={termsOpen}>
          {t('register.readTerms')}
        </button>
      </Checkbox>
      {termsOpen && <TermsPanel />}
      <FormError message={c.serverError && c.serverError.code !== 'INVITATION_CODE_INVALID' ? server(c.serverError) : null} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy} data-testid="register-submit">
        {busy ? t('common.pleaseWait') : t('register.submit')}
      </button>
      {settings.socialLinks.length > 0 && <SocialLinks links={settings.socialLinks} />}
    </form>
  );
}

const SOCIAL_ICONS: Record<string, IconName> = { FACEBOOK: 'facebook', WHATSAPP: 'whatsapp', VIBER: 'viber', INSTAGRAM: 'instagram', TELEGRAM: 'telegram' };

/** The site's social resources as icons, each named for screen readers by its label. */
function SocialLinks({ links }: { links: RegisterSettings['socialLinks'] }) {
  const { t } = useTranslation();
  return (
    <div className="social-links" data-testid="social-links">
      <span className="muted">{t('register.followUs')}</span>
      {links.map((l) => {
        const href = safeUrl(l.url);
        const icon = SOCIAL_ICONS[l.resourceType.toUpperCase()] ?? 'link';
        return href ? (
          <a
            key={`${l.resourceType}${l.url}`}
            className="icon-btn"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={l.labelNameEn}
            title={l.labelNameEn}
          >
            <Icon name={icon} size={20} />
          </a>
        ) : null;
      })}
    </div>
  );
}
