import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../api/http';
import { Field, FieldFrame, FormError } from '../components/Field';
import { useConsolePath } from '../console-kit/base';
import { useStaffSession } from '../console-kit/session';
import { staffApi } from '../console-kit/staffApi';
import { useErrorText } from '../console-kit/ui';

interface FromState {
  from?: { pathname: string; search?: string };
}

export default function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, login } = useStaffSession();
  const path = useConsolePath();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // After a failure the gateway asks for the captcha (value `captcha: true`), as for members.
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const loadCaptcha = useCallback(() => {
    setCaptcha('');
    staffApi.captcha().then(setCaptchaImage, (e: unknown) => setError(errorText(e)));
  }, [errorText]);

  // Back to where staff were sent away from (a pasted profile link, an expired token).
  const from = (location.state as FromState | null)?.from;
  const target = from ? from.pathname + (from.search ?? '') : path('accounts');

  if (state.status === 'in') return <Navigate to={target} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password || (captchaImage && !captcha.trim())) {
      setError(t(captchaImage && !captcha.trim() ? 'support.login.captchaMissing' : 'support.login.missing'));
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      // Success flips the session to signed in; the <Navigate> above then leaves this page.
      await login(username.trim(), password, captchaImage ? captcha.trim() : undefined);
    } catch (err) {
      setError(errorText(err));
      setPassword('');
      setSubmitting(false);
      // A captcha works once, right or wrong: every refusal that wants one gets a fresh image.
      if (err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha) loadCaptcha();
    }
  }

  return (
    <main className="sc-login">
      <form className="sc-card sc-login-card form" onSubmit={submit} noValidate aria-busy={submitting}>
        <div>
          <h1>{t('support.login.heading')}</h1>
          <p className="sc-muted">{t('support.login.intro')}</p>
        </div>
        <Field
          label={t('support.login.username')}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onValue={setUsername}
          maxLength={64}
          aria-invalid={!!error || undefined}
        />
        {/* The app's field look without its show/hide toggle: its "Show password" label would be a second "password" control. */}
        <FieldFrame id="sc-staff-password" label={t('support.login.password')}>
          <div className="field__box">
            <input
              id="sc-staff-password"
              className="field__input"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={128}
              aria-invalid={!!error || undefined}
            />
          </div>
        </FieldFrame>
        {captchaImage && (
          <Field
            id="sc-staff-captcha"
            label={t('support.login.captcha')}
            name="captcha"
            autoComplete="off"
            autoFocus
            value={captcha}
            onValue={setCaptcha}
            maxLength={16}
            aria-invalid={!!error || undefined}
            suffix={
              <button type="button" className="btn btn--ghost sc-captcha" onClick={loadCaptcha} title={t('support.login.captchaRefresh')}>
                <img src={captchaImage} alt={t('support.login.captchaImage')} data-testid="staff-captcha-image" />
              </button>
            }
          />
        )}
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? t('support.login.submitting') : t('support.login.submit')}
        </button>
      </form>
    </main>
  );
}
