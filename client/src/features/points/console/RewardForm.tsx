import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type PointsRewardIcon, type PointsRewardInput, type PointsRewardKind, type StaffPointsReward, ENDPOINTS } from '@wl/shared/core';
import { Checkbox, FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, FormText, SelectField } from '../../../console-kit/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { pointsRewardInput } from '@wl/shared/form-checks';
import { REWARD_ICONS } from '../pointsApi';
import { moneyOrZero, moneyText, wholeOrNull } from './moneyText';

const KINDS: PointsRewardKind[] = ['goods', 'bonus', 'voucher'];
const ICONS = Object.keys(REWARD_ICONS) as PointsRewardIcon[];

type Draft = Record<'name' | 'description' | 'points' | 'amountRequired' | 'bonusAmount' | 'unit' | 'stock' | 'sort', string> & {
  kind: PointsRewardKind;
  icon: PointsRewardIcon;
  enabled: boolean;
};

/** The body the draft makes: numbers typed as text, what cannot be read going as NaN, which its check refuses; a blank stock is unlimited. */
const bodyOf = (d: Draft): PointsRewardInput => ({
  name: d.name.trim(),
  description: d.description,
  kind: d.kind,
  icon: d.icon,
  points: wholeOrNull(d.points) ?? Number.NaN,
  amountRequired: moneyOrZero(d.amountRequired) ?? Number.NaN,
  bonusAmount: moneyOrZero(d.bonusAmount) ?? Number.NaN,
  unit: d.unit.trim(),
  stock: d.stock.trim() === '' ? null : (wholeOrNull(d.stock) ?? Number.NaN),
  enabled: d.enabled,
  sort: wholeOrNull(d.sort) ?? Number.NaN,
});

/** The body's own rules (@wl/shared/form-checks), each beside its field. */
const resolver = schemaResolver<Draft, PointsRewardInput>(pointsRewardInput, { toBody: bodyOf, messages: { name: 'rule.required', unit: 'rule.required' } });

/** Create or change a reward (admin): numbers are typed as text and checked before sending. */
export function RewardForm({ reward, onClose, onSaved }: { reward: StaffPointsReward | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<Draft, unknown, PointsRewardInput>({
    defaultValues: {
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
    },
    resolver,
  });
  const save = useMutation({
    mutationFn: (body: PointsRewardInput) =>
      reward ? callStaff(ENDPOINTS.staffPointsReward, { params: { id: reward.id }, body }) : callStaff(ENDPOINTS.staffPointsRewardsPost, { body }),
    onSuccess: onSaved,
  });
  const [kind, icon] = form.watch(['kind', 'icon']);
  return (
    <Modal title={t(reward ? 'points.admin.form.editTitle' : 'points.admin.form.newTitle')} onClose={onClose} size="md">
      <form className="form" onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate data-testid="reward-form">
        <FormText form={form} name="name" label={t('points.admin.form.name')} required maxLength={60} testId="rf-name" />
        <FormText form={form} name="description" label={t('points.admin.form.description')} maxLength={300} />
        <SelectField
          id="rf-kind"
          label={t('points.admin.form.kind')}
          value={kind}
          options={KINDS}
          optionLabel={(k) => t(`points.kinds.${k}`)}
          onChange={(v) => form.setValue('kind', v)}
        />
        <SelectField
          id="rf-icon"
          label={t('points.admin.form.icon')}
          value={icon}
          options={ICONS}
          optionLabel={(k) => t(`points.admin.icons.${k}`)}
          onChange={(v) => form.setValue('icon', v)}
        />
        <FormText form={form} name="points" label={t('points.admin.form.points')} inputMode="numeric" required testId="rf-points" />
        <FormText form={form} name="unit" label={t('points.admin.form.unit')} required maxLength={12} />
        {kind === 'bonus' && <FormText form={form} name="bonusAmount" label={t('points.admin.form.bonusAmount')} inputMode="decimal" required />}
        <FormText
          form={form}
          name="amountRequired"
          label={t('points.admin.form.amountRequired')}
          inputMode="decimal"
          hint={t('points.admin.form.amountRequiredHint')}
        />
        <FormText form={form} name="stock" label={t('points.admin.form.stock')} inputMode="numeric" hint={t('points.admin.form.stockHint')} />
        <FormText form={form} name="sort" label={t('points.admin.form.sort')} inputMode="numeric" />
        <Checkbox checked={form.watch('enabled')} onChange={(v) => form.setValue('enabled', v)}>
          {t('points.admin.form.enabled')}
        </Checkbox>
        <FormError message={save.error ? errorText(save.error) : null} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('points.admin.form.save')} testId="rf-save" />
      </form>
    </Modal>
  );
}
