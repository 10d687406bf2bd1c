import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API, WHEEL_LIMITS, type StaffWheelValue, type WheelSegmentInput } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';
import './wheel-console.css';

type Row = { label: string; prize: string; weight: string };
const rowOf = (s: WheelSegmentInput): Row => ({ label: s.label, prize: (s.prize / 100).toFixed(2), weight: String(s.weight) });
const segmentOf = (r: Row): WheelSegmentInput => ({ label: r.label, prize: Math.round(Number(r.prize) * 100), weight: Number(r.weight) });

/**
 * The site's wheel (admin writes): 2 to 12 segments of label, prize (0 = nothing) and weight (a
 * whole number from 1; the chance is weight / total, shown beside each row). The same rules are
 * checked here and by the gateway; a spin keeps the wheel it was spun on.
 */
function problemsOf(rows: Row[]): Record<string, string> {
  const p: Record<string, string> = {};
  if (rows.length < WHEEL_LIMITS.minSegments) p.segments = 'TOO_FEW';
  if (rows.length > WHEEL_LIMITS.maxSegments) p.segments = 'TOO_MANY';
  rows.forEach((r, i) => {
    if (!r.label.trim()) p[`label.${i}`] = 'BLANK';
    const w = Number(r.weight);
    if (!Number.isInteger(w) || w < 1 || w > WHEEL_LIMITS.maxWeight) p[`weight.${i}`] = 'WEIGHT';
    const prize = Number(r.prize);
    if (r.prize.trim() === '' || !Number.isFinite(prize) || prize < 0 || Math.round(prize * 100) > WHEEL_LIMITS.maxPrize) p[`prize.${i}`] = 'PRIZE';
  });
  return p;
}

export function WheelEditor({ query, admin }: { query: UseQueryResult<StaffWheelValue>; admin: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (query.data && rows === null) setRows(query.data.segments.map(rowOf));
  }, [query.data, rows]);
  const save = useMutation({
    mutationFn: (segments: WheelSegmentInput[]) => staffCall<StaffWheelValue>(API.staffVipWheel, { method: 'PUT', body: { segments } }),
    onSuccess: (res) => {
      queries.setQueryData(['staff', 'vip-wheel'], res);
      setRows(res.segments.map(rowOf));
      setNotice(t('vipWheel.console.wheelSaved'));
    },
    onError: (err) => setNotice(errorText(err)),
  });
  if (!rows) return <ErrorNote error={query.error} onRetry={() => void query.refetch()} />;
  const remote = problemFields(save.error);
  const fields = { ...remote, ...local };
  const problem = (k: string) => (fields[k] ? t(`vipWheel.console.problems.${fields[k]}`) : null);
  const total = rows.reduce((n, r) => n + (Number(r.weight) > 0 ? Number(r.weight) : 0), 0);
  const edit = (i: number, k: keyof Row, v: string) => setRows((rs) => rs!.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice('');
    const p = problemsOf(rows);
    setLocal(p);
    if (Object.keys(p).length === 0) save.mutate(rows.map(segmentOf));
    else setNotice(t('vipWheel.console.fixProblems'));
  };
  const cell = (i: number, k: keyof Row, label: string, type = 'text') => {
    const id = `vwe-${k}-${i}`;
    const bad = problem(`${k}.${i}`);
    return (
      <td>
        <label className="sr-only" htmlFor={id}>
          {t('vipWheel.console.segmentField', { n: i + 1, field: label })}
        </label>
        <input
          id={id}
          className="field__input"
          type={type}
          value={rows[i]![k]}
          disabled={!admin}
          onChange={(e) => edit(i, k, e.target.value)}
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
    <form onSubmit={submit} noValidate data-testid="wheel-editor">
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
            {rows.map((r, i) => (
              <tr key={i} data-testid="wheel-segment-row">
                <td className="sc-num">{i + 1}</td>
                {cell(i, 'label', t('vipWheel.console.label'))}
                {cell(i, 'prize', t('vipWheel.console.prize'), 'number')}
                {cell(i, 'weight', t('vipWheel.console.weight'), 'number')}
                <td className="sc-num">{total > 0 && Number(r.weight) > 0 ? `${((Number(r.weight) * 100) / total).toFixed(2)}%` : '—'}</td>
                <td>
                  {admin && (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setRows((rs) => rs!.filter((_, j) => j !== i))}
                      aria-label={t('vipWheel.console.removeSegment', { n: i + 1 })}
                    >
                      {t('vipWheel.console.remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fields.segments && (
        <p className="field__error" role="alert">
          {problem('segments')}
        </p>
      )}
      {admin && (
        <div className="sc-toolbar">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={rows.length >= WHEEL_LIMITS.maxSegments}
            onClick={() => setRows((rs) => [...rs!, { label: '', prize: '0.00', weight: '1' }])}
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
