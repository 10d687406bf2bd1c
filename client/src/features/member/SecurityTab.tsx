import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Icon, type IconName } from '../../components/Icon';
import { securityQueries } from './securityApi';
import { SecurityActivity, securityOverviewQuery } from './SecurityActivity';
import { SecurityScore, securityChecks } from './SecurityScore';
import { VerifySetupPanel } from './VerifySetupPanel';
import './SecurityCentre.css';

/**
 * Security centre (docs/PAGES.md): a score from the checklist, password change, second
 * verification, bound recovery channels, payment password, then the active sessions (sign out
 * the others) and recent sign-ins.
 */
export function SecurityTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  // The same query as the setup panel's: one request, and a save there updates this line too.
  const { data: verify } = useQuery(securityQueries.verifySetup(member?.id));
  const { data: overview } = useQuery(securityOverviewQuery(member?.id));
  const [setupOpen, setSetupOpen] = useState(false);
  const items: { icon: IconName; title: string; text: string; ok: boolean; action?: { label: string; run: () => void; testId: string } }[] = [
    {
      icon: 'lock',
      title: t('security.password'),
      text: t('security.passwordText'),
      ok: true,
      action: { label: t('security.change'), run: () => ui.open({ kind: 'changePassword' }), testId: 'security-change-password' },
    },
    {
      icon: 'shield',
      title: t('security.verify'),
      text: verify?.method ? t('security.verifyCurrent', { method: t(`security.methods.${verify.method}`) }) : t('security.verifyNone'),
      ok: !!verify?.method,
      action: { label: t('security.setUp'), run: () => setSetupOpen((o) => !o), testId: 'security-verify' },
    },
    {
      icon: 'phone',
      title: t('form.mobile'),
      text: member?.mobileNum ? t('security.bound', { value: member.mobileNum }) : t('security.notBound'),
      ok: !!member?.mobileNum,
    },
    { icon: 'mail', title: t('form.email'), text: member?.email ? t('security.bound', { value: member.email }) : t('security.notBound'), ok: !!member?.email },
    {
      icon: 'wallet',
      title: t('pages.security.paymentPassword'),
      text: t(overview?.paymentPasswordSet ? 'pages.security.paymentSet' : 'pages.security.paymentNotSet'),
      ok: !!overview?.paymentPasswordSet,
    },
  ];
  return (
    <>
      <SecurityScore checks={securityChecks(overview, verify, member)} />
      <ul className="security">
        {items.map((i) => (
          <li key={i.title} className="security__item">
            <span className={`security__icon${i.ok ? ' security__icon--ok' : ''}`}>
              <Icon name={i.icon} size={22} />
            </span>
            <div className="security__text">
              <strong>{i.title}</strong>
              <span className="muted">{i.text}</span>
            </div>
            {i.action && (
              <button type="button" className="btn btn--outline btn--sm" onClick={i.action.run} data-testid={i.action.testId}>
                {i.action.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {setupOpen && <VerifySetupPanel />}
      <SecurityActivity memberId={member?.id} />
    </>
  );
}
