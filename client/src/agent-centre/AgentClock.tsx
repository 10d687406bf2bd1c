import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../lib/store';
import { agentClockStore } from '../stores/agent-clock';
import { gmtLabel, merchantTime } from '../lib/merchantClock';

/**
 * The merchant's GMT offset and time, as the gateway pushes it every second (`agent:clock`).
 * "—" until the first tick: the browser's own clock could be in another zone or simply wrong.
 * Not a live region: a screen reader would otherwise read it every second.
 */
export function AgentClock() {
  const { t } = useTranslation();
  const tick = useStore(agentClockStore);
  // Leaving the centre forgets the last tick, so coming back never shows a stale time.
  useEffect(() => () => agentClockStore.set(null), []);
  const time = tick ? merchantTime(tick.now, tick.utcOffsetMinutes) : null;
  return (
    <div className="agent-clock amount" data-testid="agent-clock" role="group" aria-label={t('agentCentre.clock')}>
      <span className="agent-clock__tz" data-testid="agent-clock-tz">
        {tick ? gmtLabel(tick.utcOffsetMinutes) : '—'}
      </span>
      {time && tick ? <time dateTime={tick.now}>{time}</time> : <span>—</span>}
    </div>
  );
}
