import { useCallback, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { API } from '@wl/shared';
import { request, toApiError } from './api';
import { useConsolePath } from './base';
import { useStaffSession } from './session';
import { S } from './strings';

interface FromState { from?: { pathname: string; search?: string } }

export default function LoginPage() {
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
    request<string>('GET', API.captcha).then(setCaptchaImage, (e: unknown) => setError(toApiError(e).message));
  }, []);

  // Back to where staff were sent away from (a pasted profile link, an expired token).
  const from = (location.state as FromState | null)?.from;
  const target = from ? from.pathname + (from.search ?? '') : path('accounts');

  if (state.status === 'in') return <Navigate to={target} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password || (captchaImage && !captcha.trim())) {
      setError(captchaImage && !captcha.trim() ? S.login.captchaMissing : S.login.missing);
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      // Success flips the session to signed in; the <Navigate> above then leaves this page.
      await login(username.trim(), password, captchaImage ? captcha.trim() : undefined);
    } catch (err) {
      const e = toApiError(err);
      setError(e.message);
      setPassword('');
      setSubmitting(false);
      // A captcha works once, right or wrong: every refusal that wants one gets a fresh image.
      if ((e.value as { captcha?: boolean } | null)?.captcha) loadCaptcha();
    }
  }

  return (
    <main className="sc-login">
      <form className="sc-card sc-login-card" onSubmit={submit} noValidate aria-busy={submitting}>
        <h1>{S.login.heading}</h1>
        <p className="sc-muted">{S.login.intro}</p>
        <label className="sc-field">
          <span>{S.login.username}</span>
          <input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            maxLength={64}
            aria-invalid={!!error}
          />
        </label>
        <label className="sc-field">
          <span>{S.login.password}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={128}
            aria-invalid={!!error}
          />
        </label>
        {captchaImage && (
          <div className="sc-field">
            <label htmlFor="sc-staff-captcha">{S.login.captcha}</label>
            <div className="sc-captcha">
              <input id="sc-staff-captcha" name="captcha" autoComplete="off" autoFocus value={captcha}
                onChange={(e) => setCaptcha(e.target.value)} maxLength={16} aria-invalid={!!error} />
              <button type="button" className="sc-btn" onClick={loadCaptcha} title={S.login.captchaRefresh}>
                <img src={captchaImage} alt={S.login.captchaImage} data-testid="staff-captcha-image" />
              </button>
            </div>
          </div>
        )}
        <p className="sc-error-text" role="alert">{error}</p>
        <button type="submit" className="sc-btn sc-btn-primary sc-btn-block" disabled={submitting}>
          {submitting ? S.login.submitting : S.login.submit}
        </button>
      </form>
    </main>
  );
}
