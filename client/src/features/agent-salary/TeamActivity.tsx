import { useTranslation } from 'react-i18next';
import type { EventPayloads } from '@wl/shared/core';
import { sessionStore, useSession } from '../../session/session';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { createStore, useStore } from '../../lib/store';
import { onLiveEvent } from '../../stores/live';
import { merchantTime } from '../../lib/merchantClock';
import { useMerchantOffset } from '../../agent-kit/common';
import './salary.css';
import { Panel } from '../../components/Panel';

type Activity = EventPayloads['team:activity'] & { seq: number; at: string };

/** How many pushed activities the panel keeps (newest first). */
export const ACTIVITY_LIMIT = 20;

/**
 * The latest `team:activity` pushes (a downline's deposit, big win or registration) since the
 * agent view loaded, kept for the signed-in agent only so leaving the overview and coming back
 * still shows them; a different login starts empty.
 */
const activityStore = createStore<{ owner: number | null; items: Activity[] }>({ owner: null, items: [] });

onLiveEvent('team:activity', (p, e) => {
  const owner = sessionStore.get().member?.id ?? null;
  activityStore.set((s) => {
    const items = s.owner === owner ? s.items : [];
    if (items.some((a) => a.seq === e.seq)) return s; // a resume can hand an event over twice
    return { owner, items: [{ ...p, seq: e.seq, at: e.at }, ...items].slice(0, ACTIVITY_LIMIT) };
  });
});

/** The team overview's live feed; new lines are announced politely. */
export function TeamActivity() {
  const { t } = useTranslation();
  const { member } = useSession();
  const state = useStore(activityStore);
  // Merchant time like the header clock; the browser's own until the first tick.
  const offset = useMerchantOffset();
  const items = state.owner === (member?.id ?? null) ? state.items : [];
  return (
    <Panel id="team-activity-title" title={t('agentCentre.salary.activity.title')} className="team-activity" testId="team-activity">
      <div aria-live="polite" aria-relevant="additions">
        {items.length === 0 ? (
          <p className="muted">{t('agentCentre.salary.activity.empty')}</p>
        ) : (
          <ul className="team-activity__list plain-list">
            {items.map((a) => (
              <li key={a.seq} className="team-activity__item" data-testid={`team-activity-${a.kind}`}>
                <span className={`chip team-activity__kind team-activity__kind--${a.kind}`}>{t(`agentCentre.salary.activity.kinds.${a.kind}`)}</span>
                <span>
                  {t(`agentCentre.salary.activity.lines.${a.kind}`, {
                    username: a.username,
                    amount: a.amount === undefined ? '' : `${a.currency ?? ''} ${formatMoney(a.amount)}`.trim(),
                  })}
                </span>
                <time className="muted" dateTime={a.at}>
                  {offset === null ? formatTimestamp(new Date(a.at)) : merchantTime(a.at, offset)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
