import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney } from '../../lib/format';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { LoadFailed } from '../../agent-kit/LoadFailed';
import { DayRangePicker, defaultRange, useMerchantOffset } from '../../agent-kit/common';
import type { DayRange } from '../../agent-kit/range';
import { salaryQueries } from './salaryApi';
import './salary.css';

/** My income (agentRevenueReport, every agent): salaries and dividends paid to the caller per merchant day and type. */
export function RevenuePage() {
  const { t } = useTranslation();
  const offset = useMerchantOffset();
  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.agentRevenueReport')} icon="wallet" />
      {offset === null ? <Spinner label={t('common.loading')} /> : <Revenue offset={offset} />}
    </>
  );
}

function Revenue({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [range, setRange] = useState<DayRange>(() => defaultRange(offset));
  const query = useQuery({ ...salaryQueries.revenue(member?.id, range, offset), placeholderData: keepPreviousData });
  const data = query.data;
  const cur = member?.currencySymbol ?? '';
  const caption = t('agentCentre.salary.revenueCaption');
  return (
    <div className="salary-revenue" data-testid="revenue">
      <DayRangePicker value={range} offset={offset} onChange={setRange} />
      {query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <ul className="kpis" aria-busy={query.isFetching}>
            {[...CONTRACT_TYPES, 'total' as const].map((k) => (
              <li key={k} className="kpi panel" data-testid={`revenue-${k}`}>
                <span className="kpi__label">{t(`agentCentre.salary.types.${k}`)}</span>
                <span className="kpi__value amount">
                  {cur} {formatMoney(data!.totals[k])}
                </span>
              </li>
            ))}
          </ul>
          {data!.days.length === 0 ? (
            <EmptyState icon="wallet" title={t('agentCentre.salary.noIncome')} text={t('agentCentre.salary.noIncomeText')} />
          ) : (
            <div className="salary-scroll" role="region" tabIndex={0} aria-label={caption}>
              <table className="agent-table" data-testid="revenue-table">
                <caption className="sr-only">
                  {caption} {range.from} – {range.to}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agentCentre.date')}</th>
                    {[...CONTRACT_TYPES, 'total' as const].map((k) => (
                      <th key={k} scope="col" className="salary-num">
                        {t(`agentCentre.salary.types.${k}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data!.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{d.date}</th>
                      {[...CONTRACT_TYPES, 'total' as const].map((k) => (
                        <td key={k} className="salary-num amount">
                          {formatMoney(d[k])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
