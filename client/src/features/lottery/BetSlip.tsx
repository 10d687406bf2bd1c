import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw, LotteryGame } from '@wl/shared/core';
import { ApiError, errorText } from '../../api/http';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { formatMoney } from '../../lib/format';
import { newActionKey, parseAmount } from '../../lib/money';
import { lotteryApi } from './lotteryApi';

/**
 * The bet slip: play type, selection, amount within the game's limits, a confirmation, then the
 * bet with one idempotency key per confirmed bet (kept when the same bet is sent again).
 *
 * A bet goes only to the draw the player confirmed. If that draw closes while the question is
 * open (the page moves on to the next draw) or before the bet reaches the gateway (DRAW_CLOSED),
 * the player is asked again, naming the next draw; nothing is placed without that answer.
 */
export function BetSlip({
  game,
  draw,
  onPlaced,
  onDrawClosed,
}: {
  game: LotteryGame;
  draw: LotteryDraw | null;
  onPlaced: () => void;
  /** The gateway said the draw closed: look for the next one (the `draw` prop then changes). */
  onDrawClosed: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(game.playTypes[0]!.code);
  const [selection, setSelection] = useState('');
  const [amountText, setAmountText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<{ signature: string; key: string } | null>(null);
  // The draw on screen now, read after a dialog closes (the prop captured before it may be stale).
  const drawNow = useRef(draw);
  drawNow.current = draw;
  // A bet the gateway refused because its draw had closed: asked again once the next draw shows.
  const [closed, setClosed] = useState<string | null>(null);
  const play = game.playTypes.find((p) => p.code === code) ?? game.playTypes[0]!;
  const amount = parseAmount(amountText);
  const amountError =
    amountText && (amount === null || amount < game.minBet || amount > game.maxBet)
      ? t('lottery.limits', { min: formatMoney(game.minBet), max: formatMoney(game.maxBet) })
      : null;
  const selectionOk = play.options ? play.options.includes(selection) : new RegExp(`^[0-9]{${play.digits}}$`).test(selection);
  const playName = (c: string) => t(`lottery.play.${c}`, { defaultValue: c });
  const optionName = (o: string) => t(`lottery.option.${o}`, { defaultValue: o });

  const bet = useMutation({
    mutationFn: (v: { key: string; issue: string }) =>
      lotteryApi.bet({ gameCode: game.gameCode, issue: v.issue, playType: play.code, selection, amount: amount!, prizeMode: game.prizeMode }, v.key),
    onSuccess: (res) => {
      setPending(null);
      setDone(t('lottery.placed', { issue: res.bet.issue }));
      onPlaced();
    },
    onError: (e, v) => {
      if (e instanceof ApiError && e.code === 'DRAW_CLOSED') {
        setClosed(v.issue);
        onDrawClosed();
      }
    },
  });

  const details = (issue: string) => ({
    playType: playName(play.code),
    selection: play.options ? optionName(selection) : selection,
    amount: formatMoney(amount ?? 0),
    issue,
  });
  const askNext = (closedIssue: string, next: LotteryDraw) =>
    ui.dialog({
      titleKey: 'lottery.closedTitle',
      messageKey: 'lottery.closedAsk',
      confirmKey: 'lottery.confirm',
      cancelKey: 'lottery.cancel',
      tone: 'warning',
      params: { ...details(next.issue), closed: closedIssue },
    });

  function send(issue: string) {
    // The same bet sent again (after a lost answer) reuses its key, so it is booked once.
    const signature = `${issue}|${play.code}|${selection}|${amount}`;
    const key = pending?.signature === signature ? pending.key : newActionKey();
    setPending({ signature, key });
    bet.mutate({ key, issue });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setClosed(null);
    if (!draw || !selectionOk || amount === null || amountError) return;
    let issue = draw.issue;
    if (
      !(await ui.dialog({
        titleKey: 'lottery.confirmTitle',
        messageKey: 'lottery.confirmText',
        confirmKey: 'lottery.confirm',
        cancelKey: 'lottery.cancel',
        params: details(issue),
      }))
    )
      return;
    // The draw closed while the question was open: the page now offers the next one. Ask again.
    while (drawNow.current?.issue !== issue) {
      const next = drawNow.current;
      if (!next) return setClosed(issue);
      if (!(await askNext(issue, next))) return;
      issue = next.issue;
    }
    send(issue);
  }

  // After DRAW_CLOSED: once the next draw is on screen, ask whether the bet should go there.
  useEffect(() => {
    if (!closed || !draw || draw.issue === closed || bet.isPending) return;
    const was = closed;
    setClosed(null);
    // The refusal is answered by the question; it is not an error to show beside it.
    bet.reset();
    void askNext(was, draw).then((ok) => {
      if (ok && drawNow.current?.issue === draw.issue) send(draw.issue);
    });
    // Once per closed draw: the dependencies are what changes the question, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [closed, draw?.issue]);

  const err = bet.error && !closed ? errorText(bet.error) : null;
  return (
    <form className="lottery__slip" onSubmit={submit} aria-labelledby="lottery-slip-title" noValidate>
      <h2 id="lottery-slip-title" className="lottery__h">
        {t('lottery.slip')}
      </h2>
      <label className="lottery__label" htmlFor="lottery-play">
        {t('lottery.playType')}
      </label>
      <select
        id="lottery-play"
        className="lottery__select"
        value={play.code}
        onChange={(e) => {
          setCode(e.target.value);
          setSelection('');
        }}
      >
        {game.playTypes.map((p) => (
          <option key={p.code} value={p.code}>
            {playName(p.code)}
          </option>
        ))}
      </select>
      <p className="lottery__hint">
        {t('lottery.odds', {
          odds: (play.odds / 1000)
            .toFixed(play.odds % 1000 ? 3 : 0)
            .replace(/0+$/, '')
            .replace(/\.$/, ''),
        })}
      </p>
      {play.options ? (
        <fieldset className="lottery__options">
          <legend className="lottery__label">{t('lottery.selection')}</legend>
          {play.options.map((o) => (
            <label key={o} className={`lottery__option${selection === o ? ' lottery__option--on' : ''}`}>
              <input type="radio" name="lottery-selection" value={o} checked={selection === o} onChange={() => setSelection(o)} />
              <span>{optionName(o)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <Field
          id="lottery-digits"
          label={t('lottery.selection')}
          value={selection}
          inputMode="numeric"
          maxLength={play.digits}
          hint={t('lottery.digitsHint', { count: play.digits })}
          onValue={(v) => setSelection(v.replace(/\D/g, '').slice(0, play.digits))}
        />
      )}
      <Field
        id="lottery-amount"
        label={t('lottery.amount')}
        value={amountText}
        inputMode="decimal"
        onValue={setAmountText}
        hint={t('lottery.limits', { min: formatMoney(game.minBet), max: formatMoney(game.maxBet) })}
        error={amountError}
      />
      {amount !== null && !amountError && (
        <p className="lottery__hint">{t('lottery.potential', { amount: formatMoney(Math.floor((amount * play.odds) / 1000)) })}</p>
      )}
      <FormError message={err ? t(err.key, { defaultValue: err.fallback }) : null} />
      {done && (
        <p className="lottery__done" role="status">
          {done}
        </p>
      )}
      {closed && (
        <p className="lottery__hint" role="status" data-testid="lottery-closed">
          {t('lottery.closedWait', { closed })}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary"
        disabled={!draw || !selectionOk || amount === null || Boolean(amountError) || bet.isPending || game.maintenance}
      >
        {t('lottery.place')}
      </button>
    </form>
  );
}
