import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChangePasswordField } from '@wl/machines';
import type { FieldRule, PasswordChangeReason } from '@wl/shared/core';
import { refreshMember, useSession } from '../../session/session';
import { useLogout } from '../../hooks/useLogout';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { useProblemText } from '../../hooks/useProblemText';
import { session } from '../../lib/storage';
import { PATHS } from '../../lib/paths';
import { useChangePasswordMachine } from './hooks';
import { RequiredLegend } from './RequiredLegend';
import { PasswordField, useRuleHint } from './CredentialFields';
import { ruleOf, useRegisterSettings } from '../../hooks/useRegisterSettings';
import { useOnceWhen } from '../../hooks/useOnceWhen';

/**
 * Change password, from the security centre or forced after login (default or expired
 * password). The forced one has no close button and ignores Esc; it names its cause and
 * offers sign-out instead.
 */
export default function ChangePasswordModal({
  mandatory,
  then,
  oldPassword,
  reason,
}: {
  mandatory: boolean;
  then?: string;
  oldPassword?: string;
  reason?: PasswordChangeReason;
}) {
  const { t } = useTranslation();
  const { settings } = useRegisterSettings();
  const { isLogin } = useSession();
  // Signed out from the popup (or elsewhere): a forced change has nothing left to guard.
  useEffect(() => {
    if (mandatory && !isLogin) ui.close('changePassword');
  }, [mandatory, isLogin]);
  return (
    <Modal title={t(mandatory ? 'password.mandatoryTitle' : 'password.title')} onClose={mandatory ? undefined : () => ui.close('changePassword')} size="md">
      {settings ? (
        <ChangePasswordForm rule={ruleOf(settings, 'password')} mandatory={mandatory} then={then} oldPassword={oldPassword} reason={reason} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Modal>
  );
}

function ChangePasswordForm({
  rule,
  mandatory,
  then,
  oldPassword,
  reason,
}: {
  rule: FieldRule;
  mandatory: boolean;
  then?: string;
  oldPassword?: string;
  reason?: PasswordChangeReason;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const { problem, server } = useProblemText();
  const ruleHint = useRuleHint();
  const [snap, send] = useChangePasswordMachine({ passwordRule: rule, mandatory, oldPassword });
  const c = snap.context;
  const busy = snap.hasTag('busy');

  // Success: reload the member, close, go home (or where the login was heading).
  useOnceWhen(snap.matches('done'), () => {
    session.remove('validate');
    void refreshMember().catch(() => undefined);
    ui.close('changePassword');
    void ui.dialog({ messageKey: 'password.changed', tone: 'success' });
    navigate(then ?? PATHS.home);
  });

  const change = (field: ChangePasswordField) => (value: string) => send({ type: 'CHANGE', field, value });
  const err = (field: ChangePasswordField) => problem(c.problems[field], field);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="change-password-form">
      {mandatory && (
        <p className="notice notice--warning" data-testid="change-reason">
          {t(reason ? `password.reason.${reason}` : 'password.mandatoryText')}
        </p>
      )}
      <RequiredLegend />
      {!c.oldPasswordKnown && (
        <PasswordField
          label={t('form.oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          value={c.values.oldPassword}
          onValue={change('oldPassword')}
          error={err('oldPassword')}
        />
      )}
      <PasswordField
        label={t('form.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={c.values.newPassword}
        onValue={change('newPassword')}
        error={err('newPassword')}
        hint={ruleHint(rule)}
      />
      <PasswordField
        label={t('form.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
        value={c.values.confirmNewPassword}
        onValue={change('confirmNewPassword')}
        error={err('confirmNewPassword')}
      />
      <FormError message={server(c.serverError)} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy} data-testid="change-password-submit">
        {busy ? t('common.pleaseWait') : t('password.submit')}
      </button>
      {mandatory && (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void logout()} data-testid="change-password-signout">
          {t('password.signOut')}
        </button>
      )}
    </form>
  );
}
