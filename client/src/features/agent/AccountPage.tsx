import { useTranslation } from 'react-i18next';
import { isAgentType } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { InvitePanel } from '../../agent-kit/InvitePanel';
import { Panel } from '../../components/Panel';

/** Account details: who is signed in, the main wallet, and the invitation code, link and QR. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { member, balance } = useSession();
  const code = member?.affiliateCode ?? '';
  const link = `${window.location.origin}${PATHS.register}?referralCode=${encodeURIComponent(code)}`;
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.accountDetails')} icon="user" />
      <div className="agent-grid">
        <Panel id="agent-account-facts" title={t('agentHome.account')}>
          <dl className="facts">
            <div>
              <dt>{t('form.username')}</dt>
              <dd data-testid="agent-username">{member?.userName}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.nickname')}</dt>
              <dd>{member?.nickname || '—'}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.accountType')}</dt>
              <dd>{member && isAgentType(member.type) ? t('agentCentre.typeAgent') : t('agentCentre.typeMember')}</dd>
            </div>
            <div>
              <dt>{t('header.balance')}</dt>
              <dd className="amount amount--gold" data-testid="agent-balance">
                {member?.currencySymbol} {balance === null ? '—' : formatMoney(balance)}
              </dd>
            </div>
            <div>
              <dt>{t('agentHome.code')}</dt>
              <dd>{code || '—'}</dd>
            </div>
          </dl>
        </Panel>
        <Panel id="agent-account-invite" title={t('agentHome.invite')}>
          <InvitePanel code={code} link={link} />
        </Panel>
      </div>
    </>
  );
}
