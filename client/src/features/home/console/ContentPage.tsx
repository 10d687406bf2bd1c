import { useId, useMemo, useState, type ReactNode } from 'react';
import { TranslationFields, compactTexts } from '../../../console-kit/translations';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BANNER_GROUPS,
  CONTENT_LIMITS,
  ENDPOINTS,
  LINKAGE_TYPES,
  type BannerInput,
  type HotMatchInput,
  type NoticeInput,
  type StaffBanner,
  type StaffHotMatch,
  type StaffNotice,
  type StaffVideo,
  type Texts,
  type VideoInput,
} from '@wl/shared/core';
import { ApiError, problemFields } from '../../../api/http';
import { ui } from '../../../stores/ui';
import { FormError } from '../../../components/Field';
import { FormText } from '../../../console-kit/form';
import { errorOf, schemaResolver, setServerErrors } from '../../../lib/form-resolver';
import { bannerInput, hotMatchInput, noticeInput, videoInput, type FieldChecks } from '@wl/shared/form-checks';
import { Modal } from '../../../components/Modal';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { AddButton, ErrorNote, FilterTabs, ListTable, RowButton, SaveBar, useErrorText } from '../../../console-kit/ui';
import { formatDateTime, fromZoneInput, toZoneInput } from '../../../lib/format';

/**
 * Home content in the console (docs/HOME.md): banners per group, marquee notices, hot matches and
 * videos. Everyone on staff reads; admins add, change and delete (the gateway checks too). Each
 * kind is described once (KINDS): its calls, its table columns and its form fields.
 */
type Row = StaffBanner | StaffNotice | StaffHotMatch | StaffVideo;
type Draft = Record<string, string | boolean>;
interface FieldSpec {
  key: string;
  kind?: 'text' | 'area' | 'select' | 'time' | 'number';
  options?: readonly string[];
  optional?: boolean;
}
type Body = Record<string, unknown>;
/** A kind's calls. The body is the form's, already checked against the route's schema by the resolver (`checks`). */
interface KindSpec {
  list(signal: AbortSignal): Promise<Row[]>;
  create(body: Body): Promise<Row>;
  update(id: number, body: Body): Promise<Row>;
  remove(id: number): Promise<null>;
  cols: string[];
  cells(r: Row): string[];
  fields: FieldSpec[];
  blank: Draft;
  draftOf(r: Row): Draft;
  input(d: Draft): Body;
  /** The body's own rules, a check per property (@wl/shared/form-checks). */
  checks: FieldChecks;
  /** The fields staff may translate per language (docs/LANGUAGES.md), when the kind has any. */
  translated?: { key: string; max: number; multiline?: boolean }[];
}

const str = (v: string | boolean | undefined) => String(v ?? '').trim();
const int = (v: string | boolean | undefined) => Number.parseInt(str(v) || '0', 10) || 0;

const KINDS = {
  banners: {
    checks: bannerInput,
    list: (signal) => callStaff(ENDPOINTS.staffHomeBanners, { signal }),
    create: (body) => callStaff(ENDPOINTS.staffHomeBannersPost, { body: body as BannerInput }),
    update: (id, body) => callStaff(ENDPOINTS.staffHomeBannerPut, { params: { id }, body: body as BannerInput }),
    remove: (id) => callStaff(ENDPOINTS.staffHomeBannerDelete, { params: { id } }),
    cols: ['title', 'groupName', 'linkUrl', 'sort'],
    cells: (r) => {
      const b = r as StaffBanner;
      return [b.title, b.groupName, b.linkage === 'NONE' ? '—' : b.linkUrl, String(b.sort)];
    },
    fields: [
      { key: 'title' },
      { key: 'groupName', kind: 'select', options: BANNER_GROUPS },
      { key: 'url' },
      { key: 'linkage', kind: 'select', options: LINKAGE_TYPES },
      { key: 'linkUrl', optional: true },
      { key: 'sort', kind: 'number' },
    ],
    translated: [
      { key: 'title', max: CONTENT_LIMITS.title },
      { key: 'url', max: CONTENT_LIMITS.url },
    ],
    blank: { title: '', groupName: 'w_home', url: '/lgw/home/art/welcome.svg', linkage: 'ROUTE', linkUrl: '/', sort: '0', active: true },
    draftOf: (r) => {
      const b = r as StaffBanner;
      return { title: b.title, groupName: b.groupName, url: b.url, linkage: b.linkage, linkUrl: b.linkUrl, sort: String(b.sort), active: b.active };
    },
    input: (d) => ({
      title: str(d.title),
      groupName: d.groupName,
      url: str(d.url),
      linkage: d.linkage,
      linkUrl: str(d.linkUrl),
      sort: int(d.sort),
      active: d.active,
    }),
  },
  notices: {
    checks: noticeInput,
    list: (signal) => callStaff(ENDPOINTS.staffHomeNotices, { signal }),
    create: (body) => callStaff(ENDPOINTS.staffHomeNoticesPost, { body: body as NoticeInput }),
    update: (id, body) => callStaff(ENDPOINTS.staffHomeNoticePut, { params: { id }, body: body as NoticeInput }),
    remove: (id) => callStaff(ENDPOINTS.staffHomeNoticeDelete, { params: { id } }),
    cols: ['title', 'content', 'sort'],
    cells: (r) => {
      const n = r as StaffNotice;
      return [n.title, n.content.length > 60 ? `${n.content.slice(0, 60)}…` : n.content, String(n.sort)];
    },
    fields: [{ key: 'title' }, { key: 'content', kind: 'area' }, { key: 'sort', kind: 'number' }],
    translated: [
      { key: 'title', max: CONTENT_LIMITS.title },
      { key: 'content', max: CONTENT_LIMITS.noticeContent, multiline: true },
    ],
    blank: { title: '', content: '', sort: '0', active: true },
    draftOf: (r) => {
      const n = r as StaffNotice;
      return { title: n.title, content: n.content, sort: String(n.sort), active: n.active };
    },
    input: (d) => ({ title: str(d.title), content: str(d.content), sort: int(d.sort), active: d.active }),
  },
  matches: {
    checks: hotMatchInput,
    list: (signal) => callStaff(ENDPOINTS.staffHomeMatches, { signal }),
    create: (body) => callStaff(ENDPOINTS.staffHomeMatchesPost, { body: body as HotMatchInput }),
    update: (id, body) => callStaff(ENDPOINTS.staffHomeMatchPut, { params: { id }, body: body as HotMatchInput }),
    remove: (id) => callStaff(ENDPOINTS.staffHomeMatchDelete, { params: { id } }),
    cols: ['title', 'teams', 'matchTime'],
    cells: (r) => {
      const m = r as StaffHotMatch;
      return [m.title, `${m.homeTeam} – ${m.awayTeam}`, formatDateTime(new Date(m.matchTime))];
    },
    fields: [
      { key: 'title' },
      { key: 'homeTeam' },
      { key: 'awayTeam' },
      { key: 'homeTeamImageUrl' },
      { key: 'awayTeamImageUrl' },
      { key: 'matchTime', kind: 'time' },
      { key: 'nodeId', kind: 'number', optional: true },
    ],
    blank: {
      title: '',
      homeTeam: '',
      awayTeam: '',
      homeTeamImageUrl: '',
      awayTeamImageUrl: '',
      matchTime: toZoneInput(new Date(Date.now() + 86_400_000).toISOString()),
      nodeId: '',
      active: true,
    },
    draftOf: (r) => {
      const m = r as StaffHotMatch;
      return {
        title: m.title,
        homeTeam: m.homeTeam,
        awayTeam: m.awayTeam,
        homeTeamImageUrl: m.homeTeamImageUrl,
        awayTeamImageUrl: m.awayTeamImageUrl,
        matchTime: toZoneInput(m.matchTime),
        nodeId: m.nodeId === null ? '' : String(m.nodeId),
        active: m.active,
      };
    },
    input: (d) => ({
      title: str(d.title),
      homeTeam: str(d.homeTeam),
      awayTeam: str(d.awayTeam),
      homeTeamImageUrl: str(d.homeTeamImageUrl),
      awayTeamImageUrl: str(d.awayTeamImageUrl),
      matchTime: fromZoneInput(str(d.matchTime)),
      nodeId: str(d.nodeId) ? int(d.nodeId) : null,
      active: d.active,
    }),
  },
  videos: {
    checks: videoInput,
    list: (signal) => callStaff(ENDPOINTS.staffHomeVideos, { signal }),
    create: (body) => callStaff(ENDPOINTS.staffHomeVideosPost, { body: body as VideoInput }),
    update: (id, body) => callStaff(ENDPOINTS.staffHomeVideoPut, { params: { id }, body: body as VideoInput }),
    remove: (id) => callStaff(ENDPOINTS.staffHomeVideoDelete, { params: { id } }),
    cols: ['title', 'url', 'sort'],
    cells: (r) => {
      const v = r as StaffVideo;
      return [v.title, v.url, String(v.sort)];
    },
    fields: [{ key: 'title' }, { key: 'url' }, { key: 'sort', kind: 'number' }],
    blank: { title: '', url: '', sort: '0', active: true },
    draftOf: (r) => {
      const v = r as StaffVideo;
      return { title: v.title, url: v.url, sort: String(v.sort), active: v.active };
    },
    input: (d) => ({ title: str(d.title), url: str(d.url), sort: int(d.sort), active: d.active }),
  },
} satisfies Record<string, KindSpec>;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];
/** Announcements have an editor of their own (HTML, images, publishing), handed in by the console. */
type Tab = Kind | 'announcements';
const TABS: Tab[] = [...KIND_NAMES, 'announcements'];

export default function ContentPage({ announcements }: { announcements: (readOnly: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const readOnly = !useCan('content.edit');
  const [kind, setKind] = useState<Tab>('banners');
  return (
    <section className="sc-page">
      <h1>{t('homeAdmin.heading')}</h1>
      {readOnly && (
        <p className="sc-note" role="note">
          {t('homeAdmin.readOnly')}
        </p>
      )}
      <FilterTabs
        label={t('homeAdmin.kinds')}
        options={TABS}
        labels={(k) => (k === 'announcements' ? t('announce.admin.heading') : t(`homeAdmin.kind.${k}`))}
        value={kind}
        onChange={(v) => setKind(v)}
      />
      {kind === 'announcements' ? announcements(readOnly) : <KindSection key={kind} kind={kind} readOnly={readOnly} />}
    </section>
  );
}

function KindSection({ kind, readOnly }: { kind: Kind; readOnly: boolean }) {
  const { t } = useTranslation();
  const spec: KindSpec = KINDS[kind];
  const show = useShow();
  const queries = useQueryClient();
  const queryKey = ['staff', 'home', kind];
  const q = useQuery({ queryKey, queryFn: ({ signal }) => spec.list(signal) });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const remove = useMutation({
    mutationFn: (r: Row) => spec.remove(r.id),
    onSuccess: () => {
      setFailure(null);
      void queries.invalidateQueries({ queryKey });
      void queries.invalidateQueries({ queryKey: ['home'] });
    },
    onError: setFailure,
  });
  // Publish / unpublish in one click: the row as it is, with `active` flipped.
  const toggle = useMutation({
    mutationFn: (r: Row) => spec.update(r.id, spec.input({ ...spec.draftOf(r), active: !r.active })),
    onSuccess: () => {
      setFailure(null);
      void queries.invalidateQueries({ queryKey });
      void queries.invalidateQueries({ queryKey: ['home'] });
    },
    onError: setFailure,
  });
  const askRemove = async (r: Row) => {
    const sure = await ui.dialog({
      titleKey: 'homeAdmin.deleteTitle',
      messageKey: 'homeAdmin.deleteBody',
      params: { name: r.title },
      confirmKey: 'homeAdmin.delete',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) remove.mutate(r);
  };
  const heading = t(`homeAdmin.kind.${kind}`);
  const cols = [...spec.cols, 'status', 'actions'];
  return (
    <section className="sc-card" aria-labelledby="hc-h">
      <div className="sc-toolbar">
        <h2 id="hc-h">{heading}</h2>
        <AddButton show={!readOnly} label={t('homeAdmin.add')} testId="hc-add" onClick={() => setEditing('new')} />
      </div>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <ErrorLine error={failure} />
      <ListTable
        label={heading}
        cols={cols.map((c) => ({ label: t(`homeAdmin.col.${c}`), hidden: c === 'actions' }))}
        query={q}
        empty={t('homeAdmin.empty')}
        row={(r) => (
          <tr key={r.id} data-testid="hc-row">
            {spec.cells(r).map((c, i) => (
              <td key={i} className={i === 0 ? undefined : 'sc-small'}>
                {c}
              </td>
            ))}
            <td>
              <span className="sc-status">{t(r.active ? 'homeAdmin.active' : 'homeAdmin.inactive')}</span>
              <div className="sc-muted sc-small">
                {show.text(r.updatedBy)} {show.time(r.updatedAt)}
              </div>
            </td>
            <td>
              {!readOnly && (
                <div className="sc-actions">
                  <RowButton label={t('homeAdmin.edit')} name={t('homeAdmin.editNamed', { name: r.title })} onClick={() => setEditing(r)} testId="hc-edit" />
                  <RowButton
                    label={t(r.active ? 'announce.admin.unpublish' : 'announce.admin.publish')}
                    name={t(r.active ? 'announce.admin.unpublishNamed' : 'announce.admin.publishNamed', { name: r.title })}
                    onClick={() => toggle.mutate(r)}
                    disabled={toggle.isPending}
                    testId="hc-toggle"
                  />
                  <RowButton
                    label={t('homeAdmin.delete')}
                    name={t('homeAdmin.deleteNamed', { name: r.title })}
                    onClick={() => void askRemove(r)}
                    disabled={remove.isPending}
                  />
                </div>
              )}
            </td>
          </tr>
        )}
      />
      {editing && (
        <EditDialog
          kind={kind}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey });
            void queries.invalidateQueries({ queryKey: ['home'] });
          }}
        />
      )}
    </section>
  );
}

/**
 * A kind's resolver: its body's checks, a required field left blank named as such first, then
 * the gateway's texts for the rest.
 */
function resolverOf(spec: KindSpec) {
  const blank = (f: FieldSpec, d: Draft) => !f.optional && !str(d[f.key]);
  return schemaResolver<Draft, Record<string, unknown>>(spec.checks, {
    toBody: spec.input,
    messages: Object.fromEntries(spec.fields.map((f) => [f.key, (d: Draft) => (blank(f, d) ? 'homeAdmin.required' : 'homeAdmin.problem.SETTING_INVALID')])),
    fallback: 'homeAdmin.problem.SETTING_INVALID',
    rules: (_body, d) => Object.fromEntries(spec.fields.filter((f) => blank(f, d)).map((f) => [f.key, 'homeAdmin.required'])),
  });
}

function EditDialog({ kind, row, onClose, onSaved }: { kind: Kind; row: Row | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const spec: KindSpec = KINDS[kind];
  const errorText = useErrorText();
  const idBase = useId();
  const resolver = useMemo(() => resolverOf(spec), [spec]);
  const form = useForm<Draft, unknown, Record<string, unknown>>({ defaultValues: row ? spec.draftOf(row) : spec.blank, resolver });
  // A translated kind's texts per language; always sent whole, so a cleared one is removed.
  const [texts, setTexts] = useState<Texts<string>>(row && 'texts' in row ? row.texts : {});
  const save = useMutation({
    mutationFn: (body: Body) => (row ? spec.update(row.id, body) : spec.create(body)),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), (_, code) => `homeAdmin.problem.${code}`),
  });
  return (
    <Modal title={t(row ? 'homeAdmin.editTitle' : 'homeAdmin.addTitle', { kind: t(`homeAdmin.kind.${kind}`) })} onClose={onClose} size="lg" variant="dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          save.reset();
          void form.handleSubmit((body) => save.mutate(spec.translated ? { ...body, texts: compactTexts(texts) } : body))(e);
        }}
      >
        {spec.fields.map((f) => {
          const error = errorOf(form, t, f.key);
          const id = `${idBase}-${f.key}`;
          const label = t(`homeAdmin.field.${f.key}`);
          if (f.kind === 'select' || f.kind === 'area') {
            return (
              <div key={f.key} className={`field${error ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor={id}>
                  {label}
                </label>
                {f.kind === 'select' ? (
                  <select id={id} className="field__input" {...form.register(f.key)}>
                    {f.options!.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : (
                  <textarea
                    id={id}
                    className="field__input"
                    rows={5}
                    maxLength={2000}
                    {...form.register(f.key)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-msg` : undefined}
                  />
                )}
                {error && (
                  <p id={`${id}-msg`} className="field__error" role="alert">
                    {error}
                  </p>
                )}
              </div>
            );
          }
          return (
            <FormText
              key={f.key}
              form={form}
              name={f.key}
              id={id}
              label={label}
              required={!f.optional}
              type={f.kind === 'time' ? 'datetime-local' : 'text'}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              autoComplete="off"
              spellCheck={false}
              hint={t(`homeAdmin.hint.${f.key}`, { defaultValue: '' }) || undefined}
              testId={`hc-${f.key}`}
            />
          );
        })}
        {spec.translated && (
          <TranslationFields
            fields={spec.translated.map((f) => ({
              key: f.key,
              label: t(`homeAdmin.field.${f.key}`),
              maxLength: f.max,
              multiline: f.multiline,
              base: str(form.watch(f.key)),
            }))}
            value={texts}
            onChange={setTexts}
            problems={problemFields(save.error)}
            problemText={(code) => t(`homeAdmin.problem.${code}`, { defaultValue: t('homeAdmin.problem.SETTING_INVALID') })}
            testId="hc-translations"
          />
        )}
        <div className="sc-switch-row">
          <input id={`${idBase}-active`} type="checkbox" role="switch" {...form.register('active')} />
          <label htmlFor={`${idBase}-active`}>{t('homeAdmin.active')}</label>
        </div>
        <FormError
          message={save.isError && !(save.error instanceof ApiError && (save.error.value as { fields?: unknown } | null)?.fields) ? errorText(save.error) : ''}
        />
        <SaveBar pending={save.isPending} notice="" testId="hc-save" />
      </form>
    </Modal>
  );
}
