import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, DIVIDEND_PERIODS, periodFor, type ContractPeriod, type ContractType, type OfferContractRequest } from '@wl/shared/core';
import type { AgentPage } from '../../lib/paths';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { FieldFrame, FormError } from '../../components/Field';
import { bindField, errorOf, schemaResolver } from '../../lib/form-resolver';
import { offerContractRequest } from '@wl/shared/form-checks';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { contractQueries, contractsApi, contractsKey } from './contractsApi';
import { Failed } from './Failed';
import { RateField, rateOf, ThresholdFields, useRateCap, type RateContext } from './RateField';
import { bpToPercent, parseAmount, parseCount } from './terms';
import { OfferPreview } from './OfferPreview';

type Draft = { downline: string; type: ContractType; period: ContractPeriod; rate: string; members: string; amount: string };

/** The body the draft makes: what cannot be read goes as NaN, which its check refuses. */
function bodyOf(d: Draft, c: RateContext): OfferContractRequest {
  const r = rateOf(d.rate, c, d.type);
  const rateBp = 'bp' in r ? r.bp : Number.NaN;
  return d.type === 'dividend'
    ? { downline: d.downline, type: d.type, rateBp, period: d.period }
    : { downline: d.downline, type: d.type, rateBp, minActiveMembers: parseCount(d.members) ?? Number.NaN, minBetAmount: parseAmount(d.amount) ?? Number.NaN };
}

/** The body's own rules (@wl/shared/form-checks), each beside the field it is typed in; a rate says why it could not be read. */
const resolver = schemaResolver<Draft, OfferContractRequest, RateContext>(offerContractRequest, {
  toBody: bodyOf,
  fields: { rateBp: 'rate', minActiveMembers: 'members', minBetAmount: 'amount' },
  messages: {
    downline: 'contracts.offer.pickDownline',
    rateBp: (d, c) => {
      const r = rateOf(d.rate, c, d.type);
      return 'key' in r ? r.key : 'contracts.offer.rateProblems.tooHigh';
    },
    minActiveMembers: 'contracts.offer.badCount',
    minBetAmount: 'contracts.offer.badAmount',
  },
});

/**
 * "Offer a contract": a direct downline (the team API's first level), the type, the rate in
 * percent with the agent's cap for the type shown and checked before sending (RateField), the
 * dividend's period or a salary's thresholds; a confirmation repeats the terms before the offer
 * is sent. The gateway checks all of it again. Once a downline is picked, the earnings preview
 * (OfferPreview) says who would have earned what at the typed terms, and where to follow it.
 */
export function OfferContractModal({ onClose, payoutPages = {} }: { onClose: () => void; payoutPages?: Partial<Record<ContractType, AgentPage>> }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const selectId = useId();
  const downlines = useQuery(contractQueries.downlines(member?.id));
  const limits = useQuery(contractQueries.limits(member?.id));
  const form = useForm<Draft, RateContext, OfferContractRequest>({
    defaultValues: { downline: '', type: 'dividend', period: 'weekly', rate: '', members: '', amount: '' },
    resolver,
    context: limits.data,
  });
  const bind = bindField(form, t);
  const [downline, type, period, rate, members, amount] = form.watch(['downline', 'type', 'period', 'rate', 'members', 'amount']);
  const rateCap = useRateCap(member?.id, type);
  const salary = type !== 'dividend';

  const offer = useMutation({
    mutationFn: contractsApi.offer,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: contractsKey(member?.id) });
      onClose();
    },
    onError: rateCap.refused,
  });

  const send = async (body: OfferContractRequest) => {
    const sure = await ui.dialog({
      titleKey: 'contracts.offer.confirmTitle',
      messageKey: 'contracts.offer.confirmBody',
      params: {
        who: body.downline,
        type: t(`contracts.types.${body.type}`),
        rate: bpToPercent(body.rateBp),
        period: t(`contracts.periods.${periodFor(body.type, period)!}`),
      },
      confirmKey: 'contracts.offer.send',
      cancelKey: 'in_more_cancel',
    });
    if (sure) offer.mutate(body);
  };
  const submit = (e: FormEvent) => {
    offer.reset();
    void form.handleSubmit(send)(e);
  };
  const downlineError = errorOf(form, t, 'downline');

  const failure = offer.error ? errorText(offer.error) : null;
  const direct = downlines.data?.list ?? [];
  return (
    <Modal title={t('contracts.offer.title')} onClose={onClose} size="sm" className="contract-offer">
      {downlines.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : downlines.isError ? (
        <Failed error={downlines.error} retry={() => void downlines.refetch()} />
      ) : direct.length === 0 ? (
        <p className="muted" data-testid="contract-offer-nobody">
          {t('contracts.offer.nobody')}
        </p>
      ) : (
        <form className="contract-form" onSubmit={submit} noValidate data-testid="contract-offer-form">
          <FieldFrame id={selectId} label={t('contracts.downline')} invalid={!!downlineError}>
            <select
              id={selectId}
              className="field__input"
              {...form.register('downline')}
              aria-invalid={downlineError ? true : undefined}
              aria-describedby={downlineError ? `${selectId}-msg` : undefined}
              data-autofocus
              data-testid="contract-offer-downline"
            >
              <option value="">{t('contracts.offer.pickDownline')}</option>
              {direct.map((d) => (
                <option key={d.id} value={d.username}>
                  {d.nickname && d.nickname !== d.username ? `${d.username} (${d.nickname})` : d.username} ·{' '}
                  {t(`agentCentre.type${d.kind === 'agent' ? 'Agent' : 'Member'}`)}
                </option>
              ))}
            </select>
            {downlineError && (
              <p id={`${selectId}-msg`} className="field__error" role="alert">
                {downlineError}
              </p>
            )}
          </FieldFrame>
          <label className="field">
            <span className="field__label">{t('contracts.type')}</span>
            <select className="field__input" {...form.register('type')} data-testid="contract-offer-type">
              {CONTRACT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.types.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <RateField {...bind('rate', rateCap.params)} hint={rateCap.hint} testId="contract-offer-rate" />
          {salary ? (
            <>
              <p className="muted contract-form__fixed">{t('contracts.offer.fixedPeriod', { period: t(`contracts.periods.${periodFor(type)!}`) })}</p>
              <ThresholdFields members={bind('members')} amount={bind('amount')} testId="contract-offer" />
            </>
          ) : (
            <label className="field">
              <span className="field__label">{t('contracts.period')}</span>
              <select className="field__input" {...form.register('period')} data-testid="contract-offer-period">
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`contracts.periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {downline !== '' && (
            <OfferPreview
              draft={{
                downline,
                type,
                period,
                rateBp: (() => {
                  const r = rateOf(rate, limits.data, type);
                  return 'bp' in r ? r.bp : null;
                })(),
                minActiveMembers: salary ? (parseCount(members) ?? 0) : 0,
                minBetAmount: salary ? (parseAmount(amount) ?? 0) : 0,
              }}
              payoutPages={payoutPages}
            />
          )}
          {failure && <FormError message={t(failure.key, { defaultValue: failure.fallback })} />}
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('in_more_cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={offer.isPending} data-testid="contract-offer-submit">
              {t('contracts.offer.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
