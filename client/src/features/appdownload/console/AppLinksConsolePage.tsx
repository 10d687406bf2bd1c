import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type AppLinkInput, type AppPlatform, type StaffAppLink } from '@wl/shared/core';
import { Field } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { formatTimestamp } from '../../../lib/format';
import { useCan } from '../../../console-kit/session';
import { staffCall } from '../../../console-kit/staffApi';
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
  const q = useQuery({ queryKey: key, queryFn: ({ signal }) => staffCall<StaffAppLink[]>(API.staffAppLinks, { signal }) });
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

function AppLinkForm({ link, canWrite }: { link: StaffAppLink; canWrite: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const [d, setD] = useState({
    url: link.url,
    version: link.version,
    minOs: link.minOs,
    sizeMb: link.sizeMb === null ? '' : String(link.sizeMb),
    releaseNotes: link.releaseNotes,
    enabled: link.enabled,
  });
  const [problem, setProblem] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: AppLinkInput) => staffCall<StaffAppLink>(API.staffAppLink.replace(':platform', link.platform), { method: 'PUT', body }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: key }).then(() => queries.invalidateQueries({ queryKey: ['site', 'appLinks'] })),
  });
  const edit = (k: keyof typeof d) => (v: string) => {
    setD((x) => ({ ...x, [k]: v }));
    setProblem({});
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const url = d.url.trim();
    const size = d.sizeMb.trim() === '' ? null : Number(d.sizeMb);
    const found: Record<string, string> = {};
    if (url && !SAFE.test(url)) found.url = t('pages.admin.apps.urlRule');
    if (d.enabled && !url) found.url = t('pages.admin.apps.urlNeeded');
    if (size !== null && !(size >= 0 && size <= 100_000)) found.sizeMb = t('pages.admin.apps.sizeRule');
    setProblem(found);
    if (Object.keys(found).length) return;
    save.mutate({ url, version: d.version.trim(), minOs: d.minOs.trim(), sizeMb: size, releaseNotes: d.releaseNotes.trim(), enabled: d.enabled });
  };
  const p: AppPlatform = link.platform;
  const name = p === 'ios' ? 'iOS' : 'Android';
  return (
    <form className="applinks-admin__card form" noValidate onSubmit={submit} data-testid={`applink-form-${p}`}>
      <h2>
        <Icon name={p === 'ios' ? 'apple' : 'android'} size={20} />
        {name}
      </h2>
      <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
        <Field
          label={t('pages.admin.apps.url')}
          value={d.url}
          onValue={edit('url')}
          error={problem.url}
          hint={t('pages.admin.apps.urlHint')}
          maxLength={2048}
          spellCheck={false}
          data-testid={`applink-url-${p}`}
        />
        <Field label={t('pages.admin.apps.version')} value={d.version} onValue={edit('version')} maxLength={32} />
        <Field label={t('pages.admin.apps.minOs')} value={d.minOs} onValue={edit('minOs')} maxLength={32} />
        <Field label={t('pages.admin.apps.size')} value={d.sizeMb} onValue={edit('sizeMb')} error={problem.sizeMb} inputMode="decimal" maxLength={8} />
        <Field label={t('pages.admin.apps.notes')} value={d.releaseNotes} onValue={edit('releaseNotes')} maxLength={1000} />
        <label className="applinks-admin__check">
          <input
            type="checkbox"
            checked={d.enabled}
            onChange={(e) => {
              setD((x) => ({ ...x, enabled: e.target.checked }));
              setProblem({});
            }}
            data-testid={`applink-enabled-${p}`}
          />
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
