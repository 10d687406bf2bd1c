import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session';
import { useSite } from '../../stores/site';
import { useSiteTexts } from '../../hooks/useSiteTexts';
import { Icon } from '../../components/Icon';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Logo } from '../../components/Logo';
import { PATHS } from '../../lib/paths';
import { LoginForm } from './LoginForm';

/**
 * Agent login: title, promo text, the login form without remember-me, the hours
 * note; a forced password change opens the same change-password popup as for members.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useSite();
  const texts = useSiteTexts(config);
  const { isLogin, isAgent } = useSession();

  // An agent who is already in goes straight to the agent centre.
  useEffect(() => {
    if (isLogin && isAgent) navigate(PATHS.agentHome, { replace: true });
  }, [isLogin, isAgent, navigate]);

  return (
    <div className="agent-login">
      <header className="agent-login__top">
        <Logo site={config} />
        <LanguageSelect compact offered={config?.languages} />
      </header>
      <main className="agent-login__main" id="main">
        <section className="agent-login__promo">
          <p className="eyebrow">{t('agentLogin.eyebrow')}</p>
          <h1 className="agent-login__title">{t('agentLogin.title')}</h1>
          <p className="agent-login__text">{texts?.affiliateText || t('agentLogin.promo')}</p>
          <ul className="agent-login__points">
            {(['team', 'contracts', 'salary'] as const).map((k) => (
              <li key={k}>
                <Icon name="check" size={18} />
                {t(`agentLogin.points.${k}`)}
              </li>
            ))}
          </ul>
        </section>
        <section className="agent-login__card" aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className="agent-login__card-title">
            {t('agentLogin.formTitle')}
          </h2>
          <LoginForm loginPage="agent" allowRemember={false} />
          <p className="agent-login__hours">
            <Icon name="clock" size={16} />
            {t('agentLogin.hours')}
          </p>
        </section>
      </main>
    </div>
  );
}
