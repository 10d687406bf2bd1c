import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATES, CONTRACT_TYPES, type ContractState, type ContractType } from '@wl/shared/core';
import { useSession } from '../../session/session';
import type { AgentPage } from '../../lib/paths';
import { Icon } from '../../components/Icon';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { ContractCard } from './ContractCard';
import { contractQueries, type GivenFilter } from './contractsApi';
import { Failed } from './Failed';
import { OfferContractModal } from './OfferContractModal';
import { Pager } from '../../components/Pager';
import './contracts.css';

/**
 * Agent centre "Contracts": the contracts this agent gave its direct downlines, filtered by state
 * and type, paged; an offer form; on each card the actions the contract machine allows the agent
 * (withdraw an offer, ask to end, answer the downline's request to end). Lists refresh on
 * `contract:changed` (ContractAttention registers it for the whole session). `payoutPages`: the
 * payout page of each contract type this agent is shown (the offer's preview links to it).
 */
export default function ContractsPage({ payoutPages }: { payoutPages?: Partial<Record<ContractType, AgentPage>> }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const [filter, setFilter] = useState<GivenFilter>({});
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState(false);
  const query = useQuery({ ...contractQueries.given(member?.id, filter, page), placeholderData: keepPreviousData });
  const pick = (next: GivenFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <>
      <div className="agent-page__head">
        <h1 className="agent-page__title">
          <Icon name="link" size={22} />
          {t('contracts.title')}
        </h1>
        <button type="button" className="btn btn--primary" onClick={() => setOffering(true)} data-testid="contract-offer-open">
          {t('contracts.offer.open')}
        </button>
      </div>
      <div className="contracts-filters" role="group" aria-label={t('contracts.filters')}>
        <label className="agent-select">
          <span className="field__label">{t('contracts.state')}</span>
          <select
            className="field__input"
            value={filter.state ?? ''}
            onChange={(e) => pick({ ...filter, state: (e.target.value || undefined) as ContractState | undefined })}
            data-testid="contract-filter-state"
          >
            <option value="">{t('contracts.all')}</option>
            {CONTRACT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`contracts.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="agent-select">
          <span className="field__label">{t('contracts.type')}</span>
          <select
            className="field__input"
            value={filter.type ?? ''}
            onChange={(e) => pick({ ...filter, type: (e.target.value || undefined) as ContractType | undefined })}
            data-testid="contract-filter-type"
          >
            <option value="">{t('contracts.all')}</option>
            {CONTRACT_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`contracts.types.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <Failed error={query.error} retry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState icon="receipt" title={t('contracts.emptyGiven')} text={t('contracts.emptyGivenText')} />
      ) : (
        <>
          <ul className="contracts" aria-busy={query.isFetching} aria-label={t('contracts.given')} data-testid="contracts-given">
            {query.data.list.map((c) => (
              <ContractCard key={c.id} contract={c} party="agent" />
            ))}
          </ul>
          {query.data.totalPages > 1 && (
            <Pager
              className="contracts-pager"
              label={t('contracts.pages')}
              page={page}
              pages={query.data.totalPages}
              busy={query.isFetching}
              onPage={setPage}
            />
          )}
        </>
      )}
      {offering && <OfferContractModal onClose={() => setOffering(false)} payoutPages={payoutPages} />}
    </>
  );
}
