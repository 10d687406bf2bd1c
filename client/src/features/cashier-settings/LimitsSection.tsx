import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type WithdrawLimits, ENDPOINTS } from '@wl/shared/core';
import { Field, FormError } from '../../components/Field';
import { parseAmount } from '../../lib/money';
import { callStaff } from '../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../console-kit/ui';
import { limitsQuery, major, parseWhole } from './cashierSettings';

export function LimitsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(limitsQuery);
  const [d, setD] = useState<Record<'min' | 'max' | 'count' | 'amount' | 'minutes', string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (q.data)
      setD({
        min: major(q.data.minAmount),
        max: major(q.data.maxAmount),
        count: String(q.data.dailyCount),
        amount: major(q.data.dailyAmount),
        minutes: String(q.data.confirmMinutes),
      });
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: WithdrawLimits) => callStaff(ENDPOINTS.staffWithdrawLimitsPut, { body }),
    onSuccess: (v) => {
      setNotice(t('support.cashier.saved'));
      queries.setQueryData(limitsQuery.queryKey, v);
    },
  });
  const edit = (k: keyof NonNullable<typeof d>, v: string) => {
    setNotice('');
    setErrors((e) => ({ ...e, [k]: '' }));
    setD((cur) => (cur ? { ...cur, [k]: v } : cur));
  };
  const submit = () => {
    if (!d) return;
    save.reset();
    const bad = t('support.cashier.invalid');
    const v = {
      minAmount: parseAmount(d.min),
      maxAmount: parseAmount(d.max),
      dailyCount: parseWhole(d.count, 1, 1000),
      dailyAmount: parseAmount(d.amount),
      confirmMinutes: parseWhole(d.minutes, 1, 43200),
    };
    const e: Record<string, string> = {};
    if (v.minAmount === null) e.min = bad;
    if (v.maxAmount === null) e.max = bad;
    else if (v.minAmount !== null && v.maxAmount < v.minAmount) e.max = t('support.cashier.maxBelowMin');
    if (v.dailyCount === null) e.count = bad;
    if (v.dailyAmount === null) e.amount = bad;
    if (v.confirmMinutes === null) e.minutes = bad;
    setErrors(e);
    if (Object.keys(e).length === 0) save.mutate(v as WithdrawLimits);
  };
  const field = (k: keyof NonNullable<typeof d>, label: string, hint?: string) => (
    <Field
      id={`cs-wl-${k}`}
      label={label}
      value={d![k]}
      onValue={(v) => edit(k, v)}
      error={errors[k] || null}
      hint={hint}
      required
      inputMode={k === 'count' || k === 'minutes' ? 'numeric' : 'decimal'}
      autoComplete="off"
      readOnly={readOnly}
    />
  );
  return (
    <section className="sc-card" aria-labelledby="cs-limits-h">
      <h2 id="cs-limits-h">{t('support.cashier.limits.heading')}</h2>
      <p className="sc-muted sc-small">{t('support.cashier.limits.hint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && !q.error && <div className="sc-skeleton-block" aria-hidden="true" />}
      {d && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) submit();
          }}
        >
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
      )}
    </section>
  );
}
