import { useCallback } from 'react';
import { useSession } from '../session/session';
import { ui } from '../stores/ui';
import { refuseTrial } from './useLaunchGame';

/**
 * Member-centre and account actions: guests get the login popup, trial accounts
 * the refusal dialog, real members go ahead. Returns whether the action may run.
 */
export function useMemberGuard() {
  const { isLogin, isTrial } = useSession();
  return useCallback(
    (action?: () => void): boolean => {
      if (!isLogin) {
        ui.open({ kind: 'login' });
        return false;
      }
      if (isTrial) {
        void refuseTrial();
        return false;
      }
      action?.();
      return true;
    },
    [isLogin, isTrial],
  );
}
