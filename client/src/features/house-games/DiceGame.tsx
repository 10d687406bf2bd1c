import { useTranslation } from 'react-i18next';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, diceMultiplier, diceWinningRolls, type DiceOutcome, type DiceParams } from '@wl/shared/core';
import { hundredths, multiplierText } from './bgsApi';
import { FieldFrame } from '../../components/Field';

export const diceStart: DiceParams = { target: 5000, over: true };

/** The targets that keep the win chance within 1-98% for a direction. */
export function diceRange(over: boolean): [number, number] {
  return over ? [10_000 - 1 - DICE_MAX_WINNING, 10_000 - 1 - DICE_MIN_WINNING] : [DICE_MIN_WINNING, DICE_MAX_WINNING];
}

/** Lucky Dice controls (target slider, over/under) and the roll shown on the 0-100 track. */
export function DiceGame({
  params,
  onChange,
  outcome,
  rtp,
  disabled,
}: {
  params: DiceParams;
  onChange: (p: DiceParams) => void;
  outcome: DiceOutcome | null;
  rtp: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [min, max] = diceRange(params.over);
  const chance = diceWinningRolls(params) / 100;
  const setOver = (over: boolean) => {
    const [lo, hi] = diceRange(over);
    onChange({ over, target: Math.min(hi, Math.max(lo, params.target)) });
  };
  return (
    <div className="bgs-dice">
      <div className="bgs-dice__track" aria-hidden="true">
        <div
          className={`bgs-dice__zone ${params.over ? 'bgs-dice__zone--over' : 'bgs-dice__zone--under'}`}
          style={{ ['--at' as string]: `${params.target / 100}%` }}
        />
        {outcome && (
          <div className={`bgs-dice__marker ${outcome.win ? 'is-win' : 'is-loss'}`} style={{ left: `${outcome.roll / 100}%` }}>
            {hundredths(outcome.roll)}
          </div>
        )}
      </div>
      <FieldFrame id="dice-target" label={`${t('bgs.dice.target')}: ${hundredths(params.target)}`}>
        <input
          id="dice-target"
          type="range"
          className="bgs-dice__slider"
          min={min}
          max={max}
          step={1}
          value={params.target}
          disabled={disabled}
          aria-valuetext={hundredths(params.target)}
          onChange={(e) => onChange({ ...params, target: Number(e.target.value) })}
        />
      </FieldFrame>
      <div className="bgs__choices" role="group" aria-label={t('bgs.dice.direction')}>
        {([true, false] as const).map((over) => (
          <button
            key={String(over)}
            type="button"
            className={`btn btn--sm ${params.over === over ? 'btn--primary' : 'btn--outline'}`}
            aria-pressed={params.over === over}
            disabled={disabled}
            onClick={() => setOver(over)}
          >
            {t(over ? 'bgs.dice.over' : 'bgs.dice.under')}
          </button>
        ))}
      </div>
      <dl className="bgs__facts">
        <div>
          <dt>{t('bgs.dice.chance')}</dt>
          <dd>{chance.toFixed(2)}%</dd>
        </div>
        <div>
          <dt>{t('bgs.multiplier')}</dt>
          <dd>{multiplierText(diceMultiplier(params, rtp))}x</dd>
        </div>
      </dl>
    </div>
  );
}
