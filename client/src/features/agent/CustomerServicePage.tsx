import { useTranslation } from 'react-i18next';
import { useSite } from '../../stores/site';
import { Icon } from '../../components/Icon';
import { customerServiceUrl, openExternal } from '../../lib/links';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';

/**
 * Customer service: the site's configured link, opened in a new tab as the side menu does. The
 * nav lists this page only when the site has a link (AgentHome), so there is always one here.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  const { config } = useSite();
  const url = customerServiceUrl(config?.customerService);
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.customerService')} icon="headset" />
      <section className="panel agent-cs">
        <p>{t('agentCentre.csText')}</p>
        <p className="muted">{t('agentLogin.hours')}</p>
        <button type="button" className="btn btn--primary" onClick={() => openExternal(url)} data-testid="agent-customer-service">
          <Icon name="headset" size={18} />
          {t('agentCentre.csOpen')}
        </button>
      </section>
    </>
  );
}
