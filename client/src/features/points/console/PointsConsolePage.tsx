import { useEffect, useState, type FormEvent } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type PointsConfig, type StaffPointsReward, type StaffPointsRewardList } from '@wl/shared/core';
import { Checkbox, Field, FormError } from '../../../components/Field';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';
import { formatPoints } from '../pointsApi';
import { moneyOrZero, moneyText, wholeOrNull } from './moneyText';
import { RewardForm } from './RewardForm';

const configQuery = queryOptions({ queryKey: ['staff', 'points-config'], queryFn: ({ signal }) => staffCall<PointsConfig>(API.staffPointsConfig, { signal }) });
const rewardsQuery = queryOptions({
  queryKey: ['staff', 'points-rewards'],
  queryFn: ({ signal }) => staffCall<StaffPointsRewardList>(API.staffPointsRewards, { signal }),
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
        {admin && (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')} data-testid="reward-new">
            {t('points.admin.newReward')}
          </button>
        )}
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
                  {admin && (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setEditing(r)}
                      aria-label={t('points.admin.editNamed', { name: r.name })}
                    >
                      {t('points.admin.edit')}
                    </button>
                  )}
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

function ConfigForm({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const config = useQuery(configQuery);
  const [d, setD] = useState<(Record<'earn' | 'convertPoints' | 'convertAmount' | 'min' | 'rules', string> & { enabled: boolean }) | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const c = config.data;
    if (c && !d)
      setD({
        earn: moneyText(c.earnBetAmount),
        convertPoints: String(c.convertPoints),
        convertAmount: moneyText(c.convertAmount),
        min: String(c.minConvertPoints),
        rules: c.rules,
        enabled: c.convertEnabled,
      });
  }, [config.data, d]);
  const save = useMutation({
    mutationFn: (body: PointsConfig) => staffCall<PointsConfig>(API.staffPointsConfig, { method: 'PUT', body }),
    onSuccess: (v) => {
      queries.setQueryData(configQuery.queryKey, v);
      setNotice(t('points.admin.saved'));
    },
    onError: (e) => setProblem(errorText(e)),
  });
  if (!d) return <ErrorNote error={config.error} onRetry={() => void config.refetch()} />;
  const set = (k: keyof typeof d) => (v: string | boolean) => {
    setNotice('');
    setD({ ...d, [k]: v });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const earn = moneyOrZero(d.earn);
    const amount = moneyOrZero(d.convertAmount);
    const points = wholeOrNull(d.convertPoints);
    const min = wholeOrNull(d.min);
    if (!earn || !amount || !points || !min) return setProblem(t('points.admin.form.invalid'));
    save.mutate({ earnBetAmount: earn, convertPoints: points, convertAmount: amount, minConvertPoints: min, convertEnabled: d.enabled, rules: d.rules });
  };
  return (
    <form className="form sc-form" onSubmit={submit} noValidate data-testid="points-config">
      <h2>{t('points.admin.settings')}</h2>
      <fieldset disabled={!admin} className="sc-fieldset">
        <Field
          label={t('points.admin.earn')}
          value={d.earn}
          onValue={set('earn')}
          inputMode="decimal"
          hint={t('points.admin.earnHint')}
          data-testid="pc-earn"
        />
        <Field label={t('points.admin.convertPoints')} value={d.convertPoints} onValue={set('convertPoints')} inputMode="numeric" />
        <Field label={t('points.admin.convertAmount')} value={d.convertAmount} onValue={set('convertAmount')} inputMode="decimal" />
        <Field label={t('points.admin.min')} value={d.min} onValue={set('min')} inputMode="numeric" hint={t('points.admin.minHint')} />
        <Checkbox checked={d.enabled} onChange={set('enabled')}>
          {t('points.admin.convertEnabled')}
        </Checkbox>
        <div className="field">
          <label className="field__label" htmlFor="pc-rules">
            {t('points.admin.rules')}
          </label>
          <textarea id="pc-rules" className="field__input" rows={4} maxLength={2000} value={d.rules} onChange={(e) => set('rules')(e.target.value)} />
        </div>
      </fieldset>
      <FormError message={problem} />
      {admin && <SaveBar pending={save.isPending} notice={notice} testId="pc-save" />}
    </form>
  );
}
