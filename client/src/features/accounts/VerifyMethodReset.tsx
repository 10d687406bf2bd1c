import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ui } from '../../stores/ui';
import { staffApi, staffQueries } from '../../console-kit/staffApi';
import { useErrorText } from '../../console-kit/ui';

/** Staff reset of a member's second verification (docs/DECISIONS.md, "Second verification setup"). */
export function VerifyMethodReset({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const reset = useMutation({
    mutationFn: () => staffApi.resetVerifyMethod(accountId),
    onSuccess: () => queries.invalidateQueries({ queryKey: staffQueries.account(accountId).queryKey }),
  });

  async function ask() {
    reset.reset();
    const sure = await ui.dialog({
      titleKey: 'support.verifyReset.title',
      messageKey: 'support.verifyReset.body',
      confirmKey: 'support.verifyReset.confirm',
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
        data-testid="reset-verify-method"
      >
        {reset.isPending ? t('support.verifyReset.busy') : t('support.verifyReset.reset')}
      </button>
      {reset.isError && (
        <span className="sc-error-text" role="alert">
          {' '}
          {errorText(reset.error)}
        </span>
      )}
    </>
  );
}
