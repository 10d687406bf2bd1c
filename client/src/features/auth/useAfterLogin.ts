import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@wl/machines';
import type { LoginValue } from '@wl/shared/core';
import { greetFirstLogin } from '../../session/firstLogin';
import { beginSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { session } from '../../lib/storage';
import { PATHS } from '../../lib/paths';

/**
 * What happens once a login, registration or password reset produced a session:
 * keep the token, remember the username when asked, then either the mandatory password
 * change or the destination, and the first-login welcome.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (value: LoginValue, o: { result?: LoginResult; username?: string; password?: string; destination?: string } = {}) => {
      const r = o.result;
      // Remember-me keeps a typed username only; an SMS login has none to keep.
      const remember = r && r.type === 'username' ? { username: o.username ?? '', on: r.remember } : undefined;
      beginSession(value, remember);
      const destination = r?.goToAgentHome ? PATHS.agentHome : o.destination;
      ui.close();
      if (r ? r.mustChangePassword : value.mustChangePassword) {
        // Survives a reload: the popup comes back until the password is changed.
        const reason = value.passwordChangeReason;
        session.set('validate', reason ? `mustChange:${reason}` : 'mustChange');
        ui.open({ kind: 'changePassword', mandatory: true, then: destination ?? PATHS.home, oldPassword: o.password, reason });
      } else if (destination) {
        navigate(destination);
      }
      greetFirstLogin(value);
    },
    [navigate],
  );
}
