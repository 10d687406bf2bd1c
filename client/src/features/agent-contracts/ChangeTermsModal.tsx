import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractView, ProposeTermsRequest } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { TermsList } from './TermsList';
import { contractsApi, contractsKey } from './contractsApi';
import { RateField, useRateCap } from './RateField';
import { bpToPercent, parseAmount, parseCount, sameTerms } from './terms';
import './contracts.css';

type Problems = Partial<Record<'rate' | 'members' | 'amount' | 'form', string>>;
/** Minor units back to what a person types ("1000.5"), for a threshold field filled with the agreed value. */
const major = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/**
 * "Change terms" on an active contract (the agent): the terms agreed now, then the new rate
 * (with the agent's cap for the type shown and checked before sending) and, for a salary, the
 * thresholds, filled with the agreed values. The type and the period stay: a different period
 * is a new contract. The downline then accepts or rejects; accepted terms apply from the start
 * of the next period. A proposal that changes nothing is refused here, as the gateway would.
 */
export function ChangeTermsModal({ contract: c, who, onClose }: { contract: ContractView; who: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const agreed = c.nextTerms ?? c.terms;
  const salary = c.type !== 'dividend';
  const [rate, setRate] = useState('');
  const [members, setMembers] = useState(String(agreed.minActiveMembers));
  const [amount, setAmount] = useState(major(agreed.minBetAmount));
  const [problems, setProblems] = useState<Problems>({});
  const rateCap = useRateCap(member?.id, c.type);

  const propose = useMutation({
    mutationFn: contractsApi.proposeTerms,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: contractsKey(member?.id) });
      onClose();
    },
    onError: rateCap.refused,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    propose.reset();
    const next: Problems = {};
    const r = rateCap.check(rate);
    if ('problem' in r) next.rate = r.problem;
    const minActiveMembers = salary ? parseCount(members) : 0;
    const minBetAmount = salary ? parseAmount(amount) : 0;
    if (minActiveMembers === null) next.members = t('contracts.offer.badCount');
    if (minBetAmount === null) next.amount = t('contracts.offer.badAmount');
    if ('bp' in r && minActiveMembers !== null && minBetAmount !== null && sameTerms(agreed, r.bp, minActiveMembers, minBetAmount)) {
      next.form = t('err.CONTRACT_TERMS_UNCHANGED');
    }
    setProblems(next);
    if (Object.keys(next).length > 0 || !('bp' in r)) return;
    const body: ProposeTermsRequest = salary ? { rateBp: r.bp, minActiveMembers: minActiveMembers!, minBetAmount: minBetAmount! } : { rateBp: r.bp };
    const sure = await ui.dialog({
      titleKey: 'contracts.change.confirmTitle',
      messageKey: 'contracts.change.confirmBody',
      params: { who, type: t(`contracts.types.${c.type}`), rate: bpToPercent(r.bp) },
      confirmKey: 'contracts.change.send',
      cancelKey: 'in_more_cancel',
    });
    if (sure) propose.mutate({ id: c.id, body });
  };

  const failure = propose.error ? errorText(propose.error) : null;
  return (
    <Modal title={t('contracts.change.title')} onClose={onClose} size="sm" className="contract-offer">
      <form className="contract-form" onSubmit={(e) => void submit(e)} noValidate data-testid="contract-change-form">
        <p className="muted contract-form__fixed">{t('contracts.change.intro', { who })}</p>
        <TermsList contract={{ ...c, terms: agreed }} />
        <p className="muted contract-form__fixed">{t('contracts.change.fixed', { period: t(`contracts.periods.${agreed.period}`) })}</p>
        <RateField value={rate} onValue={setRate} error={problems.rate} hint={rateCap.hint} testId="contract-change-rate" />
        {salary && (
          <>
            <Field
              label={t('contracts.minActiveMembers')}
              value={members}
              onValue={setMembers}
              inputMode="numeric"
              error={problems.members}
              data-testid="contract-change-members"
            />
            <Field
              label={t('contracts.minBetAmount')}
              value={amount}
              onValue={setAmount}
              inputMode="decimal"
              error={problems.amount}
              data-testid="contract-change-amount"
            />
          </>
        )}
        {problems.form && <FormError message={problems.form} />}
        {failure && <FormError message={t(failure.key, { defaultValue: failure.fallback })} />}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('in_more_cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={propose.isPending} data-testid="contract-change-submit">
            {t('contracts.change.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
