import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isBgsGame, type BgsGameConfig, type CrashOutcome, type CrashParams, type DiceOutcome, type DiceParams, type SlotOutcome } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { memberTab } from '../../lib/paths';
import { useLiveEvent } from '../../stores/live';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { parseAmount } from '../../lib/money';
import { bgsKeys, bgsQueries, hundredths } from './bgsApi';
import { CrashGame, crashStart } from './CrashGame';
import { DiceGame, diceStart } from './DiceGame';
import { FairnessPanel } from './FairnessPanel';
import { RoundHistory } from './RoundHistory';
import { SlotGame } from './SlotGame';
import { usePlay } from './usePlay';
import './bgs.css';
import { FieldFrame } from '../../components/Field';

/**
 * An in-house game (BGS_SLOT, BGS_CRASH, BGS_DICE): bet within the game's limits, the game's own
 * controls and picture, the result read out (aria-live), the fairness panel and the history.
 * Lazy-loaded by the game popup and by the /seamless page.
 */
export default function InHouseGame({ game, nodeId }: { game: string; nodeId?: number }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const games = useQuery(bgsQueries.games());
  const config = games.data?.list.find((g) => g.game === game && (nodeId === undefined || g.nodeId === nodeId));
  if (!isBgsGame(game) || (games.isSuccess && !config)) return <EmptyState icon="grid" title={t('err.GAME_NOT_FOUND')} />;
  if (!config) return <Spinner label={t('bgs.loading')} />;
  if (!isLogin) {
    return (
      <EmptyState icon="grid" title={t('bgs.loginToPlay')}>
        <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'login' })}>
          {t('header.login')}
        </button>
      </EmptyState>
    );
  }
  return <GameTable config={config} />;
}

function GameTable({ config }: { config: BgsGameConfig }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const wallet = useQuery(bgsQueries.wallet(member?.id));
  // Deposits, transfers and rounds all push balance:changed; the game wallet is read again on each.
  useLiveEvent('balance:changed', () => void queries.invalidateQueries({ queryKey: bgsKeys.wallet(member?.id) }));
  const { start, last, pending, error, reset } = usePlay(config.game);
  const [amount, setAmount] = useState(((config.minBet * 10) / 100).toFixed(2));
  const [dice, setDice] = useState<DiceParams>(diceStart);
  const [crash, setCrash] = useState<CrashParams>(crashStart);
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = last?.round.game === config.game ? last.round.outcome : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseAmount(amount);
    if (minor === null || minor < config.minBet || minor > config.maxBet) return setProblem(t('err.BET_OUT_OF_RANGE'));
    setProblem(null);
    reset();
    start(minor, config.game === 'BGS_DICE' ? { ...dice } : config.game === 'BGS_CRASH' ? { ...crash } : {});
  };
  const refused = error
    ? (() => {
        const x = errorText(error);
        return t(x.key, { defaultValue: x.fallback });
      })()
    : null;
  const result =
    last && !pending
      ? `${last.round.payout > 0 ? t('bgs.result.win', { amount: formatMoney(last.round.payout) }) : t('bgs.result.loss')} ${detailOf(last.round.outcome, t)}`
      : '';

  return (
    <div className="bgs" data-game={config.game}>
      <div className="bgs__stage">
        {config.game === 'BGS_DICE' && (
          <DiceGame params={dice} onChange={setDice} outcome={outcome as DiceOutcome | null} rtp={config.rtp} disabled={pending} />
        )}
        {config.game === 'BGS_CRASH' && <CrashGame params={crash} onChange={setCrash} outcome={outcome as CrashOutcome | null} disabled={pending} />}
        {config.game === 'BGS_SLOT' && <SlotGame outcome={outcome as SlotOutcome | null} rtp={config.rtp} />}
        <form className="bgs__bet" onSubmit={submit} noValidate>
          <FieldFrame id="bgs-amount" label={t('bgs.bet')}>
            <input
              id="bgs-amount"
              className="field__input"
              inputMode="decimal"
              value={amount}
              autoComplete="off"
              aria-describedby="bgs-limits"
              aria-invalid={problem ? true : undefined}
              onChange={(e) => {
                setAmount(e.target.value);
                setProblem(null);
              }}
            />
            <p id="bgs-limits" className="field__hint">
              {t('bgs.limits', { min: formatMoney(config.minBet), max: formatMoney(config.maxBet) })} · {t('bgs.rtp', { rtp: (config.rtp / 100).toFixed(2) })}
            </p>
          </FieldFrame>
          <button type="submit" className="btn btn--primary bgs__play" disabled={pending} data-testid="bgs-play">
            {t(pending ? 'bgs.playing' : config.game === 'BGS_SLOT' ? 'bgs.slot.spin' : 'bgs.play')}
          </button>
          {(problem ?? refused) && (
            <p className="field__error" role="alert">
              {problem ?? refused}
            </p>
          )}
          {wallet.data && (
            <p className="bgs__balance" data-testid="bgs-balance">
              {t(wallet.data.wallet === 'vendor' ? 'bgs.gameWallet' : 'bgs.balance')}:{' '}
              <strong>
                {formatMoney(wallet.data.balance)} {wallet.data.currency}
              </strong>
            </p>
          )}
          {wallet.data?.wallet === 'vendor' && (
            <Link className="bgs__transfer" to={memberTab('transferFund')}>
              {t('bgs.transferHint')}
            </Link>
          )}
        </form>
      </div>
      <p className={`bgs__result ${last?.round.payout ? 'is-win' : ''}`} aria-live="polite" data-testid="bgs-result">
        {result}
      </p>
      <div className="bgs__side">
        <FairnessPanel />
        <RoundHistory game={config.game} />
      </div>
    </div>
  );
}

function detailOf(o: Record<string, unknown>, t: TFunction): string {
  if (o.game === 'BGS_DICE') return t('bgs.result.dice', { roll: hundredths(o.roll as number) });
  if (o.game === 'BGS_CRASH') return t('bgs.result.crash', { point: hundredths(o.crashPoint as number) });
  return t('bgs.result.slot', { count: (o.lines as unknown[]).length });
}
