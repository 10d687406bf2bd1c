import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AppLinkInput, type AppPlatform, type StaffAppLink, ENDPOINTS } from '@wl/shared/core';
import { FormText } from '../../../console-kit/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { appLinkInput } from '@wl/shared/form-checks';
import { Icon } from '../../../components/Icon';
import { formatTimestamp } from '../../../lib/format';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, useErrorText } from '../../../console-kit/ui';
import '../appdownload.css';

/**
 * Console "App links" (docs/PAGES.md): the iOS and Android entries of the download page and the
 * side menu. Admins write; the gateway checks the link (https or a path on this site) again.
 */
const key = ['staff', 'appLinks'] as const;
const SAFE = /^(https:\/\/[^\s/]+(\/\S*)?|\/(?!\/)\S*)$/i;

export default function AppLinksConsolePage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.edit');
  const q = useQuery({ queryKey: key, queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAppLinks, { signal }) });
  return (
    <section className="sc-page">
      <h1>{t('pages.admin.apps.heading')}</h1>
      <p className="sc-muted">{t('pages.admin.apps.intro')}</p>
      {!canWrite && (
        <p className="sc-note" role="note">
          {t('pages.admin.readOnly')}
        </p>
      )}
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && (
        <p className="sc-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      <div className="applinks-admin__grid">
        {q.data?.map((a) => (
          <AppLinkForm key={a.platform} link={a} canWrite={canWrite} />
        ))}
      </div>
    </section>
  );
}

type Draft = Record<'url' | 'version' | 'minOs' | 'sizeMb' | 'releaseNotes', string> & { enabled: boolean };

/** The body's own rules (@wl/shared/form-checks), then a link of a safe form, and one at all while the entry is shown. */
const resolver = schemaResolver<Draft, AppLinkInput>(appLinkInput, {
  toBody: (d) => ({
    url: d.url.trim(),
    version: d.version.trim(),
    minOs: d.minOs.trim(),
    sizeMb: d.sizeMb.trim() === '' ? null : Number(d.sizeMb),
    releaseNotes: d.releaseNotes.trim(),
    enabled: d.enabled,
  }),
  messages: { sizeMb: 'pages.admin.apps.sizeRule' },
  rules: (body) => ({
    url: body.url && !SAFE.test(body.url) ? 'pages.admin.apps.urlRule' : body.enabled && !body.url ? 'pages.admin.apps.urlNeeded' : undefined,
  }),
});

function AppLinkForm({ link, canWrite }: { link: StaffAppLink; canWrite: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const form = useForm<Draft, unknown, AppLinkInput>({
    defaultValues: {
      url: link.url,
      version: link.version,
      minOs: link.minOs,
      sizeMb: link.sizeMb === null ? '' : String(link.sizeMb),
      releaseNotes: link.releaseNotes,
      enabled: link.enabled,
    },
    resolver,
  });
  const save = useMutation({
    mutationFn: (body: AppLinkInput) => callStaff(ENDPOINTS.staffAppLink, { params: { platform: link.platform }, body }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: key }).then(() => queries.invalidateQueries({ queryKey: ['site', 'appLinks'] })),
  });
  const p: AppPlatform = link.platform;
  const name = p === 'ios' ? 'iOS' : 'Android';
  return (
    <form className="applinks-admin__card form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid={`applink-form-${p}`}>
      <h2>
        <Icon name={p === 'ios' ? 'apple' : 'android'} size={20} />
        {name}
      </h2>
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
        <FormText
          form={form}
          name="url"
          label={t('pages.admin.apps.url')}
          hint={t('pages.admin.apps.urlHint')}
          maxLength={2048}
          spellCheck={false}
          testId={`applink-url-${p}`}
        />
        <FormText form={form} name="version" label={t('pages.admin.apps.version')} maxLength={32} />
        <FormText form={form} name="minOs" label={t('pages.admin.apps.minOs')} maxLength={32} />
        <FormText form={form} name="sizeMb" label={t('pages.admin.apps.size')} inputMode="decimal" maxLength={8} />
        <FormText form={form} name="releaseNotes" label={t('pages.admin.apps.notes')} maxLength={1000} />
        <label className="applinks-admin__check">
          <input type="checkbox" {...form.register('enabled')} data-testid={`applink-enabled-${p}`} />
          {t('pages.admin.apps.enabled')}
        </label>
      </fieldset>
      <p className="sc-muted">
        {link.updatedAt ? t('pages.admin.updated', { at: formatTimestamp(new Date(link.updatedAt)), by: link.updatedBy ?? '-' }) : t('pages.admin.apps.never')}
      </p>
      {save.isError && (
        <p className="sc-error-text" role="alert">
          {errorText(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p className="sc-muted" role="status">
          {t('pages.admin.saved')}
        </p>
      )}
      {canWrite && (
        <div className="sc-actions">
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending} data-testid={`applink-save-${p}`}>
            {t('pages.admin.save')}
          </button>
        </div>
      )}
    </form>
  );
}
