import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '@wl/shared/core';
import { ApiError } from '../../api/http';
import { Field } from '../../components/Field';
import { contractQueries } from './contractsApi';
import { bpToPercent, capFor, parseRate } from './terms';

/**
 * The rate input of the offer and change-of-terms forms, with the caller's cap for the type
 * shown before anything is sent ("up to X%", GET agentContractLimits: the same figure the
 * gateway checks). `check` parses what was typed against that cap; `refused` refreshes the cap
 * when the gateway still answered CONTRACT_RATE_TOO_HIGH (the agent's own rate changed meanwhile).
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
  const check = (text: string): { bp: number } | { problem: string } => {
    const r = parseRate(text, cap?.maxRateBp ?? null);
    if ('bp' in r) return r;
    if (r.problem === 'none') return { problem: hint ?? '' };
    return { problem: t(`contracts.offer.rateProblems.${r.problem}`, { max: bpToPercent(cap?.maxRateBp ?? 10_000) }) };
  };
  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'CONTRACT_RATE_TOO_HIGH')
      void queries.invalidateQueries({ queryKey: contractQueries.limits(ownerId).queryKey });
  };
  return { cap, hint, check, refused, loading: limits.isPending };
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
  error?: string;
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
