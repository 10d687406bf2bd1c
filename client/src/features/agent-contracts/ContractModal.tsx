import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractRequest } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { StateBadge, TermsList } from './TermsList';
import { contractQueries } from './contractsApi';
import { Failed } from './Failed';
import { PreviewBlock } from './PreviewBlock';
import { TermsChange } from './TermsChange';
import { PRIMARY_ACTIONS, requestActions } from './terms';
import { useContractAction } from './useContractAction';
import './contracts.css';

const TEXTS = {
  offer: { title: 'contracts.modal.offerTitle', body: 'contracts.modal.offerBody' },
  termination: { title: 'contracts.modal.terminationTitle', body: 'contracts.modal.terminationBody' },
  terms: { title: 'contracts.modal.termsTitle', body: 'contracts.modal.termsBody' },
} as const;

/**
 * The contract modal: one request waiting for this account's answer. An offer shows its
 * terms and the earnings preview with Accept / Reject; a termination the upline asked for shows
 * Agree / Decline; a change of terms shows the terms now and the new ones side by side, the date
 * they would apply from (merchant time) and the preview of both, with Accept / Reject. The
 * buttons are the ones the contract machine allows the downline now, narrowed to the request's
 * own answers; a request answered elsewhere (another tab) leaves the queue when the push arrives.
 */
export default function ContractModal({
  ownerId,
  request,
  more,
  onDismiss,
}: {
  ownerId: number;
  request: ContractRequest;
  more: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(contractQueries.one(ownerId, request.id));
  const action = useContractAction(ownerId);
  const c = query.data;
  const upline = c ? (c.agent.nickname && c.agent.nickname !== c.agent.username ? `${c.agent.username} (${c.agent.nickname})` : c.agent.username) : '';
  const actions = c ? requestActions(c, request.kind) : [];
  const failure = action.error ? errorText(action.error) : null;
  const title = t(TEXTS[request.kind].title, { type: t(`contracts.types.${request.type}`) });

  return (
    <Modal title={title} onClose={onDismiss} size="sm" variant="dialog" className="dialog contract-modal">
      <div data-testid="contract-modal" data-contract={request.id} data-kind={request.kind}>
        {query.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : query.isError ? (
          <Failed error={query.error} retry={() => void query.refetch()} />
        ) : (
          <>
            <p className="dialog__message">{t(TEXTS[request.kind].body, { who: upline, type: t(`contracts.types.${c!.type}`) })}</p>
            <div className="contract-modal__state">
              <StateBadge state={c!.state} />
            </div>
            <TermsList contract={c!} />
            {request.kind === 'terms' && <TermsChange contract={c!} />}
            {((request.kind === 'offer' && c!.state === 'offered') || (request.kind === 'terms' && c!.pendingTerms)) && <PreviewBlock id={c!.id} />}
            {failure && <FormError message={t(failure.key, { defaultValue: failure.fallback })} />}
          </>
        )}
      </div>
      {more > 0 && <p className="listener__more">{t('contracts.modal.more', { count: more })}</p>}
      <div className="dialog__actions contract-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDismiss} data-testid="contract-modal-later">
          {t('contracts.modal.later')}
        </button>
        {c &&
          actions.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn ${PRIMARY_ACTIONS.includes(a) ? 'btn--primary' : 'btn--outline'}`}
              disabled={action.pending}
              onClick={() => void action.run(c, a, upline)}
              data-testid={`contract-modal-${a}`}
            >
              {t(`contracts.actions.${a}`)}
            </button>
          ))}
      </div>
    </Modal>
  );
}
