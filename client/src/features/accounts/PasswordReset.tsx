import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import { CopyButton } from '../../components/CopyButton';
import { ui } from '../../stores/ui';
import { callStaff } from '../../console-kit/staffApi';
import { useErrorText } from '../../console-kit/ui';

/**
 * Staff reset of a member's password (docs/STAFF.md "Member page"): after a confirmation the
 * gateway draws a temporary password, ends every session and makes the next sign-in choose a new
 * one. The answer is the only place the password exists in clear: it stays in this mutation's
 * state until Done (or the page is left) and is never written to the query cache.
 */
export function PasswordResetButton({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const reset = useMutation({
    mutationFn: () => callStaff(ENDPOINTS.staffAccountPassword, { params: { id: accountId } }),
    // The sessions it ended and the note it left.
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['staff', 'account', accountId] });
      void queries.invalidateQueries({ queryKey: ['staff', 'account-notes', accountId] });
    },
  });

  async function ask() {
    reset.reset();
    const sure = await ui.dialog({
      titleKey: 'support.member.resetPasswordTitle',
      messageKey: 'support.member.resetPasswordText',
      confirmKey: 'support.member.resetPassword',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) reset.mutate();
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--sm sc-danger"
        onClick={() => void ask()}
        disabled={reset.isPending}
        data-testid="account-password-reset"
      >
        {t('support.member.resetPassword')}
      </button>
      {reset.isError && (
        <p className="sc-error-text" role="alert">
          {errorText(reset.error)}
        </p>
      )}
      {reset.data && (
        <div className="sc-temp-password" role="status" data-testid="account-temp-password">
          <h3>{t('support.member.tempPasswordTitle')}</h3>
          <p className="sc-temp-value">
            <code data-testid="account-temp-password-value">{reset.data.temporaryPassword}</code>
            <CopyButton value={reset.data.temporaryPassword} what={t('support.member.tempPasswordWhat')} testId="account-temp-password-copy" />
          </p>
          <p className="sc-warn-text">{t('support.member.tempPasswordWarning')}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => reset.reset()} data-testid="account-temp-password-done">
            {t('support.member.tempPasswordDone')}
          </button>
        </div>
      )}
    </>
  );
}
