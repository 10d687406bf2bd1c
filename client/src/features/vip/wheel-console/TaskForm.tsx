import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VIP_TASK_KINDS,
  VIP_TASK_LIMITS,
  VIP_TASK_PERIODS,
  type StaffVipTask,
  type VipTaskInput,
  type VipTaskKind,
  type VipTaskPeriod,
  ENDPOINTS,
} from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, FormText, SelectField, SwitchRow } from '../../../console-kit/form';
import { schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { vipTaskInput } from '@wl/shared/form-checks';

/** Money is typed in major units (12.50) and sent in minor units; rounds are a plain count. */
const minor = (v: string) => Math.round((Number.parseFloat(v) || 0) * 100);
const major = (n: number) => (n / 100).toFixed(2);

type Draft = {
  title: string;
  kind: VipTaskKind;
  period: VipTaskPeriod;
  target: string;
  rewardSpins: string;
  rewardBonus: string;
  minLevel: string;
  sort: string;
  active: boolean;
};

const draftOf = (t: StaffVipTask | null): Draft => ({
  title: t?.title ?? '',
  kind: t?.kind ?? 'valid_bets',
  period: t?.period ?? 'weekly',
  target: t ? (t.kind === 'rounds' ? String(t.target) : major(t.target)) : '',
  rewardSpins: String(t?.rewardSpins ?? 1),
  rewardBonus: major(t?.rewardBonus ?? 0),
  minLevel: String(t?.minLevel ?? 1),
  sort: String(t?.sort ?? 0),
  active: t?.active ?? true,
});

const inputOf = (d: Draft): VipTaskInput => ({
  title: d.title.trim(),
  kind: d.kind,
  period: d.period,
  target: d.kind === 'rounds' ? Number.parseInt(d.target, 10) || 0 : minor(d.target),
  rewardSpins: Number.parseInt(d.rewardSpins, 10) || 0,
  rewardBonus: minor(d.rewardBonus),
  minLevel: Number.parseInt(d.minLevel, 10) || 1,
  active: d.active,
  sort: Number.parseInt(d.sort, 10) || 0,
});

const KEY = 'vipWheel.console.problems';

/**
 * The body's own rules (@wl/shared/form-checks), then the one across fields: a task gives spins,
 * a bonus or both. The gateway checks the same and more.
 */
const resolver = schemaResolver<Draft, VipTaskInput>(vipTaskInput, {
  toBody: inputOf,
  messages: { title: `${KEY}.BLANK`, target: `${KEY}.TARGET`, rewardSpins: `${KEY}.SPINS`, rewardBonus: `${KEY}.PRIZE`, minLevel: `${KEY}.LEVEL` },
  rules: (body) => (body.rewardSpins === 0 && body.rewardBonus === 0 ? { rewardSpins: `${KEY}.NO_REWARD` } : {}),
});

/** Create or change one VIP task (admin). A task is switched off, never deleted. */
export function TaskForm({ task, onClose, onSaved }: { task: StaffVipTask | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<Draft, unknown, VipTaskInput>({ defaultValues: draftOf(task), resolver });
  const save = useMutation({
    mutationFn: (body: VipTaskInput) =>
      task ? callStaff(ENDPOINTS.staffVipTask, { params: { id: task.id }, body }) : callStaff(ENDPOINTS.staffVipTasksPost, { body }),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `${KEY}.${code}`),
  });
  const select = <T extends string>(id: string, k: 'kind' | 'period', options: readonly T[]) => (
    <SelectField
      id={id}
      label={t(`vipWheel.console.task.${k}`)}
      value={form.watch(k) as T}
      options={options}
      optionLabel={(o) => t(`vipWheel.console.${k}s.${o}`)}
      onChange={(v) => form.setValue(k, v as Draft[typeof k])}
    />
  );
  return (
    <Modal title={t(task ? 'vipWheel.console.task.editTitle' : 'vipWheel.console.task.newTitle')} onClose={onClose}>
      <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid="vip-task-form">
        <FormText form={form} label={t('vipWheel.console.task.title')} name="title" required maxLength={VIP_TASK_LIMITS.title} testId="vtf-title" />
        {select('vtf-kind', 'kind', VIP_TASK_KINDS)}
        {select('vtf-period', 'period', VIP_TASK_PERIODS)}
        <FormText
          form={form}
          label={t(form.watch('kind') === 'rounds' ? 'vipWheel.console.task.targetRounds' : 'vipWheel.console.task.targetAmount')}
          name="target"
          type="number"
          required
          testId="vtf-target"
        />
        <FormText form={form} label={t('vipWheel.console.task.rewardSpins')} name="rewardSpins" type="number" testId="vtf-spins" />
        <FormText form={form} label={t('vipWheel.console.task.rewardBonus')} name="rewardBonus" type="number" testId="vtf-bonus" />
        <FormText form={form} label={t('vipWheel.console.task.minLevel')} name="minLevel" type="number" testId="vtf-level" />
        <FormText form={form} label={t('vipWheel.console.task.sort')} name="sort" type="number" />
        <SwitchRow id="vtf-active" checked={form.watch('active')} onChange={(active) => form.setValue('active', active)}>
          {t('vipWheel.console.task.active')}
        </SwitchRow>
        <FormError message={save.error ? errorText(save.error) : null} />
        <FormButtons busy={save.isPending} onCancel={onClose} saveLabel={t('vipWheel.console.save')} testId="vtf-save" />
      </form>
    </Modal>
  );
}
