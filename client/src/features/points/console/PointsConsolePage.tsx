import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PointsConfig, type StaffPointsReward, ENDPOINTS } from '@wl/shared/core';
import { Checkbox, FieldFrame, FormError } from '../../../components/Field';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { AddButton, ErrorNote, RowButton, SaveBar, useErrorText } from '../../../console-kit/ui';
import { FormText } from '../../../console-kit/form';
import { errorOf, schemaResolver } from '../../../lib/form-resolver';
import { pointsConfig } from '@wl/shared/form-checks';
import { formatPoints } from '../pointsApi';
import { moneyOrZero, moneyText, wholeOrNull } from './moneyText';
import { RewardForm } from './RewardForm';

const configQuery = queryOptions({ queryKey: ['staff', 'points-config'], queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPointsConfig, { signal }) });
const rewardsQuery = queryOptions({
  queryKey: ['staff', 'points-rewards'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffPointsRewards, { signal }),
});

/**
 * The console's points mall (docs/POINTS.md "Console"): the earning ratio, conversion and rules,
 * and the rewards catalogue. Admins edit; support staff read. A reward is switched off, never deleted.
 */
export default function PointsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const admin = useCan('engagement.edit');
  const rewards = useQuery(rewardsQuery);
  const queries = useQueryClient();
  const [editing, setEditing] = useState<StaffPointsReward | 'new' | null>(null);
  return (
    <section className="sc-page">
      <h1>{t('points.admin.heading')}</h1>
      <ConfigForm admin={admin} />
      <h2>{t('points.admin.rewards')}</h2>
      <div className="sc-toolbar">
        <AddButton show={admin} label={t('points.admin.newReward')} testId="reward-new" onClick={() => setEditing('new')} />
      </div>
      <ErrorNote error={rewards.error} onRetry={() => void rewards.refetch()} />
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('points.admin.rewards')}>
        <table className="sc-table" aria-label={t('points.admin.rewards')} aria-busy={rewards.isFetching}>
          <thead>
            <tr>
              {(['name', 'kind', 'points', 'cash', 'stock', 'actions'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`points.admin.cols.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rewards.data?.list ?? []).map((r) => (
              <tr key={r.id} data-testid="staff-reward">
                <td>
                  {r.name}
                  <div className="sc-muted sc-small">
                    #{r.id}
                    {r.enabled ? '' : ` · ${t('points.admin.off')}`}
                  </div>
                </td>
                <td>{t(`points.kinds.${r.kind}`)}</td>
                <td className="sc-num">
                  {formatPoints(r.points)} / {r.unit}
                </td>
                <td className="sc-num">{r.bonusAmount > 0 ? show.money(r.bonusAmount, rewards.data!.currency) : show.none}</td>
                <td className="sc-num">
                  {r.stock === null ? t('points.unlimited') : `${r.stock - r.redeemed} / ${r.stock}`}
                  {r.waiting > 0 && <div className="sc-small">{t('points.admin.waiting', { count: r.waiting })}</div>}
                </td>
                <td>
                  {admin && <RowButton label={t('points.admin.edit')} name={t('points.admin.editNamed', { name: r.name })} onClick={() => setEditing(r)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <RewardForm
          reward={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: ['staff', 'points-rewards'] });
          }}
        />
      )}
    </section>
  );
}

type ConfigDraft = Record<'earn' | 'convertPoints' | 'convertAmount' | 'min' | 'rules', string> & { enabled: boolean };

const draftOf = (c: PointsConfig): ConfigDraft => ({
  earn: moneyText(c.earnBetAmount),
  convertPoints: String(c.convertPoints),
  convertAmount: moneyText(c.convertAmount),
  min: String(c.minConvertPoints),
  rules: c.rules,
  enabled: c.convertEnabled,
});

/** The body's own rules (@wl/shared/form-checks), beside the field each is typed in; what cannot be read goes as NaN. */
const configResolver = schemaResolver<ConfigDraft, PointsConfig>(pointsConfig, {
  toBody: (d) => ({
    earnBetAmount: moneyOrZero(d.earn) ?? Number.NaN,
    convertPoints: wholeOrNull(d.convertPoints) ?? Number.NaN,
    convertAmount: moneyOrZero(d.convertAmount) ?? Number.NaN,
    minConvertPoints: wholeOrNull(d.min) ?? Number.NaN,
    convertEnabled: d.enabled,
    rules: d.rules,
  }),
  fields: { earnBetAmount: 'earn', minConvertPoints: 'min', convertEnabled: 'enabled' },
});

function ConfigForm({ admin }: { admin: boolean }) {
  const config = useQuery(configQuery);
  if (!config.data) return <ErrorNote error={config.error} onRetry={() => void config.refetch()} />;
  return <ConfigFields admin={admin} config={config.data} />;
}

/** The settings as they were when the page read them; saving resets the form to what was saved. */
function ConfigFields({ admin, config }: { admin: boolean; config: PointsConfig }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const form = useForm<ConfigDraft, unknown, PointsConfig>({ defaultValues: draftOf(config), resolver: configResolver });
  const save = useMutation({
    mutationFn: (body: PointsConfig) => callStaff(ENDPOINTS.staffPointsConfigPut, { body }),
    onSuccess: (v) => {
      queries.setQueryData(configQuery.queryKey, v);
      form.reset(draftOf(v));
    },
  });
  // "Saved" until the next change.
  const notice = save.isSuccess && !form.formState.isDirty ? t('points.admin.saved') : '';
  const rulesError = errorOf(form, t, 'rules');
  return (
    <form className="form sc-form" onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate data-testid="points-config">
      <h2>{t('points.admin.settings')}</h2>
      <fieldset disabled={!admin} className="sc-fieldset">
        <FormText form={form} name="earn" label={t('points.admin.earn')} inputMode="decimal" hint={t('points.admin.earnHint')} testId="pc-earn" />
        <FormText form={form} name="convertPoints" label={t('points.admin.convertPoints')} inputMode="numeric" />
        <FormText form={form} name="convertAmount" label={t('points.admin.convertAmount')} inputMode="decimal" />
        <FormText form={form} name="min" label={t('points.admin.min')} inputMode="numeric" hint={t('points.admin.minHint')} />
        <Checkbox checked={form.watch('enabled')} onChange={(v) => form.setValue('enabled', v, { shouldDirty: true })}>
          {t('points.admin.convertEnabled')}
        </Checkbox>
        <FieldFrame id="pc-rules" label={t('points.admin.rules')} invalid={!!rulesError}>
          <textarea id="pc-rules" className="field__input" rows={4} maxLength={2000} {...form.register('rules')} aria-invalid={rulesError ? true : undefined} />
          {rulesError && (
            <p className="field__error" role="alert">
              {rulesError}
            </p>
          )}
        </FieldFrame>
      </fieldset>
      <FormError message={save.error ? errorText(save.error) : null} />
      {admin && <SaveBar pending={save.isPending} notice={notice} testId="pc-save" />}
    </form>
  );
}
