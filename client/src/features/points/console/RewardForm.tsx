import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type PointsRewardIcon, type PointsRewardInput, type PointsRewardKind, type StaffPointsReward } from '@wl/shared/core';
import { withId } from '../../../api/http';
import { Checkbox, Field, FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { staffCall } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, SelectField } from '../../../console-kit/form';
import { REWARD_ICONS } from '../pointsApi';
import { moneyOrZero, moneyText, wholeOrNull } from './moneyText';

const KINDS: PointsRewardKind[] = ['goods', 'bonus', 'voucher'];
const ICONS = Object.keys(REWARD_ICONS) as PointsRewardIcon[];

/** Create or change a reward (admin): numbers are typed as text and checked before sending. */
export function RewardForm({ reward, onClose, onSaved }: { reward: StaffPointsReward | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [d, setD] = useState({
    name: reward?.name ?? '',
    description: reward?.description ?? '',
    kind: reward?.kind ?? 'goods',
    icon: reward?.icon ?? 'gift',
    points: String(reward?.points ?? ''),
    amountRequired: moneyText(reward?.amountRequired ?? 0),
    bonusAmount: moneyText(reward?.bonusAmount ?? 0),
    unit: reward?.unit ?? 'piece',
    stock: reward?.stock === null || reward === null ? '' : String(reward.stock),
    enabled: reward?.enabled ?? true,
    sort: String(reward?.sort ?? 0),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof typeof d>(k: K) =>
    (v: (typeof d)[K]) =>
      setD((x) => ({ ...x, [k]: v }));
  const save = useMutation({
    mutationFn: (body: PointsRewardInput) =>
      staffCall<StaffPointsReward>(reward ? withId(API.staffPointsReward, reward.id) : API.staffPointsRewards, { method: reward ? 'PUT' : 'POST', body }),
    onSuccess: onSaved,
    onError: (e) => setProblem(errorText(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const points = wholeOrNull(d.points);
    const amountRequired = moneyOrZero(d.amountRequired);
    const bonusAmount = moneyOrZero(d.bonusAmount);
    const stock = d.stock.trim() === '' ? null : wholeOrNull(d.stock);
    const sort = wholeOrNull(d.sort);
    if (
      !d.name.trim() ||
      !d.unit.trim() ||
      !points ||
      amountRequired === null ||
      bonusAmount === null ||
      sort === null ||
      (d.stock.trim() !== '' && stock === null)
    ) {
      return setProblem(t('points.admin.form.invalid'));
    }
    save.mutate({
      name: d.name,
      description: d.description,
      kind: d.kind,
      icon: d.icon,
      points,
      amountRequired,
      bonusAmount,
      unit: d.unit,
      stock,
      enabled: d.enabled,
      sort,
    });
  };
  return (
    <Modal title={t(reward ? 'points.admin.form.editTitle' : 'points.admin.form.newTitle')} onClose={onClose} size="md">
      <form className="form" onSubmit={submit} noValidate data-testid="reward-form">
        <Field label={t('points.admin.form.name')} value={d.name} onValue={set('name')} required maxLength={60} data-testid="rf-name" />
        <Field label={t('points.admin.form.description')} value={d.description} onValue={set('description')} maxLength={300} />
        <SelectField
          id="rf-kind"
          label={t('points.admin.form.kind')}
          value={d.kind}
          options={KINDS}
          optionLabel={(k) => t(`points.kinds.${k}`)}
          onChange={set('kind')}
        />
        <SelectField
          id="rf-icon"
          label={t('points.admin.form.icon')}
          value={d.icon}
          options={ICONS}
          optionLabel={(k) => t(`points.admin.icons.${k}`)}
          onChange={set('icon')}
        />
        <Field label={t('points.admin.form.points')} value={d.points} onValue={set('points')} inputMode="numeric" required data-testid="rf-points" />
        <Field label={t('points.admin.form.unit')} value={d.unit} onValue={set('unit')} required maxLength={12} />
        {d.kind === 'bonus' && (
          <Field label={t('points.admin.form.bonusAmount')} value={d.bonusAmount} onValue={set('bonusAmount')} inputMode="decimal" required />
        )}
        <Field
          label={t('points.admin.form.amountRequired')}
          value={d.amountRequired}
          onValue={set('amountRequired')}
          inputMode="decimal"
          hint={t('points.admin.form.amountRequiredHint')}
        />
        <Field label={t('points.admin.form.stock')} value={d.stock} onValue={set('stock')} inputMode="numeric" hint={t('points.admin.form.stockHint')} />
        <Field label={t('points.admin.form.sort')} value={d.sort} onValue={set('sort')} inputMode="numeric" />
        <Checkbox checked={d.enabled} onChange={set('enabled')}>
          {t('points.admin.form.enabled')}
        </Checkbox>
        <FormError message={problem} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('points.admin.form.save')} testId="rf-save" />
      </form>
    </Modal>
  );
}
