import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type WithdrawLimits, ENDPOINTS } from '@wl/shared/core';
import { withdrawLimits } from '@wl/shared/form-checks';
import { FormError } from '../../components/Field';
import { schemaResolver } from '../../lib/form-resolver';
import { parseAmount } from '../../lib/money';
import { FormText } from '../../console-kit/form';
import { callStaff } from '../../console-kit/staffApi';
import { SaveBar, useErrorText } from '../../console-kit/ui';
import { limitsQuery, major, parseWhole } from './cashierSettings';
import { SettingsCard, useSettingsForm } from './SettingsCard';

type Draft = Record<'min' | 'max' | 'count' | 'amount' | 'minutes', string>;

const draftOf = (l: WithdrawLimits): Draft => ({
  min: major(l.minAmount),
  max: major(l.maxAmount),
  count: String(l.dailyCount),
  amount: major(l.dailyAmount),
  minutes: String(l.confirmMinutes),
});

/**
 * The body's own checks beside the field each is typed in. The body's counts are plain integers;
 * the ranges the table holds are read here, and what cannot be read goes as NaN, which fails.
 */
const resolver = schemaResolver<Draft, WithdrawLimits>(withdrawLimits, {
  toBody: (d) => ({
    minAmount: parseAmount(d.min) ?? Number.NaN,
    maxAmount: parseAmount(d.max) ?? Number.NaN,
    dailyCount: parseWhole(d.count, 1, 1000) ?? Number.NaN,
    dailyAmount: parseAmount(d.amount) ?? Number.NaN,
    confirmMinutes: parseWhole(d.minutes, 1, 43200) ?? Number.NaN,
  }),
  fields: { minAmount: 'min', maxAmount: 'max', dailyCount: 'count', dailyAmount: 'amount', confirmMinutes: 'minutes' },
  fallback: 'support.cashier.invalid',
  rules: (body) => ({ max: body.maxAmount < body.minAmount ? 'support.cashier.maxBelowMin' : undefined }),
});

export function LimitsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="cs-limits-h" heading={t('support.cashier.limits.heading')} hint={t('support.cashier.limits.hint')} query={useQuery(limitsQuery)}>
      {(limits) => <LimitsForm limits={limits} readOnly={readOnly} />}
    </SettingsCard>
  );
}

function LimitsForm({ limits, readOnly }: { limits: WithdrawLimits; readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, save, notice, submit } = useSettingsForm({
    data: limits,
    draftOf,
    resolver,
    queryKey: limitsQuery.queryKey,
    put: (body: WithdrawLimits) => callStaff(ENDPOINTS.staffWithdrawLimitsPut, { body }),
    readOnly,
  });
  const field = (name: keyof Draft, label: string, hint?: string) => (
    <FormText
      form={form}
      name={name}
      id={`cs-wl-${name}`}
      label={label}
      hint={hint}
      required
      inputMode={name === 'count' || name === 'minutes' ? 'numeric' : 'decimal'}
      autoComplete="off"
      readOnly={readOnly}
    />
  );
  return (
    <form noValidate onSubmit={submit()}>
      <div className="sc-cs-grid">
        {field('min', t('support.cashier.limits.min'))}
        {field('max', t('support.cashier.limits.max'))}
        {field('count', t('support.cashier.limits.count'))}
        {field('amount', t('support.cashier.limits.amount'))}
        {field('minutes', t('support.cashier.limits.minutes'), t('support.cashier.limits.minutesHint'))}
      </div>
      <FormError message={save.isError ? errorText(save.error) : ''} />
      {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="cs-save-limits" />}
    </form>
  );
}
