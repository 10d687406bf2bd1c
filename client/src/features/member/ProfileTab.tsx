import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatMoney } from '../../lib/format';

/** What the gateway knows about the member; nothing here is made up. */
export function ProfileTab() {
  const { t } = useTranslation();
  const { member, balance, isAgent } = useSession();
  if (!member) return null;
  const language = LANGUAGES.find((l) => l.code === member.language)?.label ?? member.language;
  const rows: [string, string][] = [
    [t('form.username'), member.userName],
    [t('member.nickname'), member.nickname],
    [t('member.accountType'), t(isAgent ? 'member.typeAgent' : 'member.typeMember')],
    [t('header.balance'), `${member.currencySymbol} ${balance === null ? '—' : formatMoney(balance)}`],
    [t('member.currency'), member.currency],
    [t('form.email'), member.email ?? t('member.notSet')],
    [t('form.mobile'), member.mobileNum ?? t('member.notSet')],
    // Only sites that ask for it on registration have one (yyyy-MM-dd, the one date format of the field).
    ...(member.birthday ? [[t('form.birthday'), member.birthday] as [string, string]] : []),
    [t('nav.language'), language],
    ...(member.hasVip ? [[t('nav.vip'), `VIP ${member.vipLevel}`] as [string, string]] : []),
  ];
  return (
    <dl className="facts facts--cols" data-testid="profile">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
