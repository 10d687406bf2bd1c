import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type SocialTicketValue, type VerificationChallenge, ENDPOINTS } from '@wl/shared/core';
import { ApiError, errorText, call } from '../../api/http';
import { identityApi } from '../../api/identity';
import { ui } from '../../stores/ui';
import { CaptchaField } from '../../components/Captcha';
import { Field, FormError, Tabs } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';
import { useAfterLogin } from './useAfterLogin';
import { useCaptchaImage } from './useCaptchaImage';

type Action = 'link' | 'create';

/** Answers after which the ticket is gone: the member signs in with the provider again. */
const SPENT = new Set(['WRONG_CREDENTIALS', 'ACCOUNT_DISABLED', 'ACCOUNT_LOCKED', 'VERIFICATION_EXPIRED', 'SOCIAL_LINK_EXISTS']);

const isChallenge = (v: unknown): v is VerificationChallenge =>
  typeof v === 'object' && v !== null && typeof (v as { verifyToken?: unknown }).verifyToken === 'string';

/**
 * After Facebook / Google sign-in of an identity we have not seen: link it to an existing
 * account (its password proves ownership) or create a new one. The link cannot be undone,
 * so the member confirms that first. Linking is guarded like
 * a login (human check, captcha when the gateway asks, second verification from a new
 * location), and one wrong password spends the sign-in: the member goes to the provider again.
 */
export default function SocialLinkModal({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  const [info, setInfo] = useState<SocialTicketValue | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<Action>('create');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaOn, setCaptchaOn] = useState(false);
  const [captchaValue, setCaptchaValue] = useState('');
  const [attempt, setAttempt] = useState(0);
  const captcha = useCaptchaImage(captchaOn, attempt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);

  useEffect(() => {
    call(ENDPOINTS.socialTicket, { query: { ticket } })
      .then((v) => {
        setInfo(v);
        setUsername(v.suggestedUsername);
      })
      .catch((err) => {
        const e = errorText(err);
        setLoadError(t(e.key, e.fallback));
      });
  }, [ticket, t]);

  const switchTo = (a: Action) => {
    setAction(a);
    setError(null);
    setUsername(a === 'create' ? (info?.suggestedUsername ?? '') : '');
    setPassword('');
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username || (action === 'link' && !password) || (captchaOn && !captchaValue)) {
      setError(t('social.fillIn'));
      return;
    }
    const confirmed = await ui.dialog({
      titleKey: 'in_popup_prompt',
      messageKey: 'social.irreversible',
      params: { provider: info?.provider === 'facebook' ? 'Facebook' : 'Google' },
      confirmKey: 'in_increase_submit',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const body = {
        ticket,
        action,
        username,
        confirm: true as const,
        ...(action === 'link' ? { password } : {}),
        ...(captchaOn ? { captcha: captchaValue } : {}),
      };
      afterLogin(await identityApi.socialComplete(body), { destination: PATHS.home });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VERIFICATION_REQUIRED' && isChallenge(err.value)) {
        // The same second step as a password login from a new location; the link is made once it is answered.
        ui.open({ kind: 'socialVerify', challenge: err.value });
        return;
      }
      const x = errorText(err);
      setError(t(x.key, x.fallback));
      const code = err instanceof ApiError ? err.code : '';
      if (
        code === 'CAPTCHA_REQUIRED' ||
        code === 'CAPTCHA_INVALID' ||
        (err instanceof ApiError && (err.value as { captcha?: unknown } | null)?.captcha === true)
      ) {
        setCaptchaOn(true);
        setCaptchaValue('');
        setAttempt((n) => n + 1);
      }
      if (SPENT.has(code)) setSpent(true);
    } finally {
      setBusy(false);
    }
  }

  const provider = info?.provider === 'facebook' ? 'Facebook' : 'Google';
  return (
    <Modal title={t('social.title')} onClose={() => ui.close('social')} size="sm">
      {loadError && <FormError message={loadError} />}
      {!info && !loadError && <Spinner label={t('common.loading')} />}
      {info && !spent && (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__lead">{t('social.lead', { provider, who: info.email ?? info.name ?? '' })}</p>
          <Tabs
            label={t('social.title')}
            value={action}
            onChange={switchTo}
            tabs={[
              { id: 'create', label: t('social.create') },
              { id: 'link', label: t('social.link') },
            ]}
          />
          <Field label={t('form.username')} icon="user" value={username} onValue={setUsername} autoComplete="username" required />
          {action === 'link' && (
            <Field label={t('form.password')} icon="lock" type="password" value={password} onValue={setPassword} autoComplete="current-password" required />
          )}
          {captchaOn && (
            <CaptchaField
              value={captchaValue}
              onValue={setCaptchaValue}
              image={captcha.image}
              error={captcha.errorCode ? t(`err.${captcha.errorCode}`) : null}
              onRefresh={captcha.refresh}
            />
          )}
          <FormError message={error} />
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy}>
            {action === 'link' ? t('social.linkSubmit') : t('social.createSubmit')}
          </button>
        </form>
      )}
      {info && spent && (
        <div className="form">
          {error && <FormError message={error} />}
          <p className="form__lead">{t('social.spent', { provider })}</p>
          <button
            type="button"
            className="btn btn--primary btn--block btn--lg"
            onClick={() => window.location.assign(API.socialStart.replace(':provider', info.provider))}
          >
            {t('social.again', { provider })}
          </button>
        </div>
      )}
    </Modal>
  );
}
