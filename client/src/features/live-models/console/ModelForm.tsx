import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LiveModelInput, type StaffLiveModel, ENDPOINTS } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, FormText, SelectField, SwitchRow } from '../../../console-kit/form';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { liveModelInput } from '@wl/shared/form-checks';

/** The gateway's limits (shared/src/api/live-models.ts LIVE_MODEL_LIMITS), repeated for the inputs' maxLength only. */
const MAX = { name: 40, tag: 20, tags: 6, languages: 6 };
const CODES = new Set<string>(LANGUAGES.map((l) => l.code));
const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Only what the form itself cannot see is left to the gateway (a host already used, the site's limit). */
export function inputOf(m: StaffLiveModel, over: Partial<LiveModelInput> = {}): LiveModelInput {
  return { name: m.name, languages: m.languages, tags: m.tags, hue: m.hue, hostRef: m.hostRef, sort: m.sort, enabled: m.enabled, ...over };
}

type Draft = { name: string; hostRef: string; languages: string; tags: string; hue: string; sort: string; enabled: boolean };

const KEY = 'liveModels.admin.problem';

const bodyOf = (d: Draft): LiveModelInput => ({
  name: d.name.trim(),
  hostRef: d.hostRef,
  languages: [...new Set(list(d.languages).map((l) => l.toUpperCase()))],
  tags: list(d.tags),
  hue: Number(d.hue),
  sort: Number(d.sort),
  enabled: d.enabled,
});

/**
 * The body's own rules (@wl/shared/form-checks), then the site's languages. Only what the form
 * itself cannot see is left to the gateway (a host already used, the site's limit).
 */
const resolver = schemaResolver<Draft, LiveModelInput>(liveModelInput, {
  toBody: bodyOf,
  messages: { name: `${KEY}.required`, hostRef: `${KEY}.hostRef`, languages: `${KEY}.unknown`, tags: `${KEY}.tags`, hue: `${KEY}.hue`, sort: `${KEY}.sort` },
  rules: (body) => (body.languages.some((l) => !CODES.has(l)) ? { languages: `${KEY}.unknown` } : {}),
});

/**
 * Adds or changes one live host (docs/LIVE-MODELS.md "Console"). The host is one of the chat
 * provider's (the list the gateway read from it); the avatar is drawn from the name and colour.
 */
export function ModelForm({ model, hosts, onClose, onSaved }: { model: StaffLiveModel | null; hosts: string[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useForm<Draft, unknown, LiveModelInput>({
    defaultValues: {
      name: model?.name ?? '',
      hostRef: model?.hostRef ?? hosts[0] ?? '',
      languages: (model?.languages ?? ['EN']).join(', '),
      tags: (model?.tags ?? []).join(', '),
      hue: String(model?.hue ?? 330),
      sort: String(model?.sort ?? 0),
      enabled: model?.enabled ?? true,
    },
    resolver,
  });
  const save = useMutation({
    mutationFn: (body: LiveModelInput) =>
      model ? callStaff(ENDPOINTS.staffLiveModel, { params: { id: model.id }, body }) : callStaff(ENDPOINTS.staffLiveModelsPost, { body }),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `${KEY}.${code}`),
  });
  const server = problemFields(save.error);
  const hue = form.watch('hue');
  const hostOptions = [...new Set([...(model ? [model.hostRef] : []), ...hosts])];

  return (
    <Modal title={t(model ? 'liveModels.admin.editTitle' : 'liveModels.admin.newTitle', { name: model?.name })} onClose={onClose} size="md">
      <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid="live-model-form">
        <FormText form={form} name="name" label={t('liveModels.admin.field.name')} required maxLength={MAX.name} testId="lm-name" />
        <SelectField
          id="lm-host"
          label={t('liveModels.admin.field.host')}
          value={form.watch('hostRef')}
          options={hostOptions}
          optionLabel={(h) => h}
          onChange={(v) => form.setValue('hostRef', v, { shouldValidate: form.formState.isSubmitted })}
          hint={t('liveModels.admin.field.hostHint')}
          error={errorOf(form, t, 'hostRef')}
        />
        <FormText
          form={form}
          name="languages"
          label={t('liveModels.admin.field.languages')}
          hint={t('liveModels.admin.field.languagesHint')}
          testId="lm-languages"
        />
        <FormText
          form={form}
          name="tags"
          label={t('liveModels.admin.field.tags')}
          hint={t('liveModels.admin.field.tagsHint')}
          params={{ n: MAX.tags, max: MAX.tag }}
          testId="lm-tags"
        />
        <div className="lm-form__row">
          <FormText
            form={form}
            name="hue"
            label={t('liveModels.admin.field.hue')}
            type="number"
            min={0}
            max={359}
            suffix={
              <span
                className="lm-swatch"
                aria-hidden="true"
                style={{ background: `linear-gradient(135deg, hsl(${Number(hue) || 0} 70% 52%), hsl(${(Number(hue) + 45) % 360 || 0} 65% 14%))` }}
              />
            }
          />
          <FormText
            form={form}
            name="sort"
            label={t('liveModels.admin.field.sort')}
            type="number"
            min={0}
            max={10000}
            hint={t('liveModels.admin.field.sortHint')}
          />
        </div>
        <SwitchRow id="lm-enabled" checked={form.watch('enabled')} onChange={(enabled) => form.setValue('enabled', enabled)}>
          {t('liveModels.admin.field.enabled')}
        </SwitchRow>
        {/* A refusal the gateway pinned to fields shows beside them, not again here. */}
        <ErrorLine error={Object.keys(server).length ? null : save.error} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('liveModels.admin.save')} testId="lm-save" />
      </form>
    </Modal>
  );
}
