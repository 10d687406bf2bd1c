import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@wl/shared/core';
import { useSession } from '../../../app/session';
import { Spinner } from '../../../components/PageTitle';
import { formatMoney } from '../../../lib/format';
import { MerchantTime } from '../MerchantTime';
import { AgentPageTitle } from '../AgentPageTitle';
import { TeamFilters } from './TeamFilters';
import { Amount, TeamTable } from './TeamTable';
import { teamPageQueries } from './teamQueries';
import { useKindLabel } from './labels';
import { useTeamFilter } from './useTeamFilter';
import './team.css';

/** personalHistoryCopy: the team's betting-record lines (bets, wins, cancellations), newest first. */
export default function TeamBetsPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const f = useTeamFilter();
  const gameType = f.values?.option || undefined;
  const query = useQuery({ ...teamPageQueries.bets(member?.id, { ...f.query, gameType }, f.page), enabled: f.ready, placeholderData: keepPreviousData });
  const kindLabel = useKindLabel();
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.personalHistoryCopy')} icon="dice" />
      {!f.ready || !f.values ? <Spinner label={t('common.loading')} /> : (
        <div className="team-records">
          <TeamFilters
            initial={f.values} onApply={f.apply} testId="team-bets-filters"
            option={{ label: t('agentCentre.team.gameType'), values: GAME_TYPES.map((g) => ({ value: g, label: t(`cat.${g.toLowerCase()}`, { defaultValue: g }) })) }}
          />
          <TeamTable
            query={query} page={f.page} onPage={f.setPage} testId="team-bets" caption={t('agentCentre.pages.personalHistoryCopy')} empty={t('agentCentre.team.noBets')}
            head={
              <tr>
                <th scope="col">{t('records.cols.time')}</th>
                <th scope="col">{t('form.username')}</th>
                <th scope="col">{t('records.cols.type')}</th>
                <th scope="col">{t('agentCentre.team.game')}</th>
                <th scope="col">{t('agentCentre.team.round')}</th>
                <th scope="col" className="records__num">{t('records.cols.amount')}</th>
              </tr>
            }
          >
            {(query.data?.list ?? []).map((r) => (
              <tr key={r.id}>
                <td className="records__time"><MerchantTime iso={r.createdAt} /></td>
                <td>{r.username}</td>
                <td>{kindLabel(r.kind)}</td>
                <td>{[r.vendor, r.game].filter(Boolean).join(' · ') || '—'}</td>
                <td>{r.roundId ?? '—'}</td>
                <Amount value={r.amount} format={formatMoney} />
              </tr>
            ))}
          </TeamTable>
        </div>
      )}
    </>
  );
}
