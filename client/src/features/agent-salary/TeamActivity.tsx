import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, TEAM_ACTIVITY_PAGE_DEFAULT, type TeamActivityItem } from '@wl/shared/core';
import { call } from '../../api/http';
import { sessionStore, useSession } from '../../session/session';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { createStore, useStore } from '../../lib/store';
import { onLiveEvent } from '../../stores/live';
import { merchantTime } from '../../lib/merchantClock';
import { useMerchantOffset } from '../../agent-kit/common';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { Spinner } from '../../components/PageTitle';
import './salary.css';
import { Panel } from '../../components/Panel';

/** How many pushed activities the panel keeps above the history (newest first). */
export const ACTIVITY_LIMIT = 50;

/**
 * The `team:activity` pushes (a downline's deposit, big win or registration) since the agent
 * view loaded, kept for the signed-in agent only so leaving the overview and coming back still
 * shows them; a different login starts empty. A push is the same event, same `seq`, as the line
 * the history serves, so the two merge without doubles.
 */
const activityStore = createStore<{ owner: number | null; items: TeamActivityItem[] }>({ owner: null, items: [] });

onLiveEvent('team:activity', (p, e) => {
  const owner = sessionStore.get().member?.id ?? null;
  activityStore.set((s) => {
    const items = s.owner === owner ? s.items : [];
    if (items.some((a) => a.seq === e.seq)) return s; // a resume can hand an event over twice
    return { owner, items: [{ ...p, seq: e.seq, at: e.at }, ...items].slice(0, ACTIVITY_LIMIT) };
  });
});

/** The recorded history (GET agentTeamActivity), a page at a time, older pages by the oldest seq shown. */
const historyQuery = (ownerId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['agent', ownerId, 'team', 'activity'],
    queryFn: ({ pageParam, signal }) =>
      call(ENDPOINTS.agentTeamActivity, { query: { before: pageParam ?? undefined, pageSize: TEAM_ACTIVITY_PAGE_DEFAULT }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: ownerId !== undefined,
  });

/**
 * The team overview's activity feed: the team's recorded deposits, big wins and registrations
 * (what was pushed to this agent before, so a newly opened page is not empty), with what is
 * pushed while it is open on top, newest first. The usernames are the agent's own members', in
 * full. New lines are announced politely; older ones load on request.
 */
export function TeamActivity() {
  const { t } = useTranslation();
  const { member } = useSession();
  const state = useStore(activityStore);
  const history = useInfiniteQuery(historyQuery(member?.id));
  // Merchant time like the header clock; the browser's own until the first tick.
  const offset = useMerchantOffset();
  const owner = member?.id ?? null;
  const items = useMemo(() => {
    const live = state.owner === owner ? state.items : [];
    const bySeq = new Map<number, TeamActivityItem>();
    for (const a of [...live, ...(history.data?.pages.flatMap((p) => p.list) ?? [])]) if (!bySeq.has(a.seq)) bySeq.set(a.seq, a);
    return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
  }, [state, owner, history.data]);
  return (
    <Panel id="team-activity-title" title={t('agentCentre.salary.activity.title')} className="team-activity" testId="team-activity">
      {history.isError && items.length === 0 ? (
        <LoadFailed error={history.error} retry={() => void history.refetch()} />
      ) : history.isPending && items.length === 0 ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
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
          {history.hasNextPage && (
            <button
              type="button"
              className="btn btn--outline btn--sm team-activity__more"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              data-testid="team-activity-more"
            >
              {t('agentCentre.salary.activity.more')}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}
