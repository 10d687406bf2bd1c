import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WHEEL_LIMITS, type StaffWheelValue, type WheelInput, type WheelSegmentInput, ENDPOINTS } from '@wl/shared/core';
import { wheelSegmentInput } from '@wl/shared/form-checks';
import { problemFields } from '../../../api/http';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, RowButton, SaveBar, useErrorText } from '../../../console-kit/ui';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import './wheel-console.css';

type Row = { label: string; prize: string; weight: string };
type Draft = { rows: Row[] };
const rowOf = (s: WheelSegmentInput): Row => ({ label: s.label, prize: (s.prize / 100).toFixed(2), weight: String(s.weight) });
/** A row as sent: the label trimmed, the prize in minor units; what cannot be read goes as NaN, which its check refuses. */
const segmentOf = (r: Row): WheelSegmentInput => ({
  label: r.label.trim(),
  prize: r.prize.trim() === '' ? Number.NaN : Math.round(Number(r.prize) * 100),
  weight: Number(r.weight),
});

const KEY = 'vipWheel.console.problems';
/** The message of each segment property that fails its check. */
const SEGMENT_PROBLEMS = { label: 'BLANK', prize: 'PRIZE', weight: 'WEIGHT' } as const;

/**
 * The site's wheel (admin writes): 2 to 12 segments of label, prize (0 = nothing) and weight (a
 * whole number from 1; the chance is weight / total, shown beside each row). Each segment is held
 * to the segment body's checks (@wl/shared/form-checks) beside its cell, the count of segments
 * under the table (the wheel's limits, stricter than its list's bound); the gateway checks the
 * same. A spin keeps the wheel it was spun on.
 */
const resolver = schemaResolver<Draft, WheelInput>(
  {},
  {
    toBody: (d) => ({ segments: d.rows.map(segmentOf) }),
    rules: (body) => {
      const found: Record<string, string | undefined> = {};
      const n = body.segments.length;
      if (n < WHEEL_LIMITS.minSegments) found.root = `${KEY}.TOO_FEW`;
      if (n > WHEEL_LIMITS.maxSegments) found.root = `${KEY}.TOO_MANY`;
      body.segments.forEach((segment, i) => {
        for (const k of Object.keys(SEGMENT_PROBLEMS) as (keyof typeof SEGMENT_PROBLEMS)[]) {
          if (!wheelSegmentInput[k](segment[k])) found[`rows.${i}.${k}`] = `${KEY}.${SEGMENT_PROBLEMS[k]}`;
        }
      });
      return found;
    },
  },
);

export function WheelEditor({ query, admin }: { query: UseQueryResult<StaffWheelValue>; admin: boolean }) {
  if (!query.data) return <ErrorNote error={query.error} onRetry={() => void query.refetch()} />;
  return <WheelForm wheel={query.data} admin={admin} />;
}

/** Filled once from the wheel as read; a save refills it with what was saved. */
function WheelForm({ wheel, admin }: { wheel: StaffWheelValue; admin: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const form = useForm<Draft, unknown, WheelInput>({ defaultValues: { rows: wheel.segments.map(rowOf) }, resolver });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const save = useMutation({
    mutationFn: (segments: WheelSegmentInput[]) => callStaff(ENDPOINTS.staffVipWheelPut, { body: { segments } }),
    onSuccess: (res) => {
      queries.setQueryData(['staff', 'vip-wheel'], res);
      form.reset({ rows: res.segments.map(rowOf) });
    },
    // The gateway names a segment's field as `weight.2`, the count as `segments`.
    onError: (err) =>
      setServerErrors(
        form,
        Object.fromEntries(
          Object.entries(problemFields(err)).map(([k, code]) => [k === 'segments' ? 'root' : k.replace(/^(\w+)\.(\d+)$/, 'rows.$2.$1'), code]),
        ),
        (_, code) => `${KEY}.${code}`,
      ),
  });
  const values = form.watch('rows');
  const notice = save.isPending
    ? ''
    : save.isError
      ? errorText(save.error)
      : Object.keys(form.formState.errors).length > 0
        ? t('vipWheel.console.fixProblems')
        : save.isSuccess && !form.formState.isDirty
          ? t('vipWheel.console.wheelSaved')
          : '';
  const total = values.reduce((n, r) => n + (Number(r.weight) > 0 ? Number(r.weight) : 0), 0);
  const countProblem = form.formState.errors.root?.message;
  const cell = (i: number, k: keyof Row, label: string, type = 'text') => {
    const id = `vwe-${k}-${i}`;
    const bad = errorOf(form, t, `rows.${i}.${k}`);
    return (
      <td>
        <label className="sr-only" htmlFor={id}>
          {t('vipWheel.console.segmentField', { n: i + 1, field: label })}
        </label>
        <input
          id={id}
          className="field__input"
          type={type}
          disabled={!admin}
          {...form.register(`rows.${i}.${k}`)}
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-msg` : undefined}
          step={k === 'prize' ? '0.01' : '1'}
          min={k === 'weight' ? 1 : 0}
          data-testid={`vwe-${k}`}
        />
        {bad && (
          <span id={`${id}-msg`} className="field__error">
            {bad}
          </span>
        )}
      </td>
    );
  };
  return (
    <form
      onSubmit={(e) => {
        save.reset();
        void form.handleSubmit((body) => save.mutate(body.segments))(e);
      }}
      noValidate
      data-testid="wheel-editor"
    >
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('vipWheel.console.wheelTable')}>
        <table className="sc-table vwe-table" aria-label={t('vipWheel.console.wheelTable')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('vipWheel.console.label')}</th>
              <th scope="col">{t('vipWheel.console.prize')}</th>
              <th scope="col">{t('vipWheel.console.weight')}</th>
              <th scope="col">{t('vipWheel.console.chance')}</th>
              <th scope="col">
                <span className="sr-only">{t('vipWheel.console.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, i) => (
              <tr key={row.id} data-testid="wheel-segment-row">
                <td className="sc-num">{i + 1}</td>
                {cell(i, 'label', t('vipWheel.console.label'))}
                {cell(i, 'prize', t('vipWheel.console.prize'), 'number')}
                {cell(i, 'weight', t('vipWheel.console.weight'), 'number')}
                <td className="sc-num">{total > 0 && Number(values[i]?.weight) > 0 ? `${((Number(values[i]!.weight) * 100) / total).toFixed(2)}%` : '—'}</td>
                <td>
                  {admin && (
                    <RowButton label={t('vipWheel.console.remove')} name={t('vipWheel.console.removeSegment', { n: i + 1 })} onClick={() => rows.remove(i)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {countProblem && (
        <p className="field__error" role="alert">
          {t(countProblem)}
        </p>
      )}
      {admin && (
        <div className="sc-toolbar">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={rows.fields.length >= WHEEL_LIMITS.maxSegments}
            onClick={() => rows.append({ label: '', prize: '0.00', weight: '1' })}
            data-testid="wheel-add-segment"
          >
            {t('vipWheel.console.addSegment')}
          </button>
          <SaveBar pending={save.isPending} notice={notice} testId="wheel-save" />
        </div>
      )}
    </form>
  );
}
