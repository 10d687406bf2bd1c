import { useMemo, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractView, ProposeTermsRequest } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { bindField, schemaResolver } from '../../lib/form-resolver';
import { proposeTermsRequest } from '@wl/shared/form-checks';
import { Modal } from '../../components/Modal';
import { TermsList } from './TermsList';
import { contractQueries, contractsApi, contractsKey } from './contractsApi';
import { RateField, rateOf, ThresholdFields, useRateCap, type RateContext } from './RateField';
import { bpToPercent, parseAmount, parseCount, sameTerms } from './terms';
import './contracts.css';

type Draft = { rate: string; members: string; amount: string };
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
  const limits = useQuery(contractQueries.limits(member?.id));
  const resolver = useMemo(
    () =>
      schemaResolver<Draft, ProposeTermsRequest, RateContext>(proposeTermsRequest, {
        toBody: (d, limits) => {
          const r = rateOf(d.rate, limits, c.type);
          const rateBp = 'bp' in r ? r.bp : Number.NaN;
          return salary ? { rateBp, minActiveMembers: parseCount(d.members) ?? Number.NaN, minBetAmount: parseAmount(d.amount) ?? Number.NaN } : { rateBp };
        },
        fields: { rateBp: 'rate', minActiveMembers: 'members', minBetAmount: 'amount' },
        messages: {
          rateBp: (d, limits) => {
            const r = rateOf(d.rate, limits, c.type);
            return 'key' in r ? r.key : 'contracts.offer.rateProblems.tooHigh';
          },
          minActiveMembers: 'contracts.offer.badCount',
          minBetAmount: 'contracts.offer.badAmount',
        },
        // A proposal that changes nothing is refused here, as the gateway would.
        rules: (body) => (sameTerms(agreed, body.rateBp, body.minActiveMembers ?? 0, body.minBetAmount ?? 0) ? { root: 'err.CONTRACT_TERMS_UNCHANGED' } : {}),
      }),
    [agreed, c.type, salary],
  );
  const form = useForm<Draft, RateContext, ProposeTermsRequest>({
    defaultValues: { rate: '', members: String(agreed.minActiveMembers), amount: major(agreed.minBetAmount) },
    resolver,
    context: limits.data,
  });
  const bind = bindField(form, t);
  const rateCap = useRateCap(member?.id, c.type);

  const propose = useMutation({
    mutationFn: contractsApi.proposeTerms,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: contractsKey(member?.id) });
      onClose();
    },
    onError: rateCap.refused,
  });

  const send = async (body: ProposeTermsRequest) => {
    const sure = await ui.dialog({
      titleKey: 'contracts.change.confirmTitle',
      messageKey: 'contracts.change.confirmBody',
      params: { who, type: t(`contracts.types.${c.type}`), rate: bpToPercent(body.rateBp) },
      confirmKey: 'contracts.change.send',
      cancelKey: 'in_more_cancel',
    });
    if (sure) propose.mutate({ id: c.id, body });
  };
  const submit = (e: FormEvent) => {
    propose.reset();
    void form.handleSubmit(send)(e);
  };
  const unchanged = form.formState.errors.root?.message;

  const failure = propose.error ? errorText(propose.error) : null;
  return (
    <Modal title={t('contracts.change.title')} onClose={onClose} size="sm" className="contract-offer">
      <form className="contract-form" onSubmit={submit} noValidate data-testid="contract-change-form">
        <p className="muted contract-form__fixed">{t('contracts.change.intro', { who })}</p>
        <TermsList contract={{ ...c, terms: agreed }} />
        <p className="muted contract-form__fixed">{t('contracts.change.fixed', { period: t(`contracts.periods.${agreed.period}`) })}</p>
        <RateField {...bind('rate', rateCap.params)} hint={rateCap.hint} testId="contract-change-rate" />
        {salary && <ThresholdFields members={bind('members')} amount={bind('amount')} testId="contract-change" />}
        {unchanged && <FormError message={t(unchanged)} />}
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
