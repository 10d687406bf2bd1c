import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onEvent } from '../../api/query';
import { transferKeys, transferQueries } from '../../features/transfers/transferApi';
import { useSession } from '../../session/session';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/format';
import { memberTab } from '../../lib/paths';

/**
 * Money left in vendor (game) wallets, beside the header balance: the main wallet alone would hide
 * it. Shown only while some is there, as "+120.00" with a game icon (the icon alone on a phone); its name says the game wallets'
 * sum and the total with the main wallet, and it opens the transfer tab, where each wallet is named.
 * Read once (consolidated funds) and again when a vendor wallet moves (`balance:changed` of a vendor
 * wallet). Its own chunk: a guest's first page never loads it.
 */
export default function GameWallets({ main, currency }: { main: number | null; currency: string }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const id = member?.id;
  const funds = useQuery(transferQueries.funds(id));
  useEffect(() => onEvent('balance:changed', (p) => (p.wallet === 'vendor' ? transferKeys.funds(id) : null)), [id]);
  const inGames = funds.data?.wallets.reduce((sum, w) => sum + w.balance, 0) ?? 0;
  if (inGames <= 0) return null;
  const total = (main ?? funds.data!.main.balance) + inGames;
  const label = t('transfer.inGameWallets', { amount: `${formatMoney(inGames)} ${currency}`, total: `${formatMoney(total)} ${currency}` });
  return (
    <Link to={memberTab('transferFund')} className="balance__games" aria-label={label} title={label} data-testid="header-game-wallets">
      <Icon name="dice" size={14} />
      <span className="balance__games-full">+{formatMoney(inGames)}</span>
    </Link>
  );
}
