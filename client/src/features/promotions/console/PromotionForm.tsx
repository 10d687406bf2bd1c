import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMOTION_KINDS, PROMOTION_LIMITS as L, type PromotionInput, type PromotionKind, type StaffPromotion, ENDPOINTS } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { FieldFrame, FormError } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';
import { FormButtons, FormText, SelectField, SwitchRow } from '../../../console-kit/form';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { promotionInput } from '@wl/shared/form-checks';
import { fromZoneInput, toZoneInput } from '../../../lib/format';
import { TranslationFields, compactTexts } from '../../../console-kit/translations';

/** Money is typed in major units (12.50) and sent in minor units. */
const minor = (v: string) => Math.round((Number.parseFloat(v) || 0) * 100);
const major = (n: number) => (n / 100).toFixed(2);

type Draft = Record<
  'title' | 'summary' | 'content' | 'imageUrl' | 'videoUrl' | 'startsAt' | 'endsAt' | 'bonus' | 'bonusMax' | 'turnoverMultiple' | 'target' | 'quota' | 'sort',
  string
> & { kind: PromotionKind; active: boolean; welcome: boolean };

function draftOf(p: StaffPromotion | null): Draft {
  const now = new Date().toISOString();
  return {
    kind: p?.kind ?? 'apply',
    title: p?.title ?? '',
    summary: p?.summary ?? '',
    content: p?.content ?? '',
    imageUrl: p?.imageUrl ?? '',
    videoUrl: p?.videoUrl ?? '',
    startsAt: toZoneInput(p?.startsAt ?? now),
    endsAt: p?.endsAt ? toZoneInput(p.endsAt) : '',
    bonus: major(p?.bonus ?? 0),
    bonusMax: major(p?.bonusMax ?? 0),
    turnoverMultiple: String(p?.turnoverMultiple ?? 0),
    target: major(p?.target ?? 0),
    quota: p?.quota ? String(p.quota) : '',
    sort: String(p?.sort ?? 0),
    active: p?.active ?? true,
    welcome: p?.welcome ?? false,
  };
}

function inputOf(d: Draft): PromotionInput {
  return {
    kind: d.kind,
    title: d.title,
    summary: d.summary,
    content: d.content,
    imageUrl: d.imageUrl.trim() || null,
    videoUrl: d.videoUrl.trim() || null,
    startsAt: fromZoneInput(d.startsAt),
    endsAt: d.endsAt ? fromZoneInput(d.endsAt) : null,
    bonus: minor(d.bonus),
    bonusMax: d.kind === 'raffle' ? minor(d.bonusMax) : undefined,
    turnoverMultiple: Number.parseInt(d.turnoverMultiple, 10) || 0,
    target: d.kind === 'event' ? minor(d.target) : undefined,
    quota: d.kind === 'raffle' && d.quota ? Number.parseInt(d.quota, 10) : null,
    active: d.active,
    sort: Number.parseInt(d.sort, 10) || 0,
    welcome: d.welcome,
  };
}

const KEY = 'promotionsAdmin.form.problems';

/** The body's own rules (@wl/shared/form-checks); the gateway checks the links and the rest. */
const resolver = schemaResolver<Draft, PromotionInput>(promotionInput, { toBody: inputOf, fallback: `${KEY}.SETTING_INVALID` });

/** Create or change one promotion (admin). Content is HTML: the gateway sanitises it on save. */
export function PromotionForm({ promotion, onClose, onSaved }: { promotion: StaffPromotion | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<Draft, unknown, PromotionInput>({ defaultValues: draftOf(promotion), resolver });
  // The translations of title, summary and content; always sent whole, so a cleared one is removed.
  const [texts, setTexts] = useState(promotion?.texts ?? {});
  const save = useMutation({
    mutationFn: (body: PromotionInput) =>
      promotion ? callStaff(ENDPOINTS.staffPromotion, { params: { id: promotion.id }, body }) : callStaff(ENDPOINTS.staffPromotionsPost, { body }),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `${KEY}.${code}`),
  });
  const kind = form.watch('kind');
  const contentError = errorOf(form, t, 'content');
  const text = (k: keyof Draft, o: { type?: string; required?: boolean; hint?: string; max?: number } = {}) => (
    <FormText
      form={form}
      name={k}
      label={t(`promotionsAdmin.form.${k}`)}
      type={o.type}
      required={o.required}
      hint={o.hint}
      maxLength={o.max}
      testId={`pf-${k}`}
    />
  );
  return (
    <Modal title={t(promotion ? 'promotionsAdmin.form.editTitle' : 'promotionsAdmin.form.newTitle')} onClose={onClose} size="lg">
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate({ ...body, texts: compactTexts(texts) }))}
        data-testid="promotion-form"
      >
        <SelectField
          id="pf-kind"
          label={t('promotionsAdmin.form.kind')}
          value={kind}
          options={PROMOTION_KINDS}
          optionLabel={(k) => t(`promotionsAdmin.kinds.${k}`)}
          disabled={!!promotion}
          onChange={(v) => form.setValue('kind', v)}
        />
        {text('title', { required: true, max: L.title })}
        {text('summary', { max: L.summary })}
        <FieldFrame id="pf-content" label={t('promotionsAdmin.form.content')}>
          <textarea id="pf-content" className="field__input" rows={5} maxLength={L.content} {...form.register('content')} data-testid="pf-content" />
          <p className={contentError ? 'field__error' : 'field__hint'} role={contentError ? 'alert' : undefined}>
            {contentError ?? t('promotionsAdmin.form.contentHint')}
          </p>
        </FieldFrame>
        <TranslationFields
          fields={[
            { key: 'title', label: t('promotionsAdmin.form.title'), maxLength: L.title, base: form.watch('title') },
            { key: 'summary', label: t('promotionsAdmin.form.summary'), maxLength: L.summary, base: form.watch('summary') },
            { key: 'content', label: t('promotionsAdmin.form.content'), maxLength: L.content, base: form.watch('content'), multiline: true },
          ]}
          value={texts}
          onChange={setTexts}
          problems={problemFields(save.error)}
          testId="pf-translations"
        />
        {text('imageUrl', { hint: t('promotionsAdmin.form.imageHint') })}
        {text('videoUrl', { hint: t('promotionsAdmin.form.videoHint') })}
        {text('startsAt', { type: 'datetime-local', required: true })}
        {text('endsAt', { type: 'datetime-local' })}
        {text('bonus', { type: 'number', required: true })}
        {kind === 'raffle' && text('bonusMax', { type: 'number' })}
        {kind === 'raffle' && text('quota', { type: 'number' })}
        {kind === 'event' && text('target', { type: 'number', required: true })}
        {text('turnoverMultiple', { type: 'number', hint: t('promotionsAdmin.form.turnoverHint') })}
        {text('sort', { type: 'number' })}
        <SwitchRow id="pf-active" checked={form.watch('active')} onChange={(active) => form.setValue('active', active)}>
          {t('promotionsAdmin.form.active')}
        </SwitchRow>
        <SwitchRow
          id="pf-welcome"
          checked={form.watch('welcome')}
          onChange={(welcome) => form.setValue('welcome', welcome)}
          hint={t('promotionsAdmin.form.welcomeHint')}
        >
          {t('promotionsAdmin.form.welcome')}
        </SwitchRow>
        <FormError message={save.error ? errorText(save.error) : null} />
        <FormButtons busy={save.isPending} onCancel={onClose} saveLabel={t('promotionsAdmin.form.save')} testId="pf-save" />
      </form>
    </Modal>
  );
}
