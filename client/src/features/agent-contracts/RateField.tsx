import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractLimits, ContractType } from '@wl/shared/core';
import { ApiError } from '../../api/http';
import { Field } from '../../components/Field';
import { contractQueries } from './contractsApi';
import { bpToPercent, capFor, parseRate } from './terms';

/** What the rate check needs: the caller's caps (GET agentContractLimits), the forms' resolver context. */
export type RateContext = ContractLimits | undefined;

/** A rate typed in percent for a type as basis points, or the i18n key of why not (shown with useRateCap's `params`). */
export function rateOf(text: string, limits: RateContext, type: ContractType): { bp: number } | { key: string } {
  const cap = capFor(limits, type);
  const r = parseRate(text, cap?.maxRateBp ?? null);
  if ('bp' in r) return r;
  if (r.problem !== 'none') return { key: `contracts.offer.rateProblems.${r.problem}` };
  return { key: cap?.source === 'none' ? 'contracts.offer.maxNone' : cap?.source === 'merchant' ? 'contracts.offer.maxSite' : 'contracts.offer.max' };
}

/**
 * The rate input of the offer and change-of-terms forms, with the caller's cap for the type
 * shown before anything is sent ("up to X%", GET agentContractLimits: the same figure the
 * gateway checks). `limits` is what the forms' rate check (rateOf) reads, `params` fill its
 * messages; `refused` refreshes the cap when the gateway still answered CONTRACT_RATE_TOO_HIGH
 * (the agent's own rate changed meanwhile).
 */
export function useRateCap(ownerId: number | undefined, type: ContractType) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const limits = useQuery(contractQueries.limits(ownerId));
  const cap = capFor(limits.data, type);
  const hint = !cap
    ? null
    : cap.source === 'none'
      ? t('contracts.offer.maxNone', { type: t(`contracts.types.${type}`) })
      : t(cap.source === 'merchant' ? 'contracts.offer.maxSite' : 'contracts.offer.max', { max: bpToPercent(cap.maxRateBp) });
  const params = { max: bpToPercent(cap?.maxRateBp ?? 10_000), type: t(`contracts.types.${type}`) };
  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'CONTRACT_RATE_TOO_HIGH')
      void queries.invalidateQueries({ queryKey: contractQueries.limits(ownerId).queryKey });
  };
  return { cap, hint, limits: limits.data, params, refused, loading: limits.isPending };
}

export function RateField({
  value,
  onValue,
  error,
  hint,
  testId,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string | null;
  hint: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('contracts.offer.ratePercent')}
      value={value}
      onValue={onValue}
      inputMode="decimal"
      required
      error={error}
      hint={hint ?? undefined}
      data-testid={testId}
    />
  );
}

/**
 * A salary's thresholds, the same two fields in the offer and the change of terms: active
 * members per period and the team's bet amount (typed in major units). `testId` is the form's
 * prefix (`<prefix>-members`, `<prefix>-amount`).
 */
export function ThresholdFields({ members, amount, testId }: { members: FieldBinding; amount: FieldBinding; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('contracts.minActiveMembers')} {...members} inputMode="numeric" data-testid={`${testId}-members`} />
      <Field label={t('contracts.minBetAmount')} {...amount} inputMode="decimal" data-testid={`${testId}-amount`} />
    </>
  );
}

type FieldBinding = { value: string; onValue(v: string): void; error: string | null };
