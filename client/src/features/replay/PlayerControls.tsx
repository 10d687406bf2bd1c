import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEEDS, type PlayerAction, type PlayerState } from './player';

/** Buttons with labels: play or pause, step, restart, and the speed as a pressed-button group. */
export function PlayerControls({ state, dispatch }: { state: PlayerState; dispatch: Dispatch<PlayerAction> }) {
  const { t } = useTranslation();
  const playing = state.status === 'playing';
  const none = state.events.length === 0;
  return (
    <div className="sc-player" role="group" aria-label={t('support.replay.player')}>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={none}
        data-testid="replay-play"
        onClick={() => dispatch(playing ? { type: 'pause' } : { type: 'play', now: Date.now() })}
      >
        {playing ? t('support.replay.pause') : state.status === 'ended' && state.applied > 0 ? t('support.replay.playAgain') : t('support.replay.play')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" disabled={state.applied >= state.events.length} onClick={() => dispatch({ type: 'step' })}>
        {t('support.replay.step')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" disabled={state.applied === 0} onClick={() => dispatch({ type: 'restart' })}>
        {t('support.replay.restart')}
      </button>
      <div className="sc-tabs" role="group" aria-label={t('support.replay.speed')}>
        {SPEEDS.map((s) => (
          <button
            key={String(s)}
            type="button"
            className="sc-tab"
            aria-pressed={state.speed === s}
            data-testid={`replay-speed-${s}`}
            onClick={() => dispatch({ type: 'speed', speed: s, now: Date.now() })}
          >
            {s === 'instant' ? t('support.replay.instant') : t('support.replay.times', { n: s })}
          </button>
        ))}
      </div>
    </div>
  );
}
