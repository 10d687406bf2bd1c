import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../app/session';
import { useSite } from '../../app/site';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/PageTitle';
import { QrCode } from '../../components/QrCode';
import { useLogout } from '../../hooks/useLogout';
import { formatMoney, formatTimestamp, gmtOffset } from '../../lib/format';
import { PATHS } from '../../routes/paths';
import { CopyField } from './CopyField';

/**
 * Agent centre (standalone, no side menu, header or footer). Non-agents go to /agent. The
 * team pages come with the agent work; today it shows who is in and how to invite.
 */
export default function AgentHome() {
  const { t } = useTranslation();
  const { phase, isLogin, isAgent, member, balance } = useSession();
  const { config } = useSite();
  const logout = useLogout();

  if (phase === 'restoring') return <div className="agent-home"><Spinner label={t('common.loading')} /></div>;
  if (!isLogin || !isAgent) return <Navigate to={PATHS.agent} replace />;

  const code = member?.affiliateCode ?? '';
  const link = `${window.location.origin}${PATHS.register}?referralCode=${encodeURIComponent(code)}`;
  return (
    <div className="agent-home">
      <header className="agent-bar">
        <Logo name={config?.siteName ?? ''} to={PATHS.agentHome} />
        <AgentClock />
        <Link to={PATHS.home} className="btn btn--ghost btn--sm agent-bar__site">
          <Icon name="home" size={16} />
          {t('agentHome.toSite')}
        </Link>
        <div className="agent-bar__user">
          <span className="avatar" aria-hidden="true">{(member?.nickname || '?').slice(0, 1).toUpperCase()}</span>
          <span data-testid="agent-nickname">{member?.nickname}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void logout()}>
            <Icon name="logout" size={16} />
            {t('menu.signOut')}
          </button>
        </div>
      </header>
      <main className="agent-home__main" id="main">
        <h1 className="agent-home__title">{t('agentHome.title')}</h1>
        <div className="agent-home__grid">
          <section className="panel">
            <h2 className="panel__title">{t('agentHome.account')}</h2>
            <dl className="facts">
              <div><dt>{t('form.username')}</dt><dd>{member?.userName}</dd></div>
              <div><dt>{t('header.balance')}</dt><dd className="amount amount--gold">{member?.currencySymbol} {balance === null ? '—' : formatMoney(balance)}</dd></div>
            </dl>
          </section>
          <section className="panel panel--invite">
            <h2 className="panel__title">{t('agentHome.invite')}</h2>
            {code ? (
              <div className="invite">
                <div className="invite__fields">
                  <CopyField label={t('agentHome.code')} value={code} testId="agent-invite-code" />
                  <CopyField label={t('agentHome.link')} value={link} testId="agent-invite-link" />
                  <p className="muted">{t('agentHome.inviteHelp')}</p>
                </div>
                <QrCode value={link} size={148} label={t('agentHome.qr')} />
              </div>
            ) : (
              <p className="muted">{t('agentHome.noCode')}</p>
            )}
          </section>
          <section className="panel panel--wide">
            <h2 className="panel__title">{t('agentHome.team')}</h2>
            <p className="muted">{t('agentHome.teamEmpty')}</p>
          </section>
        </div>
      </main>
    </div>
  );
}

/** GMT offset and a clock refreshed every second (spec 2). */
function AgentClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <div className="agent-clock amount" aria-live="off" data-testid="agent-clock">
      <span className="agent-clock__tz">{gmtOffset(now)}</span>
      <time dateTime={now.toISOString()}>{formatTimestamp(now)}</time>
    </div>
  );
}
