import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_STRIPS, slotGrid, slotTheoreticalRtp, type SlotOutcome } from '@wl/shared/core';
import { SlotSymbol } from './SlotSymbol';

/** Each spin step stays under 200 ms, so play feels immediate; reels stop one after another. */
const STEP_MS = 90;
const STEPS = [4, 6, 8];
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function useSpin(outcome: SlotOutcome | null): { stops: number[]; spinning: boolean } {
  const final = outcome?.stops ?? [0, 0, 0];
  const [step, setStep] = useState(Infinity);
  useEffect(() => {
    if (!outcome || reducedMotion()) return setStep(Infinity);
    setStep(0);
    const timer = setInterval(() => setStep((s) => (s >= STEPS[2]! ? Infinity : s + 1)), STEP_MS);
    return () => clearInterval(timer);
  }, [outcome]);
  // A spinning reel shows its strip moving towards the stop; a stopped reel shows the stop.
  const stops = final.map((stop, reel) => (step >= STEPS[reel]! ? stop : (stop + STEPS[reel]! - step) % SLOT_STRIPS[reel]!.length));
  return { stops, spinning: Number.isFinite(step) };
}

/** Golden Reels: 3 x 3 reels, winning paylines drawn over the grid once the reels stop. */
export function SlotGame({ outcome, rtp }: { outcome: SlotOutcome | null; rtp: number }) {
  const { t } = useTranslation();
  const { stops, spinning } = useSpin(outcome);
  const grid = slotGrid(stops);
  // The paytable as paid: every pay is scaled by configured RTP / theoretical RTP of the strips.
  const scale = rtp / 10_000 / slotTheoreticalRtp();
  const label = grid.map((row) => row.map((s) => t(`bgs.slot.symbol.${s}`)).join(', ')).join('; ');
  return (
    <div className="bgs-slot">
      <div className="bgs-slot__window" role="img" aria-label={t('bgs.slot.grid', { symbols: label })}>
        {grid.map((row, r) =>
          row.map((s, reel) => (
            <div key={`${r}-${reel}`} className="bgs-slot__cell" style={{ gridRow: r + 1, gridColumn: reel + 1 }}>
              <SlotSymbol symbol={s} />
            </div>
          )),
        )}
        {!spinning && outcome && (
          <svg className="bgs-slot__lines" viewBox="0 0 300 300" aria-hidden="true">
            {outcome.lines.map((w) => (
              <polyline key={w.line} points={SLOT_PAYLINES[w.line]!.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' ')} />
            ))}
          </svg>
        )}
      </div>
      <details className="bgs-slot__paytable">
        <summary>{t('bgs.slot.paytable')}</summary>
        <ul>
          {Object.entries(SLOT_PAYTABLE).map(([s, pays]) => (
            <li key={s}>
              <SlotSymbol symbol={s as keyof typeof SLOT_PAYTABLE} /> x3 = {(pays * scale).toFixed(2)}x {t('bgs.slot.lineBet')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
