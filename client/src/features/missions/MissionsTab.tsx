import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { Leaderboard } from './Leaderboard';
import { MissionCard } from './MissionCard';
import { claimMission, summaryKey, summaryQuery } from './missionsApi';
import { useServerNow } from './time';
import './missions.css';

/**
 * Member-centre tab `missionLeaderboard` (docs/MISSIONS.md): this period's missions with progress
 * bars, the claim of each completed one, and the leaderboard of the chosen mission. The badge's
 * live count and this list share one cached summary (missionCount.ts keeps both fresh).
 */
export default function MissionsTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const query = useQuery(summaryQuery(member?.id));
  const now = useServerNow(query.data?.now);
  const [chosen, setChosen] = useState<number | null>(null);
  const claim = useMutation({
    mutationFn: (id: number) => claimMission(id),
    onSuccess: (v) => {
      void ui.dialog({
        titleKey: 'missions.done.title',
        messageKey: 'missions.done.paid',
        params: { title: v.mission.title, amount: formatMoney(v.paid) },
        tone: 'success',
      });
    },
    onError: (e) => {
      const { key, fallback } = errorText(e);
      void ui.dialog({ messageKey: key, params: { defaultValue: fallback }, tone: 'error' });
    },
    // Right or wrong, the list is read again: the answer may be older than what the gateway holds.
    onSettled: () => queries.invalidateQueries({ queryKey: summaryKey(member?.id) }),
  });

  if (!query.data) {
    return query.isError ? (
      <p className="notice notice--warning" role="alert">
        {t('missions.loadFailed')}
      </p>
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  const { list, claimable } = query.data;
  if (list.length === 0) return <EmptyState icon="crown" title={t('missions.empty')} text={t('missions.emptyText')} />;
  const board = list.find((m) => m.id === chosen) ?? list[0]!;
  return (
    <div className="missions" data-testid="missions">
      <div className="summary-bar">
        <span>{t('missions.claimableLabel')}</span>
        <span className="summary-bar__count" data-testid="missions-claimable">
          {claimable}
        </span>
      </div>
      <section aria-labelledby="missions-list">
        <h3 id="missions-list" className="missions__heading">
          {t('missions.listTitle')}
        </h3>
        <ul className="missions__list">
          {list.map((m) => (
            <MissionCard
              key={m.id}
              m={m}
              now={now}
              busy={claim.isPending && claim.variables === m.id}
              selected={m.id === board.id}
              onClaim={() => claim.mutate(m.id)}
              onBoard={() => {
                setChosen(m.id);
                document.getElementById('missions-board')?.scrollIntoView({ block: 'nearest' });
              }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="missions-board" className="missions__board">
        <div className="missions__board-head">
          <h3 id="missions-board" className="missions__heading">
            {t('missions.boardTitle')}
          </h3>
          <label className="missions__pick">
            <span className="sr-only">{t('missions.pickMission')}</span>
            <select className="field__input" value={board.id} onChange={(e) => setChosen(Number(e.target.value))} data-testid="board-pick">
              {list.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Leaderboard key={board.id} memberId={member?.id} mission={board} />
      </section>
    </div>
  );
}
