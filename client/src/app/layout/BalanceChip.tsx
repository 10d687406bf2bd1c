import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../session/session';
import { Icon } from '../../components/Icon';
import { formatMoney, formatMoneyCompact } from '../../lib/format';

/** Header balance: hideable as stars, with a refresh that also rescues a missed live update; `children` sit after the amount (the game wallets' sum), hidden with it. */
export function BalanceChip({ balance, symbol, play = false, children }: { balance: number | null; symbol: string; play?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await refreshBalance();
    } catch {
      // The figure on screen stays; the socket or the next refresh brings the new one.
    } finally {
      setBusy(false);
    }
  };
  const text = balance === null ? '—' : hidden ? '******' : formatMoney(balance);
  // A phone's header has no room for 123,456.78: from 10,000.00 up it shows 123.5K there instead
  // (CSS picks it below 420 px), and the full figure stays the text screen readers get.
  const long = !hidden && balance !== null && Math.abs(balance) >= 1_000_000;
  return (
    <div className={`balance${long ? ' balance--long' : ''}`} aria-live="polite">
      {/* A trial account's balance is play money, not a currency called PLAY. */}
      <span className="balance__label" data-testid="balance-label">
        {t(play ? 'header.playBalance' : 'header.balance')}
      </span>
      <span className="balance__amount amount" data-testid="header-balance">
        {!play && <span className="balance__symbol">{symbol}</span>}
        {text}
      </span>
      {long && (
        <span className="balance__compact amount" aria-hidden="true">
          {!play && <span className="balance__symbol">{symbol}</span>}
          {formatMoneyCompact(balance)}
        </span>
      )}
      {!hidden && children}
      <button
        type="button"
        className="icon-btn icon-btn--sm"
        onClick={() => setHidden((h) => !h)}
        aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        aria-pressed={hidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button type="button" className={`icon-btn icon-btn--sm${busy ? ' spin' : ''}`} onClick={refresh} aria-label={t('header.refreshBalance')}>
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
