import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractParty, ContractView } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { FormError } from '../../components/Field';
import { formatTimestamp } from '../../lib/format';
import { ChangeTermsModal } from './ChangeTermsModal';
import { TermsChange } from './TermsChange';
import { StateBadge, TermsList } from './TermsList';
import { actionsFor, PRIMARY_ACTIONS } from './terms';
import { useContractAction } from './useContractAction';

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatTimestamp(new Date(iso))}</time> : null);

/**
 * One contract as either party sees it: type, state, the other party, the terms (and a change of
 * them waiting or agreed), the dates, and the buttons the contract machine allows this party in
 * this state (nothing else is offered). "Change terms" opens its form; the rest act at once (after
 * a confirmation for the ones that close something).
 */
export function ContractCard({ contract: c, party, extra }: { contract: ContractView; party: ContractParty; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const action = useContractAction(member?.id);
  const [changing, setChanging] = useState(false);
  const other = party === 'agent' ? c.downline : c.agent;
  const who = other.nickname && other.nickname !== other.username ? `${other.username} (${other.nickname})` : other.username;
  const actions = actionsFor(c, party);
  const failure = action.error ? errorText(action.error) : null;
  return (
    <li className="contract panel" data-testid="contract-card" data-contract={c.id} data-state={c.state}>
      <div className="contract__head">
        <h3 className="contract__title">{t(`contracts.types.${c.type}`)}</h3>
        <StateBadge state={c.state} />
      </div>
      <TermsList contract={c}>
        <div>
          <dt>{t(party === 'agent' ? 'contracts.downline' : 'contracts.upline')}</dt>
          <dd data-testid="contract-party">{who}</dd>
        </div>
        <div>
          <dt>{t('contracts.offeredAt')}</dt>
          <dd>{when(c.offeredAt)}</dd>
        </div>
        {c.answeredAt && (
          <div>
            <dt>{t('contracts.answeredAt')}</dt>
            <dd>{when(c.answeredAt)}</dd>
          </div>
        )}
        {c.closedAt && (
          <div>
            <dt>{t('contracts.closedAt')}</dt>
            <dd>{when(c.closedAt)}</dd>
          </div>
        )}
        {c.endReason && (
          <div>
            <dt>{t('contracts.endReason')}</dt>
            <dd>{t(`contracts.endReasons.${c.endReason}`)}</dd>
          </div>
        )}
      </TermsList>
      <TermsChange contract={c} />
      {c.state === 'termination_requested' && c.terminationRequestedBy && (
        <p className="contract__note" data-testid="contract-termination-note">
          {t(c.terminationRequestedBy === party ? 'contracts.terminationByYou' : 'contracts.terminationByOther', { who })}
        </p>
      )}
      {failure && <FormError message={t(failure.key, { defaultValue: failure.fallback })} />}
      {actions.length > 0 && (
        <div className="contract__actions">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn btn--sm ${PRIMARY_ACTIONS.includes(a) ? 'btn--primary' : 'btn--outline'}`}
              disabled={action.pending}
              onClick={() => (a === 'PROPOSE_TERMS' ? setChanging(true) : void action.run(c, a, who))}
              data-testid={`contract-action-${a}`}
            >
              {t(`contracts.actions.${a}`)}
            </button>
          ))}
        </div>
      )}
      {extra}
      {changing && <ChangeTermsModal contract={c} who={who} onClose={() => setChanging(false)} />}
    </li>
  );
}
