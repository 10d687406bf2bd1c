import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SystemStatusValue } from '@wl/shared/core';
import { siteApi } from './api/site';
import { homeReady } from './app/homeRoute';
import { ModalHost } from './app/ModalHost';
import { queryClient } from './api/query';
import { ScrollManager } from './app/ScrollManager';
import { restoreSession, sessionStore, setForcedLogoutHandler } from './session/session';
import { loadSite } from './stores/site';
import { followSiteLanguages } from './i18n';
import { ui } from './stores/ui';
import { useRealtime } from './realtime/useRealtime';
import { DialogLayer } from './components/DialogLayer';
import { Splash } from './components/Splash';
import { StatusPage } from './features/status/StatusPage';
import { readSocialReturn, withoutSocialKeys } from './features/auth/socialReturn';
import { ContractAttention } from './features/agent-contracts/ContractAttention';
import { LiveAttention } from './features/listener/LiveAttention';
import { session } from './lib/storage';
import { AppRoutes } from './routes/AppRoutes';
import { PATHS } from './lib/paths';

/** The gateway sends the browser back from social sign-in with a ticket, a verification step or an error. */
function resumeSocialReturn() {
  const url = new URL(window.location.href);
  const back = readSocialReturn(url);
  if (!back) return;
  window.history.replaceState(window.history.state, '', withoutSocialKeys(url));
  if (back.kind === 'ticket') ui.open({ kind: 'social', ticket: back.ticket });
  else if (back.kind === 'verify') ui.open({ kind: 'socialVerify', challenge: back.challenge });
  else void ui.dialog({ messageKey: `err.${back.code}`, tone: 'error' });
}

/** A reload must not skip the forced password change that was still open. */
function resumeMandatoryChange() {
  const validate = session.get('validate') ?? '';
  if (validate.startsWith('mustChange') && sessionStore.get().phase === 'member') {
    // `mustChange:<reason>` keeps the cause, so the popup names it after a reload too.
    const reason = validate.split(':')[1];
    ui.open({ kind: 'changePassword', mandatory: true, reason: reason === 'default' || reason === 'expired' || reason === 'temporary' ? reason : undefined });
  }
}

type Boot = { phase: 'loading' } | { phase: 'ready'; status: SystemStatusValue } | { phase: 'offline' };

// Staff must reach their console to switch maintenance off again.
const bypassesStatus = () => window.location.pathname.startsWith(PATHS.support);

setForcedLogoutHandler((messageKey) => void ui.dialog({ messageKey, tone: 'warning' }));

/**
 * Start-up: system status decides the whole-app screen (0 normal, 1 maintenance,
 * 2 region-blocked); site configuration and any stored session load beside it.
 */
export function App() {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });
  useRealtime();

  const start = useCallback(async () => {
    setBoot({ phase: 'loading' });
    try {
      // The home page's chunk too (app/homeRoute.ts): it then renders at once with the shell.
      const [status, site] = await Promise.all([siteApi.status(), loadSite(), homeReady]);
      followSiteLanguages(site.languages, site.defaultLanguage);
      if (status.status === 0 || bypassesStatus()) void restoreSession().then(resumeMandatoryChange).then(resumeSocialReturn);
      setBoot({ phase: 'ready', status });
    } catch {
      setBoot({ phase: 'offline' });
    }
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  if (boot.phase === 'loading') return <Splash />;
  if (boot.phase === 'offline') return <StatusPage kind="offline" onRetry={start} />;
  if (boot.status.status !== 0 && !bypassesStatus()) {
    return <StatusPage kind={boot.status.status === 1 ? 'maintenance' : 'blocked'} status={boot.status} />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollManager />
        <AppRoutes />
        <ModalHost />
        <LiveAttention />
        <ContractAttention />
        <DialogLayer />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
