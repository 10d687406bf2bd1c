import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, type CrashOutcome, type CrashParams } from '@wl/shared/core';
import { hundredths } from './bgsApi';
import { FieldFrame } from '../../components/Field';

export const crashStart: CrashParams = { cashOut: 200 };

/** Longest flight shown; the curve is only a picture of an outcome already decided. */
const FLIGHT_MS = 900;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The multiplier grows exponentially in time, so the flight to x takes time proportional to ln x. */
function useFlight(outcome: CrashOutcome | null): number {
  const target = outcome?.crashPoint ?? 100;
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (!outcome || reducedMotion()) return setShown(target);
    const duration = Math.min(FLIGHT_MS, 250 + 200 * Math.log(target / 100));
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const f = Math.min(1, (now - began) / duration);
      setShown(Math.round(100 * (target / 100) ** f));
      if (f < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome, target]);
  return shown;
}

/** Rocket Crash: auto cash-out chosen before the round, then the curve flies to the crash point. */
export function CrashGame({
  params,
  onChange,
  outcome,
  disabled,
}: {
  params: CrashParams;
  onChange: (p: CrashParams) => void;
  outcome: CrashOutcome | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const shown = useFlight(outcome);
  const [text, setText] = useState(hundredths(params.cashOut));
  const done = outcome !== null && shown === outcome.crashPoint;
  // The curve: x is time, y the multiplier (linear) up to the larger of the point, the cash-out and 2x.
  const top = Math.max(shown, params.cashOut, 200) / 100;
  const yOf = (m: number) => 150 - ((m - 1) / (top - 1)) * 130;
  const path = Array.from({ length: 41 }, (_, i) => `${i === 0 ? 'M' : 'L'}${10 + (i / 40) * 280},${yOf((shown / 100) ** (i / 40))}`).join(' ');
  const cashY = yOf(params.cashOut / 100);
  const commit = (value: string) => {
    setText(value);
    const n = Math.round(Number(value) * 100);
    if (Number.isFinite(n) && n >= CRASH_MIN_CASHOUT && n <= CRASH_MAX_CASHOUT) onChange({ cashOut: n });
  };
  return (
    <div className="bgs-crash">
      <svg viewBox="0 0 300 160" className="bgs-crash__chart" role="img" aria-label={t('bgs.crash.chart', { point: hundredths(shown) })}>
        <line x1="10" x2="290" y1={cashY} y2={cashY} className="bgs-crash__cash" />
        <path d={path} className={`bgs-crash__curve ${done ? (outcome!.win ? 'is-win' : 'is-loss') : ''}`} />
        <text x="150" y="70" textAnchor="middle" className="bgs-crash__point">
          {hundredths(shown)}x
        </text>
      </svg>
      <FieldFrame id="crash-cashout" label={t('bgs.crash.cashOut')}>
        <input
          id="crash-cashout"
          className="field__input"
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-describedby="crash-cashout-hint"
          onChange={(e) => commit(e.target.value)}
        />
        <p id="crash-cashout-hint" className="field__hint">
          {t('bgs.crash.cashOutHint', { min: hundredths(CRASH_MIN_CASHOUT), max: hundredths(CRASH_MAX_CASHOUT) })}
        </p>
      </FieldFrame>
    </div>
  );
}
