import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsolidatedFunds } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { useVendorName } from '../../hooks/useGameMenus';
import { FieldFrame, FormError } from '../../components/Field';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { newActionKey, parseAmount } from '../../lib/money';
import { transferApi, transferKeys, transferQueries } from './transferApi';
import './transfer.css';
import { AmountField, TransferSubmit } from './parts';

/**
 * transferFund: the member's main wallet and the site's vendor sub-wallets
 * (consolidated funds), and a form that moves money in or out of one of them. On a single-wallet
 * site there is nothing to move unless an old sub-wallet still holds money (docs/TRANSFERS.md).
 */
export default function TransferFundTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const funds = useQuery(transferQueries.funds(member?.id));
  const mode = useQuery(transferQueries.mode(member?.id));
  // Any wallet of the member moving (a game, a deposit, this form in another tab) refreshes the figures.
  useEffect(() => onEvent('balance:changed', transferKeys.funds(member?.id)), [member?.id]);

  if (funds.isPending || mode.isPending) return <Spinner label={t('common.loading')} />;
  if (funds.isError || mode.isError) {
    const e = errorText(funds.error ?? mode.error);
    return (
      <div className="transfer">
        <FormError message={t(e.key, { defaultValue: e.fallback })} />
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => {
            void funds.refetch();
            void mode.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const f = funds.data;
  const stranded = f.wallets.filter((w) => w.balance > 0).map((w) => w.wallet);
  return (
    <div className="transfer" data-testid="transfer-fund">
      <WalletCards funds={f} />
      {f.isSingle && stranded.length === 0 ? (
        <EmptyState icon="wallet" title={t('transfer.singleTitle')} text={t('transfer.singleText')} />
      ) : (
        <TransferForm funds={f} vendors={f.isSingle ? [] : mode.data.vendors} />
      )}
    </div>
  );
}

function WalletCards({ funds }: { funds: ConsolidatedFunds }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  return (
    <section aria-labelledby="transfer-wallets">
      <h3 id="transfer-wallets" className="transfer__title">
        {t('transfer.wallets')}
      </h3>
      <ul className="transfer__wallets">
        <li className="transfer__wallet transfer__wallet--main">
          <span className="transfer__wallet-name">{t('transfer.main')}</span>
          <span className="transfer__money">{formatMoney(funds.main.balance)}</span>
        </li>
        {funds.wallets.map((w) => (
          <li key={w.wallet} className="transfer__wallet">
            <span className="transfer__wallet-name">{vendorName(w.wallet)}</span>
            <span className="transfer__money">{formatMoney(w.balance)}</span>
          </li>
        ))}
      </ul>
      <p className="transfer__total">
        {t('transfer.total')}{' '}
        <strong className="transfer__money">
          {formatMoney(funds.total)} {funds.currency}
        </strong>
      </p>
    </section>
  );
}

type Direction = 'in' | 'out';

function TransferForm({ funds, vendors }: { funds: ConsolidatedFunds; vendors: string[] }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { member } = useSession();
  const queries = useQueryClient();
  const withMoney = funds.wallets.filter((w) => w.balance > 0).map((w) => w.wallet);
  const canIn = vendors.length > 0;
  const [direction, setDirection] = useState<Direction>(canIn ? 'in' : 'out');
  const choices = direction === 'in' ? vendors : funds.wallets.map((w) => w.wallet).filter((v) => vendors.includes(v) || withMoney.includes(v));
  const [vendor, setVendor] = useState(choices[0] ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per user action: kept while the same transfer is retried, dropped when anything changes.
  const key = useRef<string | null>(null);
  const touch = () => {
    key.current = null;
    setProblem(null);
    setDone(null);
  };

  const chosen = choices.includes(vendor) ? vendor : (choices[0] ?? '');
  const source = direction === 'in' ? funds.main.balance : (funds.wallets.find((w) => w.wallet === chosen)?.balance ?? 0);
  const send = useMutation({
    mutationFn: (p: { amount: number; key: string }) =>
      transferApi.walletTransfer(direction === 'in' ? { from: 'main', to: chosen, amount: p.amount } : { from: chosen, to: 'main', amount: p.amount }, p.key),
    onSuccess: (res) => {
      key.current = null;
      setAmount('');
      setDone(t('transfer.done', { amount: formatMoney(res.amount), currency: res.currency }));
      void queries.invalidateQueries({ queryKey: transferKeys.funds(member?.id) });
    },
    onError: (err) => {
      const e = errorText(err);
      setProblem(t(e.key, { defaultValue: e.fallback }));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const minor = parseAmount(amount);
    if (!chosen) return setProblem(t('transfer.pickWallet'));
    if (minor === null) return setProblem(t('transfer.amountInvalid'));
    if (minor > source) return setProblem(t('err.INSUFFICIENT_BALANCE'));
    setProblem(null);
    key.current ??= newActionKey();
    send.mutate({ amount: minor, key: key.current });
  }

  return (
    <form className="transfer__form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title">
      <h3 id="transfer-form-title" className="transfer__title">
        {t('transfer.formTitle')}
      </h3>
      <div className="transfer__directions" role="group" aria-label={t('transfer.direction')}>
        {(['in', 'out'] as const).map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={direction === d}
            disabled={d === 'in' && !canIn}
            className={`btn btn--sm ${direction === d ? 'btn--primary' : 'btn--outline'}`}
            onClick={() => {
              setDirection(d);
              touch();
            }}
          >
            {t(d === 'in' ? 'transfer.in' : 'transfer.out')}
          </button>
        ))}
      </div>
      <div className="transfer__fields">
        <FieldFrame id="transfer-vendor" label={t('transfer.gameWallet')}>
          <select
            id="transfer-vendor"
            className="field__input transfer__select"
            value={chosen}
            onChange={(e) => {
              setVendor(e.target.value);
              touch();
            }}
          >
            {choices.map((v) => (
              <option key={v} value={v}>
                {vendorName(v)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <AmountField
          value={amount}
          onValue={(v) => {
            setAmount(v);
            touch();
          }}
          hint={t('transfer.available', { amount: formatMoney(source) })}
          suffix={
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                setAmount((source / 100).toFixed(2));
                touch();
              }}
            >
              {t('transfer.all')}
            </button>
          }
        />
      </div>
      <p className="transfer__route">
        {direction === 'in'
          ? t('transfer.route', { from: t('transfer.main'), to: chosen ? vendorName(chosen) : '—' })
          : t('transfer.route', { from: chosen ? vendorName(chosen) : '—', to: t('transfer.main') })}
      </p>
      <TransferSubmit problem={problem} done={done} pending={send.isPending} label={t('transfer.submit')} testId="transfer-submit" />
    </form>
  );
}
