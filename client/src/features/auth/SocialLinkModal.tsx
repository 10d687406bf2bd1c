import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type LoginValue, type SocialTicketValue } from '@wl/shared';
import { errorText, request } from '../../api/http';
import { ui } from '../../app/ui';
import { Field, FormError, Tabs } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { PATHS } from '../../routes/paths';
import { useAfterLogin } from './useAfterLogin';

type Action = 'link' | 'create';

/**
 * After Facebook / Google sign-in of an identity we have not seen: link it to an existing
 * account (its password proves ownership) or create a new one. The link cannot be undone,
 * so the member confirms that first (spec section 2, register popup).
 */
export default function SocialLinkModal({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  const [info, setInfo] = useState<SocialTicketValue | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<Action>('create');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    request<SocialTicketValue>(API.socialTicket, { query: { ticket } })
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
    if (!username || (action === 'link' && !password)) {
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
      const body = { ticket, action, username, ...(action === 'link' ? { password } : {}), confirm: true };
      const value = await request<LoginValue>(API.socialComplete, { method: 'POST', body });
      afterLogin(value, { destination: PATHS.home });
    } catch (err) {
      const x = errorText(err);
      setError(t(x.key, x.fallback));
    } finally {
      setBusy(false);
    }
  }

  const provider = info?.provider === 'facebook' ? 'Facebook' : 'Google';
  return (
    <Modal title={t('social.title')} onClose={() => ui.close('social')} size="sm">
      {loadError && <FormError message={loadError} />}
      {!info && !loadError && <Spinner label={t('common.loading')} />}
      {info && (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__lead">{t('social.lead', { provider, who: info.email ?? info.name ?? '' })}</p>
          <Tabs
            label={t('social.title')}
            value={action}
            onChange={switchTo}
            tabs={[{ id: 'create', label: t('social.create') }, { id: 'link', label: t('social.link') }]}
          />
          <Field label={t('form.username')} icon="user" value={username} onValue={setUsername} autoComplete="username" required />
          {action === 'link' && (
            <Field label={t('form.password')} icon="lock" type="password" value={password} onValue={setPassword} autoComplete="current-password" required />
          )}
          <FormError message={error} />
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy}>
            {action === 'link' ? t('social.linkSubmit') : t('social.createSubmit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
