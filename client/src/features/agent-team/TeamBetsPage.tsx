import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType, type TeamBetRow } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';
import { MerchantTime } from '../../agent-kit/MerchantTime';
import { useVendorName } from '../../hooks/useGameMenus';
import { useKindLabel } from './labels';
import { teamPageQueries } from './teamQueries';
import { TeamRecordsPage, type Column } from './TeamRecords';

/**
 * personalHistoryCopy: the team's betting-record lines (bets, wins, cancellations), newest first.
 * Game types and vendors are named as the lobby names them (its category names, the vendors'
 * display names from the game menus), never by their codes.
 */
export default function TeamBetsPage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const vendorName = useVendorName();
  const columns: Column<TeamBetRow>[] = [
    { label: t('records.cols.time'), align: 'time', cell: (r) => <MerchantTime iso={r.createdAt} /> },
    { label: t('form.username'), cell: (r) => r.username },
    { label: t('records.cols.type'), cell: (r) => kindLabel(r.kind) },
    { label: t('agentCentre.team.game'), cell: (r) => [r.vendor && vendorName(r.vendor), r.game].filter(Boolean).join(' · ') || '—' },
    { label: t('agentCentre.team.round'), cell: (r) => r.roundId ?? '—' },
    { label: t('records.cols.amount'), align: 'num', signed: (r) => r.amount, cell: (r) => formatMoney(r.amount) },
  ];
  return (
    <TeamRecordsPage
      title={t('agentCentre.pages.personalHistoryCopy')}
      icon="dice"
      testId="team-bets"
      empty={t('agentCentre.team.noBets')}
      option={{ label: t('agentCentre.team.gameType'), values: GAME_TYPES.map((g) => ({ value: g, label: t(`lobby.type.${g}`) })) }}
      query={(owner, f, page, gameType) => teamPageQueries.bets(owner, { ...f, gameType: gameType as GameType | undefined }, page)}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}
