import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LANGUAGES, type LiveModelInput, type StaffLiveModel } from '@wl/shared/core';
import { problemFields, withId } from '../../../api/http';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, SelectField, SwitchRow } from '../../../console-kit/form';

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

/**
 * Adds or changes one live host (docs/LIVE-MODELS.md "Console"). The host is one of the chat
 * provider's (the list the gateway read from it); the avatar is drawn from the name and colour.
 */
export function ModelForm({ model, hosts, onClose, onSaved }: { model: StaffLiveModel | null; hosts: string[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [d, setD] = useState({
    name: model?.name ?? '',
    hostRef: model?.hostRef ?? hosts[0] ?? '',
    languages: (model?.languages ?? ['EN']).join(', '),
    tags: (model?.tags ?? []).join(', '),
    hue: String(model?.hue ?? 330),
    sort: String(model?.sort ?? 0),
    enabled: model?.enabled ?? true,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: LiveModelInput) =>
      model
        ? staffCall<StaffLiveModel>(withId(API.staffLiveModel, model.id), { method: 'PUT', body })
        : staffCall<StaffLiveModel>(API.staffLiveModels, { method: 'POST', body }),
    onSuccess: onSaved,
  });
  const server = problemFields(save.error);
  const problem = (k: string) => problems[k] || (server[k] ? t(`liveModels.admin.problem.${server[k]}`, { defaultValue: t('err.SETTING_INVALID') }) : null);
  const set = (k: keyof typeof d) => (v: string) => {
    setD((x) => ({ ...x, [k]: v }));
    setProblems((p) => ({ ...p, [k]: '' }));
  };

  const submit = () => {
    const found: Record<string, string> = {};
    const languages = [...new Set(list(d.languages).map((l) => l.toUpperCase()))];
    const tags = list(d.tags);
    const hue = Number(d.hue);
    const sort = Number(d.sort);
    if (!d.name.trim()) found.name = t('liveModels.admin.problem.required');
    if (!/^[a-z0-9_-]{2,32}$/.test(d.hostRef)) found.hostRef = t('liveModels.admin.problem.hostRef');
    if (languages.length > MAX.languages || languages.some((l) => !CODES.has(l))) found.languages = t('liveModels.admin.problem.unknown');
    if (tags.length > MAX.tags || tags.some((x) => x.length > MAX.tag)) found.tags = t('liveModels.admin.problem.tags', { n: MAX.tags, max: MAX.tag });
    if (!Number.isInteger(hue) || hue < 0 || hue > 359) found.hue = t('liveModels.admin.problem.hue');
    if (!Number.isInteger(sort) || sort < 0 || sort > 10_000) found.sort = t('liveModels.admin.problem.sort');
    setProblems(found);
    if (Object.keys(found).length) return;
    save.mutate({ name: d.name.trim(), hostRef: d.hostRef, languages, tags, hue, sort, enabled: d.enabled });
  };
  const hostOptions = [...new Set([...(model ? [model.hostRef] : []), ...hosts])];

  return (
    <Modal title={t(model ? 'liveModels.admin.editTitle' : 'liveModels.admin.newTitle', { name: model?.name })} onClose={onClose} size="md">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="live-model-form"
      >
        <Field
          label={t('liveModels.admin.field.name')}
          value={d.name}
          onValue={set('name')}
          required
          maxLength={MAX.name}
          error={problem('name')}
          data-testid="lm-name"
        />
        <SelectField
          id="lm-host"
          label={t('liveModels.admin.field.host')}
          value={d.hostRef}
          options={hostOptions}
          optionLabel={(h) => h}
          onChange={set('hostRef')}
          hint={t('liveModels.admin.field.hostHint')}
          error={problem('hostRef')}
        />
        <Field
          label={t('liveModels.admin.field.languages')}
          value={d.languages}
          onValue={set('languages')}
          hint={t('liveModels.admin.field.languagesHint')}
          error={problem('languages')}
          data-testid="lm-languages"
        />
        <Field
          label={t('liveModels.admin.field.tags')}
          value={d.tags}
          onValue={set('tags')}
          hint={t('liveModels.admin.field.tagsHint')}
          error={problem('tags')}
          data-testid="lm-tags"
        />
        <div className="lm-form__row">
          <Field
            label={t('liveModels.admin.field.hue')}
            value={d.hue}
            onValue={set('hue')}
            type="number"
            min={0}
            max={359}
            error={problem('hue')}
            suffix={
              <span
                className="lm-swatch"
                aria-hidden="true"
                style={{ background: `linear-gradient(135deg, hsl(${Number(d.hue) || 0} 70% 52%), hsl(${(Number(d.hue) + 45) % 360 || 0} 65% 14%))` }}
              />
            }
          />
          <Field
            label={t('liveModels.admin.field.sort')}
            value={d.sort}
            onValue={set('sort')}
            type="number"
            min={0}
            max={10000}
            error={problem('sort')}
            hint={t('liveModels.admin.field.sortHint')}
          />
        </div>
        <SwitchRow id="lm-enabled" checked={d.enabled} onChange={(enabled) => setD((x) => ({ ...x, enabled }))}>
          {t('liveModels.admin.field.enabled')}
        </SwitchRow>
        {/* A refusal the gateway pinned to fields shows beside them, not again here. */}
        <ErrorLine error={Object.keys(server).length ? null : save.error} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('liveModels.admin.save')} testId="lm-save" />
      </form>
    </Modal>
  );
}
