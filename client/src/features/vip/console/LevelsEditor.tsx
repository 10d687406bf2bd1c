import { useFieldArray, useForm } from 'react-hook-form';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VIP_TIERS, type VipLevel, type VipLevelsInput, type VipTier, ENDPOINTS } from '@wl/shared/core';
import { vipLevel } from '@wl/shared/form-checks';
import { problemFields } from '../../../api/http';
import { FormError } from '../../../components/Field';
import { parseAmount } from '../../../lib/money';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { HeadRow } from '../../../components/HeadRow';

export const staffLevelsQuery = queryOptions({
  queryKey: ['staff', 'vip', 'levels'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipLevels, { signal }),
});

/** A level as typed: the thresholds in major units, the weekly rate in percent (`weeklyBps` names the field as the gateway does). */
interface Row {
  level: number;
  name: string;
  tier: VipTier;
  validBets: string;
  deposits: string;
  weeklyBps: string;
}
type Draft = { levels: Row[] };
const major = (minor: number) => (minor / 100).toFixed(2);
const toRow = (l: VipLevel): Row => ({
  level: l.level,
  name: l.name,
  tier: l.tier,
  validBets: major(l.validBets),
  deposits: major(l.deposits),
  weeklyBps: String(l.weeklyBps / 100),
});
export const parseRate = (text: string) => {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10000 ? bps : null;
};

/** A row as sent; what cannot be read goes as NaN, which its check refuses. VIP 0 starts at nothing. */
const levelOf = (r: Row): VipLevel => ({
  level: r.level,
  name: r.name.trim(),
  tier: r.tier,
  validBets: r.level === 0 ? 0 : (parseAmount(r.validBets) ?? Number.NaN),
  deposits: r.level === 0 ? 0 : (parseAmount(r.deposits) ?? Number.NaN),
  weeklyBps: parseRate(r.weeklyBps) ?? Number.NaN,
});

const KEY = 'vip.admin.problems';
/** The message of each level property that fails its check. */
const LEVEL_PROBLEMS = { name: 'blank', tier: 'tierOrder', validBets: 'number', deposits: 'number', weeklyBps: 'rateRange' } as const;

/** Each row held to the level body's checks (@wl/shared/form-checks), beside its cell. */
const resolver = schemaResolver<Draft, VipLevelsInput>(
  {},
  {
    toBody: (d) => ({ levels: d.levels.map(levelOf) }),
    rules: (body) => {
      const found: Record<string, string> = {};
      body.levels.forEach((level, i) => {
        for (const k of Object.keys(LEVEL_PROBLEMS) as (keyof typeof LEVEL_PROBLEMS)[]) {
          if (!vipLevel[k](level[k])) found[`levels.${i}.${k}`] = `${KEY}.${LEVEL_PROBLEMS[k]}`;
        }
      });
      return found;
    },
  },
);

/**
 * The level table (docs/VIP.md "Console"): VIP 0..20 with name, tier, both thresholds and the
 * weekly rate, saved whole. The form checks what it can read (numbers, rates); the gateway checks
 * the order between rows and answers per field, shown under that field.
 */
export function LevelsEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const q = useQuery(staffLevelsQuery);
  return (
    <section className="sc-card" aria-labelledby="vip-levels-h">
      <h2 id="vip-levels-h">{t('vip.admin.levels')}</h2>
      <p className="sc-muted sc-small">{t('vip.admin.levelsHint', { currency: q.data?.currency ?? '' })}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.data && <LevelsForm levels={q.data.levels} readOnly={readOnly} />}
    </section>
  );
}

/** Filled once from the table as read; a background refetch does not wipe what staff are typing (a save refills it). */
function LevelsForm({ levels, readOnly }: { levels: VipLevel[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const form = useForm<Draft, unknown, VipLevelsInput>({ defaultValues: { levels: levels.map(toRow) }, resolver });
  const rows = useFieldArray({ control: form.control, name: 'levels' });
  const save = useMutation({
    mutationFn: (levels: VipLevel[]) => callStaff(ENDPOINTS.staffVipLevelsPut, { body: { levels } }),
    onSuccess: (v) => {
      form.reset({ levels: v.levels.map(toRow) });
      queries.setQueryData(staffLevelsQuery.queryKey, v);
    },
    // The gateway names a field by level (`levels.2.validBets`): the rows are in level order, so the same path.
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `${KEY}.${code}`),
  });
  const values = form.watch('levels');
  // "Saved" until the next change.
  const notice = save.isSuccess && !form.formState.isDirty ? t('vip.admin.saved') : '';
  const who = (i: number) => values[i]?.name || `VIP ${rows.fields[i]!.level}`;
  const input = (i: number, k: 'name' | 'validBets' | 'deposits' | 'weeklyBps', label: string, fixed = false) => {
    const level = rows.fields[i]!.level;
    const id = `vip-l${level}-${k === 'weeklyBps' ? 'rate' : k}`;
    const msg = errorOf(form, t, `levels.${i}.${k}`);
    return (
      <td>
        <input
          id={id}
          className="field__input vip-admin__input"
          {...form.register(`levels.${i}.${k}`)}
          aria-label={`${who(i)}: ${label}`}
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
    <form
      noValidate
      onSubmit={(e) => {
        if (readOnly) return e.preventDefault();
        save.reset();
        void form.handleSubmit((body) => save.mutate(body.levels))(e);
      }}
    >
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('vip.admin.levels')}>
        <table className="sc-table vip-admin__table">
          <thead>
            <HeadRow
              cols={[
                { label: t('vip.levels.level') },
                { label: t('vip.admin.name') },
                { label: t('vip.levels.tier') },
                { label: t('vip.measures.validBets') },
                { label: t('vip.levels.orDeposits') },
                { label: t('vip.admin.rate') },
              ]}
            />
          </thead>
          <tbody>
            {rows.fields.map((r, i) => {
              const tierError = errorOf(form, t, `levels.${i}.tier`);
              return (
                <tr key={r.id} data-testid={`vip-admin-level-${r.level}`}>
                  <th scope="row" className="sc-num">
                    {r.level}
                  </th>
                  {input(i, 'name', t('vip.admin.name'))}
                  <td>
                    <select
                      className="field__input vip-admin__input"
                      disabled={readOnly}
                      aria-label={`${who(i)}: ${t('vip.levels.tier')}`}
                      aria-invalid={tierError ? true : undefined}
                      {...form.register(`levels.${i}.tier`)}
                    >
                      {VIP_TIERS.map((tier) => (
                        <option key={tier} value={tier}>
                          {t(`vip.tiers.${tier}`)}
                        </option>
                      ))}
                    </select>
                    {tierError && <span className="sc-error-text sc-small vip-admin__error">{tierError}</span>}
                  </td>
                  {input(i, 'validBets', t('vip.measures.validBets'), r.level === 0)}
                  {input(i, 'deposits', t('vip.measures.deposits'), r.level === 0)}
                  {input(i, 'weeklyBps', t('vip.admin.rate'))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormError message={save.isError ? errorText(save.error) : ''} />
      {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="vip-save-levels" />}
    </form>
  );
}
