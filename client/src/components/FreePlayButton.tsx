import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityApi } from '../api/identity';
import { errorText } from '../api/http';
import { beginSession } from '../session/session';
import { ui } from '../stores/ui';
import { greetFirstLogin } from '../session/firstLogin';

/** Free play (trial) login: a play-money account, refused from real-money actions. */
export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const value = await identityApi.freePlay();
      beginSession(value);
      ui.close();
      greetFirstLogin(value);
    } catch (err) {
      const e = errorText(err);
      void ui.dialog({ messageKey: e.key, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={start} disabled={busy} data-testid="free-play">
      {t('login.freePlay')}
    </button>
  );
}
