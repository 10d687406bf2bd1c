import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type MissionInput, type MissionKind, type MissionPeriod, type StaffMission, ENDPOINTS } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, FormText, SelectField, SwitchRow } from '../../../console-kit/form';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { missionInput } from '@wl/shared/form-checks';
import { MISSION_KIND_LIST, MISSION_PERIOD_LIST, isMoneyKind } from '../missionsApi';
import { fromZoneInput, toZoneInput } from '../../../lib/format';

/** Money is typed in major units (12.50) and sent in minor units; counts as they are. */
const toNumber = (v: string, money: boolean) => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? Math.round(money ? n * 100 : n) : 0;
};
const show = (n: number, money: boolean) => (money ? (n / 100).toFixed(2) : String(n));

type Draft = Record<'title' | 'description' | 'target' | 'startsAt' | 'endsAt' | 'reward' | 'sort', string> & {
  kind: MissionKind;
  period: MissionPeriod;
  enabled: boolean;
};

function draftOf(m: StaffMission | null, offset: number): Draft {
  const now = Date.now();
  const kind = m?.kind ?? 'valid_bets';
  return {
    title: m?.title ?? '',
    description: m?.description ?? '',
    kind,
    period: m?.period ?? 'daily',
    target: m ? show(m.target, isMoneyKind(kind)) : '',
    reward: m ? show(m.reward, true) : '',
    startsAt: toZoneInput(m?.startsAt ?? new Date(now).toISOString(), offset),
    endsAt: toZoneInput(m?.endsAt ?? new Date(now + 7 * 86_400_000).toISOString(), offset),
    sort: String(m?.sort ?? 0),
    enabled: m?.enabled ?? true,
  };
}

function inputOf(d: Draft, offset: number): MissionInput {
  const event = d.period === 'event';
  return {
    title: d.title,
    description: d.description,
    kind: d.kind,
    period: d.period,
    target: toNumber(d.target, isMoneyKind(d.kind)),
    startsAt: event ? fromZoneInput(d.startsAt, offset) : null,
    endsAt: event ? fromZoneInput(d.endsAt, offset) : null,
    reward: toNumber(d.reward, true),
    enabled: d.enabled,
    sort: Number.parseInt(d.sort, 10) || 0,
  };
}

const zone = (offset: number) =>
  `UTC${offset < 0 ? '-' : '+'}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;

const KEY = 'missions.admin.problems';

/**
 * The body's own rules (@wl/shared/form-checks), then those across fields the gateway also
 * applies: a title that is not blank, and for an event a start and an end after it.
 */
const resolverOf = (offset: number) =>
  schemaResolver<Draft, MissionInput>(missionInput, {
    toBody: (d) => inputOf(d, offset),
    rules: (body) => {
      const found: Partial<Record<keyof Draft, string>> = {};
      if (!body.title.trim()) found.title = `${KEY}.title`;
      if (body.period === 'event') {
        const starts = Date.parse(body.startsAt ?? '');
        const ends = Date.parse(body.endsAt ?? '');
        if (Number.isNaN(starts)) found.startsAt = `${KEY}.startsAt`;
        if (Number.isNaN(ends) || ends <= starts) found.endsAt = `${KEY}.endsAt`;
      }
      return found;
    },
  });

/** Create or change one mission (admin). The gateway judges too; its per-field answers show beside each field. */
export function MissionForm({ mission, offset, onClose, onSaved }: { mission: StaffMission | null; offset: number; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useMemo(() => resolverOf(offset), [offset]);
  const form = useForm<Draft, unknown, MissionInput>({ defaultValues: draftOf(mission, offset), resolver });
  const save = useMutation({
    mutationFn: (body: MissionInput) =>
      mission ? callStaff(ENDPOINTS.staffMission, { params: { id: mission.id }, body }) : callStaff(ENDPOINTS.staffMissionsPost, { body }),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), (k) => `${KEY}.${k}`),
  });
  const [kind, period] = form.watch(['kind', 'period']);
  const money = isMoneyKind(kind);
  const text = (k: keyof Draft, o: { type?: string; required?: boolean; hint?: string; max?: number; label?: string; step?: string } = {}) => (
    <FormText
      form={form}
      name={k}
      label={o.label ?? t(`missions.admin.form.${k}`)}
      type={o.type}
      required={o.required}
      hint={o.hint}
      maxLength={o.max}
      step={o.step}
      min={o.type === 'number' ? 0 : undefined}
      testId={`mf-${k}`}
    />
  );
  const select = <T extends string>(k: 'kind' | 'period', options: readonly T[], labels: string) => (
    <SelectField
      id={`mf-${k}`}
      label={t(`missions.admin.form.${k}`)}
      value={form.watch(k) as T}
      options={options}
      optionLabel={(o) => t(`${labels}.${o}`)}
      onChange={(v) => form.setValue(k, v as Draft[typeof k])}
      error={errorOf(form, t, k)}
      testId={`mf-${k}`}
    />
  );
  return (
    <Modal title={t(mission ? 'missions.admin.form.editTitle' : 'missions.admin.form.newTitle')} onClose={onClose} size="lg">
      <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid="mission-form">
        {text('title', { required: true, max: 60 })}
        {text('description', { max: 300 })}
        {select('kind', MISSION_KIND_LIST, 'missions.kinds')}
        {text('target', {
          type: 'number',
          required: true,
          step: money ? '0.01' : '1',
          label: t(money ? 'missions.admin.form.targetMoney' : 'missions.admin.form.targetCount'),
        })}
        {select('period', MISSION_PERIOD_LIST, 'missions.periods')}
        {period === 'event' && text('startsAt', { type: 'datetime-local', required: true, label: t('missions.admin.form.startsAt', { zone: zone(offset) }) })}
        {period === 'event' && text('endsAt', { type: 'datetime-local', required: true, label: t('missions.admin.form.endsAt', { zone: zone(offset) }) })}
        {period !== 'event' && <p className="field__hint">{t('missions.admin.form.periodHint', { zone: zone(offset) })}</p>}
        {text('reward', { type: 'number', required: true, step: '0.01', hint: t('missions.admin.form.rewardHint') })}
        {text('sort', { type: 'number' })}
        <SwitchRow id="mf-enabled" checked={form.watch('enabled')} onChange={(enabled) => form.setValue('enabled', enabled)}>
          {t('missions.admin.form.enabled')}
        </SwitchRow>
        <FormError message={save.error ? errorText(save.error) : null} />
        <FormButtons busy={save.isPending} onCancel={onClose} saveLabel={t('missions.admin.form.save')} testId="mf-save" />
      </form>
    </Modal>
  );
}
