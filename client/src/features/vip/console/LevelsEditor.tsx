import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, VIP_TIERS, type StaffVipLevels, type VipLevel, type VipTier } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { FormError } from '../../../components/Field';
import { parseAmount } from '../../../lib/money';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';

export const staffLevelsQuery = queryOptions({
  queryKey: ['staff', 'vip', 'levels'],
  queryFn: ({ signal }) => staffCall<StaffVipLevels>(API.staffVipLevels, { signal }),
});

interface Row {
  level: number;
  name: string;
  tier: VipTier;
  validBets: string;
  deposits: string;
  rate: string;
}
const major = (minor: number) => (minor / 100).toFixed(2);
const toRow = (l: VipLevel): Row => ({
  level: l.level,
  name: l.name,
  tier: l.tier,
  validBets: major(l.validBets),
  deposits: major(l.deposits),
  rate: String(l.weeklyBps / 100),
});
/** "5" or "2.5" (percent, two decimals at most) -> basis points; null when not a rate. */
export const parseRate = (text: string) => {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10000 ? bps : null;
};

/**
 * The level table (docs/VIP.md "Console"): VIP 0..20 with name, tier, both thresholds and the
 * weekly rate, saved whole. The form checks what it can read (numbers, rates); the gateway checks
 * the order between rows and answers per field, shown under that field.
 */
export function LevelsEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(staffLevelsQuery);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  // Filled once; a background refetch must not wipe what staff are typing (a save refills it).
  useEffect(() => {
    if (q.data) setRows((cur) => cur ?? q.data.levels.map(toRow));
  }, [q.data]);
  const save = useMutation({
    mutationFn: (levels: VipLevel[]) => staffCall<StaffVipLevels>(API.staffVipLevels, { method: 'PUT', body: { levels } }),
    onSuccess: (v) => {
      setNotice(t('vip.admin.saved'));
      setRows(v.levels.map(toRow));
      queries.setQueryData(staffLevelsQuery.queryKey, v);
    },
    onError: (e) => {
      const fields = problemFields(e);
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, code]) => [k, t(`vip.admin.problems.${code}`, { defaultValue: t('err.SETTING_INVALID') })])),
      );
    },
  });
  const edit = (level: number, k: keyof Row, v: string) => {
    setNotice('');
    setErrors((e) => ({ ...e, [`levels.${level}.${k === 'rate' ? 'weeklyBps' : k}`]: '' }));
    setRows((cur) => cur && cur.map((r) => (r.level === level ? { ...r, [k]: v } : r)));
  };
  const submit = () => {
    if (!rows) return;
    save.reset();
    const e: Record<string, string> = {};
    const bad = t('vip.admin.problems.number');
    const levels = rows.map((r): VipLevel => {
      const at = (k: string) => `levels.${r.level}.${k}`;
      const vb = r.level === 0 ? 0 : parseAmount(r.validBets);
      const dep = r.level === 0 ? 0 : parseAmount(r.deposits);
      const bps = parseRate(r.rate);
      if (vb === null) e[at('validBets')] = bad;
      if (dep === null) e[at('deposits')] = bad;
      if (bps === null) e[at('weeklyBps')] = t('vip.admin.problems.rateRange');
      if (!r.name.trim()) e[at('name')] = t('vip.admin.problems.blank');
      return { level: r.level, name: r.name.trim(), tier: r.tier, validBets: vb ?? 0, deposits: dep ?? 0, weeklyBps: bps ?? 0 };
    });
    setErrors(e);
    if (Object.keys(e).length === 0) save.mutate(levels);
  };
  const err = (level: number, k: string) => errors[`levels.${level}.${k}`] || '';
  const input = (r: Row, k: 'name' | 'validBets' | 'deposits' | 'rate', label: string, fixed = false) => {
    const key = k === 'rate' ? 'weeklyBps' : k;
    const id = `vip-l${r.level}-${k}`;
    const msg = err(r.level, key);
    return (
      <td>
        <input
          id={id}
          className="field__input vip-admin__input"
          value={r[k]}
          onChange={(e) => edit(r.level, k, e.target.value)}
          aria-label={`${r.name || `VIP ${r.level}`}: ${label}`}
          aria-invalid={msg ? true : undefined}
          aria-describedby={msg ? `${id}-e` : undefined}
          readOnly={readOnly || fixed}
          inputMode={k === 'name' ? 'text' : 'decimal'}
          autoComplete="off"
        />
        {msg && (
          <span id={`${id}-e`} className="sc-error-text sc-small vip-admin__error">
            {msg}
          </span>
        )}
      </td>
    );
  };
  return (
    <section className="sc-card" aria-labelledby="vip-levels-h">
      <h2 id="vip-levels-h">{t('vip.admin.levels')}</h2>
      <p className="sc-muted sc-small">{t('vip.admin.levelsHint', { currency: q.data?.currency ?? '' })}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {rows && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) submit();
          }}
        >
          <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('vip.admin.levels')}>
            <table className="sc-table vip-admin__table">
              <thead>
                <tr>
                  <th scope="col">{t('vip.levels.level')}</th>
                  <th scope="col">{t('vip.admin.name')}</th>
                  <th scope="col">{t('vip.levels.tier')}</th>
                  <th scope="col">{t('vip.measures.validBets')}</th>
                  <th scope="col">{t('vip.levels.orDeposits')}</th>
                  <th scope="col">{t('vip.admin.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.level} data-testid={`vip-admin-level-${r.level}`}>
                    <th scope="row" className="sc-num">
                      {r.level}
                    </th>
                    {input(r, 'name', t('vip.admin.name'))}
                    <td>
                      <select
                        className="field__input vip-admin__input"
                        value={r.tier}
                        disabled={readOnly}
                        aria-label={`${r.name || `VIP ${r.level}`}: ${t('vip.levels.tier')}`}
                        aria-invalid={err(r.level, 'tier') ? true : undefined}
                        onChange={(e) => edit(r.level, 'tier', e.target.value)}
                      >
                        {VIP_TIERS.map((tier) => (
                          <option key={tier} value={tier}>
                            {t(`vip.tiers.${tier}`)}
                          </option>
                        ))}
                      </select>
                      {err(r.level, 'tier') && <span className="sc-error-text sc-small vip-admin__error">{err(r.level, 'tier')}</span>}
                    </td>
                    {input(r, 'validBets', t('vip.measures.validBets'), r.level === 0)}
                    {input(r, 'deposits', t('vip.measures.deposits'), r.level === 0)}
                    {input(r, 'rate', t('vip.admin.rate'))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormError message={save.isError ? errorText(save.error) : ''} />
          {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="vip-save-levels" />}
        </form>
      )}
    </section>
  );
}
