import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type StaffHelpArticle, ENDPOINTS } from '@wl/shared/core';
import { ui } from '../../../stores/ui';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote } from '../../../console-kit/ui';
import { ContentTable, ErrorLine, ReadOnlyNote } from '../../../console-kit/content';
import { HelpArticleForm, type Draft } from './HelpArticleForm';
import './helpAdmin.css';

/**
 * Console "Help centre" (docs/ENGAGE.md): the help popup's articles per language. A language
 * shows its own articles and the EN ones it falls back to (slug by slug), so staff see what a
 * member of that language reads and can translate an EN article in place. Everyone on staff
 * reads; admins write (the gateway checks too).
 */
const listKey = (lang: string) => ['staff', 'help', lang] as const;
const COLS = ['slug', 'title', 'language', 'updated'] as const;

export default function HelpEditorPage() {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const langId = useId();
  const [lang, setLang] = useState('EN');
  const [draft, setDraft] = useState<Draft | null>(null);
  const canWrite = useCan('content.edit');
  const q = useQuery({ queryKey: listKey(lang), queryFn: ({ signal }) => callStaff(ENDPOINTS.staffHelp, { query: { lang }, signal }) });
  const remove = useMutation({
    mutationFn: (id: number) => callStaff(ENDPOINTS.staffHelpArticle, { params: { id } }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['staff', 'help'] }),
  });

  // What a member of `lang` reads: its own article for a slug, else the EN one.
  const rows = (q.data ?? []).filter((a, _i, all) => a.lang === lang || !all.some((b) => b.slug === a.slug && b.lang === lang));
  const draftOf = (a: StaffHelpArticle | null): Draft =>
    a
      ? { lang, slug: a.slug, title: a.title, content: a.content, sort: String(a.sort), replaces: a.lang === lang }
      : { lang, slug: '', title: '', content: '', sort: String(rows.length), replaces: false };
  const del = async (a: StaffHelpArticle) => {
    const sure = await ui.dialog({
      titleKey: 'helpAdmin.heading',
      messageKey: 'helpAdmin.confirmDelete',
      params: { title: a.title, lang: a.lang },
      confirmKey: 'helpAdmin.delete',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) remove.mutate(a.id);
  };

  return (
    <section className="sc-page">
      <h1>{t('helpAdmin.heading')}</h1>
      <p className="sc-muted">{t('helpAdmin.intro')}</p>
      <div className="sc-toolbar">
        <div className="help-admin__lang">
          <label htmlFor={langId}>{t('helpAdmin.language')}</label>
          <select
            id={langId}
            className="field__input"
            value={lang}
            onChange={(e) => {
              setLang(e.target.value);
              setDraft(null);
            }}
            data-testid="help-admin-lang"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label} ({l.code})
              </option>
            ))}
          </select>
        </div>
        {canWrite && (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setDraft(draftOf(null))} data-testid="help-admin-new">
            {t('helpAdmin.new')}
          </button>
        )}
      </div>
      <ReadOnlyNote show={!canWrite} text={t('helpAdmin.readOnly')} />
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <ErrorLine error={remove.error} />
      <ContentTable
        label={t('helpAdmin.heading')}
        busy={q.isFetching}
        cols={COLS.map((c) => t(`helpAdmin.col.${c}`))}
        actions={t('helpAdmin.col.actions')}
        loading={q.isPending}
        empty={q.data && rows.length === 0 ? t('helpAdmin.none') : null}
      >
        {rows.map((a) => (
          <tr key={a.id} data-testid="help-admin-row">
            <td className="sc-mono">#{a.slug}</td>
            <td>{a.title}</td>
            <td>{a.lang === lang ? a.lang : <span className="sc-muted">{t('helpAdmin.fallback', { lang: a.lang })}</span>}</td>
            <td className="sc-small">
              {show.time(a.updatedAt)}
              {a.updatedBy ? ` · ${a.updatedBy}` : ''}
            </td>
            <td>
              {canWrite && (
                <div className="sc-actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDraft(draftOf(a))} data-testid="help-admin-edit">
                    {a.lang === lang ? t('helpAdmin.edit') : t('helpAdmin.translate', { lang })}
                  </button>
                  {a.lang === lang && (
                    <button type="button" className="btn btn--ghost btn--sm" disabled={remove.isPending} onClick={() => void del(a)}>
                      {t('helpAdmin.delete')}
                    </button>
                  )}
                </div>
              )}
            </td>
          </tr>
        ))}
      </ContentTable>
      {draft && (
        <HelpArticleForm
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            // The console's list, and the popup's cached articles if this browser shows the site too.
            void queries.invalidateQueries({ queryKey: ['staff', 'help'] });
            void queries.invalidateQueries({ queryKey: ['help'] });
          }}
        />
      )}
    </section>
  );
}
