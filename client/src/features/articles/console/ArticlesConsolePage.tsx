import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ArticleKind, type StaffArticle, ENDPOINTS } from '@wl/shared/core';
import { ui } from '../../../stores/ui';
import { formatTimestamp } from '../../../lib/format';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorNote, RowButton } from '../../../console-kit/ui';
import { ContentTable, ErrorLine, ReadOnlyNote } from '../../../console-kit/content';
import { Pager } from '../../../components/Pager';
import { ArticleForm } from './ArticleForm';
import './articlesAdmin.css';

/**
 * Console "Blog and news" (docs/PAGES.md): every article of the site in any status, last changed
 * first. Admins write, publish and unpublish (both confirmed); members only ever see published ones.
 */
const PAGE = 20;
const COLS = ['title', 'language', 'status', 'published', 'updated'] as const;

export default function ArticlesConsolePage() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [kind, setKind] = useState<ArticleKind>('news');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffArticle | 'new' | null>(null);
  const canWrite = useCan('content.edit');
  const q = useQuery({
    queryKey: ['staff', 'articles', kind, page],
    queryFn: ({ signal }) => callStaff(ENDPOINTS.staffArticles, { query: { kind, page, pageSize: PAGE }, signal }),
  });
  const refresh = () => void queries.invalidateQueries({ queryKey: ['staff', 'articles'] }).then(() => queries.invalidateQueries({ queryKey: ['articles'] }));
  const status = useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      callStaff(publish ? ENDPOINTS.staffArticlePublish : ENDPOINTS.staffArticleUnpublish, { params: { id } }),
    onSuccess: refresh,
  });
  const toggle = async (a: StaffArticle) => {
    const publish = a.status !== 'published';
    const sure = await ui.dialog({
      titleKey: 'pages.admin.articles.heading',
      messageKey: publish ? 'pages.admin.articles.confirmPublish' : 'pages.admin.articles.confirmUnpublish',
      params: { title: a.title },
      confirmKey: publish ? 'pages.admin.articles.publish' : 'pages.admin.articles.unpublish',
      cancelKey: 'in_more_cancel',
      tone: publish ? 'info' : 'warning',
    });
    if (sure) status.mutate({ id: a.id, publish });
  };

  return (
    <section className="sc-page">
      <h1>{t('pages.admin.articles.heading')}</h1>
      <p className="sc-muted">{t('pages.admin.articles.intro')}</p>
      <div className="sc-toolbar">
        <div className="articles-admin__kinds" role="group" aria-label={t('pages.admin.articles.kind')}>
          {(['news', 'blog'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={`btn btn--sm ${k === kind ? 'btn--primary' : 'btn--ghost'}`}
              aria-pressed={k === kind}
              onClick={() => {
                setKind(k);
                setPage(1);
              }}
            >
              {t(`member.tabs.${k}`)}
            </button>
          ))}
        </div>
        {canWrite && (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')} data-testid="article-new">
            {t('pages.admin.articles.new')}
          </button>
        )}
      </div>
      <ReadOnlyNote show={!canWrite} text={t('pages.admin.readOnly')} />
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <ErrorLine error={status.error} />
      <ContentTable
        label={t('pages.admin.articles.heading')}
        busy={q.isFetching}
        cols={COLS.map((c) => t(`pages.admin.articles.col.${c}`))}
        actions={t('pages.admin.articles.col.actions')}
        loading={q.isPending}
        empty={q.data && q.data.list.length === 0 ? t('pages.admin.articles.none') : null}
      >
        {q.data?.list.map((a) => (
          <tr key={a.id} data-testid="article-row">
            <td>{a.title}</td>
            <td className="sc-mono">{a.lang}</td>
            <td>
              <span className={`sc-badge articles-admin__status--${a.status}`}>{t(`pages.admin.articles.status.${a.status}`)}</span>
            </td>
            <td>{a.publishedAt ? formatTimestamp(new Date(a.publishedAt)) : '-'}</td>
            <td>{t('pages.admin.updated', { at: formatTimestamp(new Date(a.updatedAt)), by: a.updatedBy ?? '-' })}</td>
            <td className="sc-actions">
              {canWrite && (
                <RowButton label={t('pages.admin.articles.edit')} name={t('pages.admin.articles.editOne', { title: a.title })} onClick={() => setEditing(a)} />
              )}
              {canWrite && (
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  disabled={status.isPending}
                  onClick={() => void toggle(a)}
                  data-testid="article-toggle"
                  aria-label={t(a.status === 'published' ? 'pages.admin.articles.unpublishOne' : 'pages.admin.articles.publishOne', { title: a.title })}
                >
                  {t(a.status === 'published' ? 'pages.admin.articles.unpublish' : 'pages.admin.articles.publish')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ContentTable>
      {q.data && q.data.totalPages > 1 && <Pager className="sc-pager" staff page={page} pages={q.data.totalPages} onPage={setPage} />}
      {editing && (
        <ArticleForm
          article={editing === 'new' ? null : editing}
          kind={kind}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </section>
  );
}
