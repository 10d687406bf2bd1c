import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, DIVIDEND_PERIODS, periodFor, type ContractPeriod, type ContractType, type OfferContractRequest } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { contractQueries, contractsApi, contractsKey } from './contractsApi';
import { Failed } from './Failed';
import { RateField, useRateCap } from './RateField';
import { bpToPercent, parseAmount, parseCount } from './terms';

type Problems = Partial<Record<'downline' | 'rate' | 'members' | 'amount', string>>;

/**
 * "Offer a contract": a direct downline (the team API's first level), the type, the rate in
 * percent with the agent's cap for the type shown and checked before sending (RateField), the
 * dividend's period or a salary's thresholds; a confirmation repeats the terms before the offer
 * is sent. The gateway checks all of it again.
 */
export function OfferContractModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const selectId = useId();
  const downlines = useQuery(contractQueries.downlines(member?.id));
  const [downline, setDownline] = useState('');
  const [type, setType] = useState<ContractType>('dividend');
  const [period, setPeriod] = useState<ContractPeriod>('weekly');
  const [rate, setRate] = useState('');
  const [members, setMembers] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    offer.reset();
    const next: Problems = {};
    if (!downline) next.downline = t('contracts.offer.pickDownline');
    const r = rateCap.check(rate);
    if ('problem' in r) next.rate = r.problem;
    const minActiveMembers = salary ? parseCount(members) : 0;
    const minBetAmount = salary ? parseAmount(amount) : 0;
    if (minActiveMembers === null) next.members = t('contracts.offer.badCount');
    if (minBetAmount === null) next.amount = t('contracts.offer.badAmount');
    setProblems(next);
    if (Object.keys(next).length > 0 || 'problem' in r) return;
    const body: OfferContractRequest = salary
      ? { downline, type, rateBp: r.bp, minActiveMembers: minActiveMembers!, minBetAmount: minBetAmount! }
      : { downline, type, rateBp: r.bp, period };
    const sure = await ui.dialog({
      titleKey: 'contracts.offer.confirmTitle',
      messageKey: 'contracts.offer.confirmBody',
      params: { who: downline, type: t(`contracts.types.${type}`), rate: bpToPercent(r.bp), period: t(`contracts.periods.${periodFor(type, period)!}`) },
      confirmKey: 'contracts.offer.send',
      cancelKey: 'in_more_cancel',
    });
    if (sure) offer.mutate(body);
  };

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
        <form className="contract-form" onSubmit={(e) => void submit(e)} noValidate data-testid="contract-offer-form">
          <div className={`field${problems.downline ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={selectId}>
              {t('contracts.downline')}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={downline}
              onChange={(e) => setDownline(e.target.value)}
              aria-invalid={problems.downline ? true : undefined}
              aria-describedby={problems.downline ? `${selectId}-msg` : undefined}
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
            {problems.downline && (
              <p id={`${selectId}-msg`} className="field__error" role="alert">
                {problems.downline}
              </p>
            )}
          </div>
          <label className="field">
            <span className="field__label">{t('contracts.type')}</span>
            <select className="field__input" value={type} onChange={(e) => setType(e.target.value as ContractType)} data-testid="contract-offer-type">
              {CONTRACT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.types.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <RateField value={rate} onValue={setRate} error={problems.rate} hint={rateCap.hint} testId="contract-offer-rate" />
          {salary ? (
            <>
              <p className="muted contract-form__fixed">{t('contracts.offer.fixedPeriod', { period: t(`contracts.periods.${periodFor(type)!}`) })}</p>
              <Field
                label={t('contracts.minActiveMembers')}
                value={members}
                onValue={setMembers}
                inputMode="numeric"
                error={problems.members}
                data-testid="contract-offer-members"
              />
              <Field
                label={t('contracts.minBetAmount')}
                value={amount}
                onValue={setAmount}
                inputMode="decimal"
                error={problems.amount}
                data-testid="contract-offer-amount"
              />
            </>
          ) : (
            <label className="field">
              <span className="field__label">{t('contracts.period')}</span>
              <select className="field__input" value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)} data-testid="contract-offer-period">
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`contracts.periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
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
