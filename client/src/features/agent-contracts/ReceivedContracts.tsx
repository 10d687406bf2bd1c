import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { ContractCard } from './ContractCard';
import { contractQueries } from './contractsApi';
import { Failed } from './Failed';
import { Pager } from '../../components/Pager';
import { PreviewBlock } from './PreviewBlock';
import './contracts.css';

/**
 * Member centre "contract requests": the contracts this account received from its
 * upline, newest first, each with the actions the machine allows the downline (a change of terms
 * waiting is shown old against new, with Accept / Reject); an offer or a change can show its
 * earnings preview before it is answered. Refreshed live by `contract:changed`.
 */
export default function ReceivedContracts() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const query = useQuery({ ...contractQueries.received(member?.id, page), placeholderData: keepPreviousData });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (query.data.total === 0) return <EmptyState icon="receipt" title={t('contracts.emptyReceived')} text={t('contracts.emptyReceivedText')} />;
  return (
    <div className="contracts-received" data-testid="contracts-received">
      <ul className="contracts" aria-busy={query.isFetching} aria-label={t('contracts.received')}>
        {query.data.list.map((c) => (
          <ContractCard
            key={c.id}
            contract={c}
            party="downline"
            extra={
              (c.state === 'offered' || c.pendingTerms !== null) && (
                <div className="contract__preview">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-expanded={previewing === c.id}
                    onClick={() => setPreviewing((p) => (p === c.id ? null : c.id))}
                    data-testid="contract-preview-toggle"
                  >
                    {t('contracts.preview.show')}
                  </button>
                  {previewing === c.id && <PreviewBlock id={c.id} />}
                </div>
              )
            }
          />
        ))}
      </ul>
      {query.data.totalPages > 1 && (
        <Pager className="contracts-pager" label={t('contracts.pages')} page={page} pages={query.data.totalPages} busy={query.isFetching} onPage={setPage} />
      )}
    </div>
  );
}
