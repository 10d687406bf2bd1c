import { useTranslation } from 'react-i18next';
import type { FairOutcome, SlotOutcome } from '@wl/shared/core';

const hundredths = (n: number) => (n / 100).toFixed(2);
const multiplier = (m: number) => (m / 10_000).toFixed(m % 100 === 0 ? 2 : 4);

/** A recomputed outcome in plain words: the roll, crash point, reel stops and lines, wheel segment or drawn numbers. */
export function OutcomeText({ outcome, labels }: { outcome: FairOutcome; labels: string[] }) {
  const { t } = useTranslation();
  const won = (o: { win: boolean; multiplier: number }) => (o.win ? t('fair.won', { multiplier: multiplier(o.multiplier) }) : t('fair.lost'));
  switch (outcome.game) {
    case 'BGS_DICE':
      return (
        <>
          {t('fair.outcome.dice', { roll: hundredths(outcome.roll) })} {won(outcome)}
        </>
      );
    case 'BGS_CRASH':
      return (
        <>
          {t('fair.outcome.crash', { point: hundredths(outcome.crashPoint) })} {won(outcome)}
        </>
      );
    case 'BGS_SLOT':
      return <SlotText o={outcome} won={won(outcome)} />;
    case 'wheel': {
      const label = labels[outcome.segment];
      return <>{label ? t('fair.outcome.wheelLabel', { n: outcome.segment + 1, label }) : t('fair.outcome.wheel', { n: outcome.segment + 1 })}</>;
    }
    case 'lottery':
      return <>{t('fair.outcome.lottery', { numbers: outcome.numbers.join(' ') })}</>;
  }
}

function SlotText({ o, won }: { o: SlotOutcome; won: string }) {
  const { t } = useTranslation();
  const symbol = (s: string) => t(`bgs.slot.symbol.${s}`);
  return (
    <>
      {t('fair.outcome.slot', { stops: o.stops.join(', '), count: o.lines.length })} {won}
      <span className="fair-grid" role="list" aria-label={t('fair.reels')}>
        {o.grid.map((row, i) => (
          <span key={i} role="listitem">
            {row.map(symbol).join(' · ')}
          </span>
        ))}
      </span>
    </>
  );
}
