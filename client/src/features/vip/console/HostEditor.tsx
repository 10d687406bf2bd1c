import { useFieldArray, useForm } from 'react-hook-form';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VIP_HOST_CHANNELS, VIP_LIMITS, type VipHost, ENDPOINTS } from '@wl/shared/core';
import { vipHost } from '@wl/shared/form-checks';
import { problemFields } from '../../../api/http';
import { FormError } from '../../../components/Field';
import { FormText } from '../../../console-kit/form';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';

const hostQuery = queryOptions({ queryKey: ['staff', 'vip', 'host'], queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVipHost, { signal }) });
const EMPTY: VipHost = { name: '', channels: [{ kind: 'whatsapp', value: '' }], note: '' };

/** The body's own rules (@wl/shared/form-checks): the channels left blank are left out. */
const resolver = schemaResolver<VipHost>(vipHost, {
  toBody: (host) => ({
    name: host.name.trim(),
    note: host.note.trim(),
    channels: host.channels.filter((c) => c.value.trim()).map((c) => ({ kind: c.kind, value: c.value.trim() })),
  }),
  messages: { name: 'vip.admin.problems.blank' },
});

/** The personal host of Platinum-and-above members: a name, up to five ways to reach them, a note (hours, languages). */
export function HostEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const q = useQuery(hostQuery);
  return (
    <section className="sc-card" aria-labelledby="vip-host-h">
      <h2 id="vip-host-h">{t('vip.admin.host')}</h2>
      <p className="sc-muted sc-small">{t('vip.admin.hostHint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.data && <HostForm host={q.data.host ?? EMPTY} readOnly={readOnly} />}
    </section>
  );
}

/** Filled once from the host as read; a background refetch does not wipe what staff are typing (a save refills it). */
function HostForm({ host, readOnly }: { host: VipHost; readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const form = useForm<VipHost>({ defaultValues: host, resolver });
  const channels = useFieldArray({ control: form.control, name: 'channels' });
  const save = useMutation({
    mutationFn: (body: VipHost) => callStaff(ENDPOINTS.staffVipHostPut, { body }),
    onSuccess: (v) => {
      form.reset(v.host ?? EMPTY);
      queries.setQueryData(hostQuery.queryKey, v);
    },
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `vip.admin.problems.${code}`),
  });
  // "Saved" until the next change.
  const notice = save.isSuccess && !form.formState.isDirty ? t('vip.admin.saved') : '';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        if (readOnly) return e.preventDefault();
        save.reset();
        void form.handleSubmit((body) => save.mutate(body))(e);
      }}
      className="vip-admin__host"
    >
      <FormText
        form={form}
        name="name"
        id="vip-host-name"
        label={t('vip.admin.hostName')}
        maxLength={VIP_LIMITS.hostNameLength}
        required
        readOnly={readOnly}
        autoComplete="off"
      />
      <fieldset className="vip-admin__channels">
        <legend>{t('vip.admin.channels')}</legend>
        {channels.fields.map((c, i) => {
          const error = errorOf(form, t, `channels.${i}.value`);
          return (
            <div key={c.id} className="vip-admin__channel">
              <select
                className="field__input"
                disabled={readOnly}
                aria-label={t('vip.admin.channelKind', { n: i + 1 })}
                {...form.register(`channels.${i}.kind`)}
              >
                {VIP_HOST_CHANNELS.map((k) => (
                  <option key={k} value={k}>
                    {t(`vip.channels.${k}`)}
                  </option>
                ))}
              </select>
              <input
                className="field__input"
                readOnly={readOnly}
                maxLength={VIP_LIMITS.channelValueLength}
                autoComplete="off"
                aria-label={t('vip.admin.channelValue', { n: i + 1 })}
                aria-invalid={error ? true : undefined}
                {...form.register(`channels.${i}.value`)}
              />
              {!readOnly && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => channels.remove(i)}>
                  {t('vip.admin.remove')}
                </button>
              )}
              {error && (
                <span className="sc-error-text sc-small" role="alert">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {!readOnly && channels.fields.length < VIP_LIMITS.hostChannels && (
          <button type="button" className="btn btn--outline btn--sm" onClick={() => channels.append({ kind: 'telegram', value: '' })}>
            {t('vip.admin.addChannel')}
          </button>
        )}
      </fieldset>
      <FormText
        form={form}
        name="note"
        id="vip-host-note"
        label={t('vip.admin.hostNote')}
        maxLength={VIP_LIMITS.hostNoteLength}
        readOnly={readOnly}
        autoComplete="off"
      />
      <FormError message={save.isError && Object.keys(problemFields(save.error)).length === 0 ? errorText(save.error) : ''} />
      {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="vip-save-host" />}
    </form>
  );
}
