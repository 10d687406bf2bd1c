import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../app/session';
import { ui } from '../app/ui';
import { decideLaunch, type LaunchTarget } from '../lib/launch';

/** The trial refusal dialog of spec 5 (also used by the member centre and favourites). */
export const refuseTrial = () =>
  ui.dialog({ messageKey: 'in_need_true_account', confirmKey: 'in_increase_submit', tone: 'info' });

/**
 * Start a game or a vendor: guests get the login popup, trial users the refusal dialog,
 * real members go where the vendor's rules say (lib/launch.ts).
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const { isLogin, isTrial } = useSession();
  return useCallback(
    (target: LaunchTarget) => {
      const d = decideLaunch({ isLogin, isTrial }, target);
      switch (d.kind) {
        case 'login':
          ui.open({ kind: 'login' });
          break;
        case 'trialRefused':
          void refuseTrial();
          break;
        case 'noVendor':
          void ui.dialog({ messageKey: 'games.noProvider', tone: 'info' });
          break;
        default:
          navigate(d.to);
      }
      return d;
    },
    [isLogin, isTrial, navigate],
  );
}
