import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  EXECUTIONS,
  type AnnouncementInput,
  type AnnouncementType,
  type StaffAnnouncement,
  ENDPOINTS,
} from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { ui } from '../../../stores/ui';
import { FieldFrame, FormError } from '../../../components/Field';
import { FormText } from '../../../console-kit/form';
import { errorOf, schemaResolver } from '../../../lib/form-resolver';
import { announcementInput } from '@wl/shared/form-checks';
import { Modal } from '../../../components/Modal';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useShow } from '../../../console-kit/accounts';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { AddButton, FilterTabs, PagedTable, RowButton, SaveBar, useErrorText } from '../../../console-kit/ui';
import { TranslationFields, compactTexts } from '../../../console-kit/translations';

/**
 * Announcements in the console (docs/ANNOUNCEMENTS.md): everyone on staff reads, admins add,
 * edit, publish, unpublish and delete (the gateway checks too). Publishing pushes the item to
 * every open page, so it asks first; so does deleting. Content is HTML: the preview shows it as
 * readers will see it, sanitised, and the gateway sanitises it again when it is saved.
 */
type Filter = AnnouncementType | 'ALL';
const KEY = ['staff', 'announcements'] as const;

export function AnnouncementsAdmin({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffAnnouncement | 'new' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const query = useQuery({
    queryKey: [...KEY, filter, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffAnnouncements, { query: { type: filter === 'ALL' ? undefined : filter, page }, signal }),
    placeholderData: keepPreviousData,
  });
  const done = () => {
    setFailure(null);
    void queries.invalidateQueries({ queryKey: KEY });
  };
  const act = useMutation({
    mutationFn: ({ a, what }: { a: StaffAnnouncement; what: 'publish' | 'unpublish' | 'delete' }) =>
      what === 'delete'
        ? callStaff(ENDPOINTS.staffAnnouncementDelete, { params: { id: a.id } })
        : callStaff(what === 'publish' ? ENDPOINTS.staffAnnouncementPublish : ENDPOINTS.staffAnnouncementUnpublish, { params: { id: a.id } }),
    onSuccess: done,
    onError: setFailure,
  });
  const ask = async (a: StaffAnnouncement, what: 'publish' | 'unpublish' | 'delete') => {
    if (what !== 'unpublish') {
      const sure = await ui.dialog({
        titleKey: `announce.admin.${what}Title`,
        messageKey: `announce.admin.${what}Body`,
        params: { name: a.title },
        confirmKey: `announce.admin.${what}`,
        cancelKey: 'in_more_cancel',
        tone: what === 'delete' ? 'warning' : 'info',
      });
      if (!sure) return;
    }
    act.mutate({ a, what });
  };
  const cols = [
    t('announce.admin.col.title'),
    t('announce.admin.col.type'),
    t('announce.admin.col.status'),
    { label: t('homeAdmin.col.actions'), hidden: true },
  ];
  return (
    <section className="sc-card" aria-labelledby="an-h">
      <div className="sc-toolbar">
        <h2 id="an-h">{t('announce.admin.heading')}</h2>
        <AddButton show={!readOnly} label={t('homeAdmin.add')} testId="an-add" onClick={() => setEditing('new')} />
      </div>
      <FilterTabs
        label={t('announce.filter')}
        options={['ALL', ...ANNOUNCEMENT_TYPES] as Filter[]}
        labels={(f) => t(`announce.type.${f}`)}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <ErrorLine error={failure} />
      <PagedTable<StaffAnnouncement>
        label={t('announce.admin.heading')}
        query={query}
        empty={t('homeAdmin.empty')}
        onPage={setPage}
        pagerWhenPaged
        cols={cols.map((c) => (typeof c === 'string' ? { label: c } : c))}
        row={(a) => (
          <tr key={a.id} data-testid="an-row">
            <td>{a.title}</td>
            <td className="sc-small">
              {t(`announce.type.${a.type}`)}
              {a.type === 'PU' ? ` · ${t(`announce.execution.${a.execution}`)}` : ''}
            </td>
            <td>
              <span className="sc-status">{a.published ? t('announce.admin.published') : t('announce.admin.draft')}</span>
              <div className="sc-muted sc-small">
                {show.text(a.updatedBy)} {show.time(a.publishedAt ?? a.updatedAt)}
              </div>
            </td>
            <td>
              {!readOnly && (
                <div className="sc-actions">
                  <RowButton label={t('homeAdmin.edit')} name={t('homeAdmin.editNamed', { name: a.title })} onClick={() => setEditing(a)} />
                  <RowButton
                    label={t(a.published ? 'announce.admin.unpublish' : 'announce.admin.publish')}
                    name={t(a.published ? 'announce.admin.unpublishNamed' : 'announce.admin.publishNamed', { name: a.title })}
                    onClick={() => void ask(a, a.published ? 'unpublish' : 'publish')}
                    disabled={act.isPending}
                    testId={a.published ? 'an-unpublish' : 'an-publish'}
                  />
                  <RowButton
                    label={t('homeAdmin.delete')}
                    name={t('homeAdmin.deleteNamed', { name: a.title })}
                    onClick={() => void ask(a, 'delete')}
                    disabled={act.isPending}
                  />
                </div>
              )}
            </td>
          </tr>
        )}
      />
      {editing && (
        <EditDialog
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            done();
          }}
        />
      )}
    </section>
  );
}

interface Draft {
  type: AnnouncementType;
  execution: AnnouncementInput['execution'];
  title: string;
  content: string;
  sort: string;
  images: { url: string }[];
}

/** The body's own rules (@wl/shared/form-checks); an image keeps its place in the list as its sequence, blank ones are left out. */
const resolver = schemaResolver<Draft, AnnouncementInput>(announcementInput, {
  toBody: (d) => ({
    type: d.type,
    execution: d.execution,
    title: d.title.trim(),
    content: d.content,
    sort: Number.parseInt(d.sort, 10) || 0,
    announcementImages: d.images.map((i, n) => ({ sequence: n + 1, url: i.url.trim() })).filter((i) => i.url),
  }),
  fields: { announcementImages: 'images' },
  messages: { title: 'homeAdmin.required' },
});

function EditDialog({ row, onClose, onSaved }: { row: StaffAnnouncement | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<Draft, unknown, AnnouncementInput>({
    defaultValues: {
      type: row?.type ?? 'PU',
      execution: row?.execution ?? 'A',
      title: row?.title ?? '',
      content: row?.content ?? '',
      sort: String(row?.sort ?? 0),
      images: row ? [...row.announcementImages].sort((a, b) => a.sequence - b.sequence).map((i) => ({ url: i.url })) : [],
    },
    resolver,
  });
  const images = useFieldArray({ control: form.control, name: 'images' });
  // The translations of title and content; always sent whole, so a cleared one is removed.
  const [texts, setTexts] = useState(row?.texts ?? {});
  const save = useMutation({
    mutationFn: (body: AnnouncementInput) =>
      row ? callStaff(ENDPOINTS.staffAnnouncementPut, { params: { id: row.id }, body }) : callStaff(ENDPOINTS.staffAnnouncementsPost, { body }),
    onSuccess: onSaved,
    onError: (e) => {
      const { title } = problemFields(e);
      if (title) form.setError('title', { type: 'server', message: `announce.admin.problem.${title}` });
    },
  });
  const content = form.watch('content');
  const select = (key: 'type' | 'execution', options: readonly string[], label: string, names: (o: string) => string, hint?: string) => (
    <FieldFrame id={`${id}-${key}`} label={label}>
      <select id={`${id}-${key}`} className="field__input" {...form.register(key)} aria-describedby={hint ? `${id}-${key}-hint` : undefined}>
        {options.map((o) => (
          <option key={o} value={o}>
            {names(o)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-${key}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </FieldFrame>
  );
  // Image problems name the image by its place ("Image 2: ..."), the others by their field.
  const where = (k: string) => {
    const img = /^announcementImages\.(\d+)\./.exec(k);
    return img ? t('announce.admin.imageN', { n: Number(img[1]) + 1 }) : t(`announce.admin.field.${k}`, { defaultValue: k });
  };
  // The gateway's answers and this form's own checks of every field but the title, in one line.
  const server = Object.entries(problemFields(save.error))
    .filter(([k]) => k !== 'title' && !k.startsWith('texts.'))
    .map(([k, code]) => `${where(k)}: ${t(`announce.admin.problem.${code}`, { defaultValue: t('homeAdmin.problem.SETTING_INVALID') })}`);
  const own = (['images', 'sort', 'content', 'type', 'execution'] as const)
    .filter((k) => form.formState.errors[k])
    .map((k) => `${where(k)}: ${errorOf(form, t, k)}`);
  const fieldError = [...own, ...server].join(' · ');
  const titleError = form.formState.errors.title;
  return (
    <Modal title={t(row ? 'announce.admin.editTitle' : 'announce.admin.addTitle')} onClose={onClose} size="lg" variant="dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          save.reset();
          void form.handleSubmit((body) => save.mutate({ ...body, texts: compactTexts(texts) }))(e);
        }}
      >
        {select('type', ANNOUNCEMENT_TYPES, t('announce.admin.field.type'), (o) => t(`announce.type.${o}`))}
        {select('execution', EXECUTIONS, t('announce.admin.field.execution'), (o) => t(`announce.execution.${o}`), t('announce.admin.hint.execution'))}
        <FormText
          form={form}
          name="title"
          id={`${id}-title`}
          label={t('announce.admin.field.title')}
          required
          maxLength={ANNOUNCEMENT_LIMITS.title}
          autoComplete="off"
          testId="an-title"
        />
        <FieldFrame id={`${id}-content`} label={t('announce.admin.field.content')}>
          <textarea
            id={`${id}-content`}
            className="field__input"
            rows={6}
            maxLength={ANNOUNCEMENT_LIMITS.content}
            spellCheck={false}
            {...form.register('content')}
            aria-describedby={`${id}-content-hint`}
            data-testid="an-content"
          />
          <p id={`${id}-content-hint`} className="field__hint">
            {t('announce.admin.hint.content')}
          </p>
        </FieldFrame>
        {content.trim() && (
          <div className="sc-note">
            <p className="sc-small sc-muted">{t('announce.admin.preview')}</p>
            <div className="prose" data-testid="an-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />
          </div>
        )}
        <TranslationFields
          fields={[
            { key: 'title', label: t('announce.admin.field.title'), maxLength: ANNOUNCEMENT_LIMITS.title, base: form.watch('title') },
            { key: 'content', label: t('announce.admin.field.content'), maxLength: ANNOUNCEMENT_LIMITS.content, base: content, multiline: true },
          ]}
          value={texts}
          onChange={setTexts}
          problems={problemFields(save.error)}
          testId="an-translations"
        />
        <fieldset className="field">
          <legend className="field__label">{t('announce.admin.field.images')}</legend>
          {images.fields.map((image, i) => (
            <div key={image.id} className="sc-switch-row">
              <label className="sr-only" htmlFor={`${id}-img-${i}`}>
                {t('announce.admin.imageN', { n: i + 1 })}
              </label>
              <input
                id={`${id}-img-${i}`}
                className="field__input"
                placeholder="/lgw/home/art/welcome.svg"
                spellCheck={false}
                {...form.register(`images.${i}.url`)}
              />
              <RowButton label={t('homeAdmin.delete')} name={t('announce.admin.removeImage', { n: i + 1 })} onClick={() => images.remove(i)} />
            </div>
          ))}
          {images.fields.length < ANNOUNCEMENT_LIMITS.images && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => images.append({ url: '' })}>
              {t('announce.admin.addImage')}
            </button>
          )}
          <p className="field__hint">{t('homeAdmin.hint.url')}</p>
        </fieldset>
        <FormText form={form} name="sort" id={`${id}-sort`} label={t('announce.admin.field.sort')} inputMode="numeric" hint={t('announce.admin.hint.sort')} />
        <FormError message={fieldError || (save.isError && !titleError ? errorText(save.error) : '')} />
        <SaveBar pending={save.isPending} notice="" testId="an-save" />
      </form>
    </Modal>
  );
}
