import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractType, RealtimeSalaryNow } from '@wl/shared/core';
import { onEvent, queryClient } from '../../api/query';
import { useSession } from '../../session/session';
import type { IconName } from '../../components/Icon';
import { Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { useLiveEvent } from '../../stores/live';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { useMerchantOffset, useServerNow } from '../../agent-kit/common';
import { PayoutsView } from './PayoutsView';
import { countdown, merchantMinute, percentOf } from '../../agent-kit/range';
import { salaryKey, salaryQueries } from './salaryApi';
import './salary.css';
import { Panel } from '../../components/Panel';

/** A payout credits the wallet: every salary figure on screen refetches with the balance event. */
function useSalaryRefresh() {
  const { member } = useSession();
  useEffect(() => onEvent('balance:changed', salaryKey(member?.id)), [member?.id]);
}

/** The page frame: title, then the body once the merchant's offset is known (days are the merchant's). */
function SalaryPage({ title, icon, children }: { title: string; icon: IconName; children: (offset: number) => ReactNode }) {
  const { t } = useTranslation();
  useSalaryRefresh();
  const offset = useMerchantOffset();
  return (
    <>
      <AgentPageTitle title={title} icon={icon} />
      {offset === null ? <Spinner label={t('common.loading')} /> : children(offset)}
    </>
  );
}

function payoutPage(type: ContractType, page: 'dividendRecord' | 'dailyWages' | 'hourlySalary', icon: IconName) {
  return function PayoutPage() {
    const { t } = useTranslation();
    return (
      <SalaryPage title={t(`agentCentre.pages.${page}`)} icon={icon}>
        {(offset) => <PayoutsView type={type} offset={offset} />}
      </SalaryPage>
    );
  };
}

export const DividendRecordPage = payoutPage('dividend', 'dividendRecord', 'chart');
export const DailyWagesPage = payoutPage('daily_wage', 'dailyWages', 'coins');
export const HourlySalaryPage = payoutPage('hourly_salary', 'hourlySalary', 'clock');

/**
 * Real-time salary (agentRealtimeSalary): what the open 5-minute window has accrued, the countdown
 * to its settlement (the gateway's clock, not the browser's) and today's paid total, patched live
 * from `salary:realtime`; below, the settled windows with their bets.
 */
export function RealtimeSalaryPage() {
  const { t } = useTranslation();
  return (
    <SalaryPage title={t('agentCentre.pages.agentRealtimeSalary')} icon="bolt">
      {(offset) => (
        <>
          <RealtimeNow offset={offset} />
          <PayoutsView type="realtime_salary" offset={offset} />
        </>
      )}
    </SalaryPage>
  );
}

function RealtimeNow({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const options = salaryQueries.realtime(member?.id);
  const query = useQuery(options);
  const now = useServerNow();
  useLiveEvent('salary:realtime', (p) => {
    const cached = queryClient.getQueryData<RealtimeSalaryNow>(options.queryKey);
    // A new window means the last one settled: today's total and the history change too.
    if (cached && cached.windowStart !== p.windowStart) void queryClient.invalidateQueries({ queryKey: salaryKey(member?.id) });
    queryClient.setQueryData<RealtimeSalaryNow>(options.queryKey, (c) => (c ? { ...c, ...p, live: true } : c));
  });
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  const r = query.data;
  const cur = member?.currencySymbol ?? '';
  const left = now === null ? null : countdown(r.nextSettlementAt, now);
  return (
    <Panel id="salary-now-title" title={t('agentCentre.salary.now')} className="salary-now" testId="realtime-now">
      {!r.live && <p className="muted">{t('agentCentre.salary.noLive')}</p>}
      <ul className="kpis">
        <li className="kpi panel">
          <span className="kpi__label">{t('agentCentre.salary.accrued')}</span>
          {/* Polite: read when the figure changes (every few seconds at most), never the countdown. */}
          <span className="kpi__value amount" aria-live="polite" data-testid="realtime-accrued">
            {cur} {formatMoney(r.accrued)}
          </span>
          <span className="muted salary-now__note">{t('agentCentre.salary.window', { from: merchantMinute(r.windowStart, offset).slice(11) })}</span>
        </li>
        <li className="kpi panel">
          <span className="kpi__label">{t('agentCentre.salary.nextSettlement')}</span>
          <span className="kpi__value amount" data-testid="realtime-countdown">
            <time dateTime={r.nextSettlementAt}>{left ?? '—'}</time>
          </span>
          <span className="muted salary-now__note">{merchantMinute(r.nextSettlementAt, offset)}</span>
        </li>
        <li className="kpi panel">
          <span className="kpi__label">{t('agentCentre.salary.today')}</span>
          <span className="kpi__value amount" data-testid="realtime-today">
            {cur} {formatMoney(r.todayTotal)}
          </span>
          {r.rateBp !== null && <span className="muted salary-now__note">{t('agentCentre.salary.rate', { rate: percentOf(r.rateBp) })}</span>}
        </li>
      </ul>
    </Panel>
  );
}
