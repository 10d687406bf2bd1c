import { useTranslation } from 'react-i18next';
import { CopyField } from '../components/CopyField';
import { QrCode } from '../components/QrCode';

/**
 * The invitation code and link with copy buttons and a QR; shared by account details, the team
 * overview and the register centre.
 */
export function InvitePanel({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  if (!code) return <p className="muted">{t('agentHome.noCode')}</p>;
  return (
    <div className="invite">
      <div className="invite__fields">
        <CopyField label={t('agentHome.code')} value={code} testId="agent-invite-code" />
        <CopyField label={t('agentHome.link')} value={link} testId="agent-invite-link" />
        <p className="muted">{t('agentHome.inviteHelp')}</p>
      </div>
      <QrCode value={link} size={148} label={t('agentHome.qr')} />
    </div>
  );
}
