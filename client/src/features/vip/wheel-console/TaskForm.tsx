import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API,
  VIP_TASK_KINDS,
  VIP_TASK_LIMITS,
  VIP_TASK_PERIODS,
  type StaffVipTask,
  type VipTaskInput,
  type VipTaskKind,
  type VipTaskPeriod,
} from '@wl/shared/core';
import { problemFields, withId } from '../../../api/http';
import { Field, FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { staffCall } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, SelectField, SwitchRow } from '../../../console-kit/form';

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
  title: d.title,
  kind: d.kind,
  period: d.period,
  target: d.kind === 'rounds' ? Number.parseInt(d.target, 10) || 0 : minor(d.target),
  rewardSpins: Number.parseInt(d.rewardSpins, 10) || 0,
  rewardBonus: minor(d.rewardBonus),
  minLevel: Number.parseInt(d.minLevel, 10) || 1,
  active: d.active,
  sort: Number.parseInt(d.sort, 10) || 0,
});

/** The problems the form can see before sending (the gateway checks the same and more). */
function problemsOf(d: Draft): Record<string, string> {
  const p: Record<string, string> = {};
  const i = inputOf(d);
  if (!d.title.trim()) p.title = 'BLANK';
  if (!(i.target >= 1)) p.target = 'TARGET';
  if (i.rewardSpins < 0 || i.rewardSpins > VIP_TASK_LIMITS.maxSpins) p.rewardSpins = 'SPINS';
  else if (i.rewardSpins === 0 && i.rewardBonus === 0) p.rewardSpins = 'NO_REWARD';
  if (i.rewardBonus < 0) p.rewardBonus = 'PRIZE';
  if (!(i.minLevel >= 1 && i.minLevel <= 20)) p.minLevel = 'LEVEL';
  return p;
}

/** Create or change one VIP task (admin). A task is switched off, never deleted. */
export function TaskForm({ task, onClose, onSaved }: { task: StaffVipTask | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [d, setD] = useState<Draft>(() => draftOf(task));
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const save = useMutation({
    mutationFn: () =>
      staffCall<StaffVipTask>(task ? withId(API.staffVipTask, task.id) : API.staffVipTasks, { method: task ? 'PUT' : 'POST', body: inputOf(d) }),
    onSuccess: onSaved,
  });
  const remote = problemFields(save.error);
  const fields = { ...remote, ...local };
  const fieldError = (k: string) => (fields[k] ? t(`vipWheel.console.problems.${fields[k]}`, { defaultValue: t('err.SETTING_INVALID') }) : null);
  const submit = () => {
    const p = problemsOf(d);
    setLocal(p);
    if (Object.keys(p).length === 0) save.mutate();
  };
  const select = <T extends string>(id: string, k: 'kind' | 'period', options: readonly T[]) => (
    <SelectField
      id={id}
      label={t(`vipWheel.console.task.${k}`)}
      value={d[k] as T}
      options={options}
      optionLabel={(o) => t(`vipWheel.console.${k}s.${o}`)}
      onChange={(v) => setD((x) => ({ ...x, [k]: v }))}
    />
  );
  return (
    <Modal title={t(task ? 'vipWheel.console.task.editTitle' : 'vipWheel.console.task.newTitle')} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="vip-task-form"
      >
        <Field
          label={t('vipWheel.console.task.title')}
          value={d.title}
          onValue={set('title')}
          required
          maxLength={VIP_TASK_LIMITS.title}
          error={fieldError('title')}
          data-testid="vtf-title"
        />
        {select('vtf-kind', 'kind', VIP_TASK_KINDS)}
        {select('vtf-period', 'period', VIP_TASK_PERIODS)}
        <Field
          label={t(d.kind === 'rounds' ? 'vipWheel.console.task.targetRounds' : 'vipWheel.console.task.targetAmount')}
          value={d.target}
          onValue={set('target')}
          type="number"
          required
          error={fieldError('target')}
          data-testid="vtf-target"
        />
        <Field
          label={t('vipWheel.console.task.rewardSpins')}
          value={d.rewardSpins}
          onValue={set('rewardSpins')}
          type="number"
          error={fieldError('rewardSpins')}
          data-testid="vtf-spins"
        />
        <Field
          label={t('vipWheel.console.task.rewardBonus')}
          value={d.rewardBonus}
          onValue={set('rewardBonus')}
          type="number"
          error={fieldError('rewardBonus')}
          data-testid="vtf-bonus"
        />
        <Field
          label={t('vipWheel.console.task.minLevel')}
          value={d.minLevel}
          onValue={set('minLevel')}
          type="number"
          error={fieldError('minLevel')}
          data-testid="vtf-level"
        />
        <Field label={t('vipWheel.console.task.sort')} value={d.sort} onValue={set('sort')} type="number" />
        <SwitchRow id="vtf-active" checked={d.active} onChange={(active) => setD((x) => ({ ...x, active }))}>
          {t('vipWheel.console.task.active')}
        </SwitchRow>
        <FormError message={save.error ? errorText(save.error) : null} />
        <FormButtons busy={save.isPending} onCancel={onClose} saveLabel={t('vipWheel.console.save')} testId="vtf-save" />
      </form>
    </Modal>
  );
}
