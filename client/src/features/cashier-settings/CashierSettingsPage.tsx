import { useTranslation } from 'react-i18next';
import { useCan } from '../../console-kit/session';
import { ChannelsSection } from './ChannelsSection';
import { LimitsSection } from './LimitsSection';
import { WalletModeSection } from './WalletModeSection';

/**
 * Cashier settings (docs/CASHIER.md "Staff settings"): the site's payment channels, the withdrawal
 * limits and the wallet mode. Everyone on staff reads; only admins change (the gateway checks too).
 * Each section is its own file; they share their queries and number readers (cashierSettings.ts).
 */
export default function CashierSettingsPage() {
  const { t } = useTranslation();
  const readOnly = !useCan('cashier.settings');
  return (
    <section className="sc-page">
      <h1>{t('support.cashier.heading')}</h1>
      {readOnly && (
        <p className="sc-note" role="note">
          {t('support.cashier.readOnly')}
        </p>
      )}
      <ChannelsSection readOnly={readOnly} />
      <LimitsSection readOnly={readOnly} />
      <WalletModeSection readOnly={readOnly} />
    </section>
  );
}
