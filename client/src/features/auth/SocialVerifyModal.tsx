import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationChallenge } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { identityApi } from '../../api/identity';
import { ui } from '../../stores/ui';
import { Modal } from '../../components/Modal';
import { PATHS } from '../../lib/paths';
import { useAfterLogin } from './useAfterLogin';
import { VerifyStep } from './VerifyStep';

/**
 * The second verification of a Facebook / Google sign-in from a new location: the same step
 * (and the same gateway call) as after a password login from a new IP. The challenge comes
 * from the callback redirect, or from the link step of SocialLinkModal.
 */
export default function SocialVerifyModal({ challenge }: { challenge: VerificationChallenge }) {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify(answer: string) {
    if (!answer) {
      setError(t('rule.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      afterLogin(await identityApi.loginVerify(challenge.verifyToken, answer), { destination: PATHS.home });
    } catch (err) {
      const e = errorText(err);
      setError(t(e.key, e.fallback));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('social.verifyTitle')} onClose={() => ui.close('socialVerify')} size="sm">
      <VerifyStep challenge={challenge} busy={busy} error={error} onVerify={(a) => void verify(a)} onCancel={() => ui.close('socialVerify')} />
    </Modal>
  );
}
