import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ArticleKind, ArticleSummary } from '@wl/shared/core';
import { Icon } from '../../components/Icon';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { activeLanguage, formatDate } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { ArticleCover } from './ArticleCover';
import { articleListQuery, articleQuery } from './articlesApi';
import './articles.css';

/**
 * Member-centre tabs `blog` and `news` (docs/PAGES.md): a paged list of cards; `&article=<id>`
 * opens one article, so an article has its own address (shareable, back button works).
 */
export const BlogTab = () => <ArticlesTab kind="blog" />;
export const NewsTab = () => <ArticlesTab kind="news" />;

function ArticlesTab({ kind }: { kind: ArticleKind }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('article'));
  const open = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next))
      if (v === null) p.delete(k);
      else p.set(k, v);
    setParams(p);
  };
  if (Number.isSafeInteger(id) && id > 0) return <ArticleView id={id} onBack={() => open({ article: null })} />;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return <ArticleList kind={kind} page={page} onPage={(n) => open({ page: String(n) })} onOpen={(a) => open({ article: String(a) })} />;
}

function ArticleList({ kind, page, onPage, onOpen }: { kind: ArticleKind; page: number; onPage(n: number): void; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const q = useQuery(articleListQuery(kind, activeLanguage(), page));
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (q.isError)
    return (
      <EmptyState icon="warning" title={t('pages.articles.loadFailed')}>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void q.refetch()}>
          {t('pages.retry')}
        </button>
      </EmptyState>
    );
  const { list, totalPages } = q.data;
  if (list.length === 0) return <EmptyState icon={kind === 'news' ? 'megaphone' : 'receipt'} title={t(`pages.articles.empty.${kind}`)} />;
  return (
    <>
      <ul className="articles" aria-busy={q.isFetching} data-testid={`articles-${kind}`}>
        {list.map((a) => (
          <ArticleCard key={a.id} article={a} onOpen={() => onOpen(a.id)} />
        ))}
      </ul>
      {totalPages > 1 && (
        <nav className="articles__pager" aria-label={t('pages.articles.pages')}>
          <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pages.articles.prev')}
          </button>
          <span aria-current="page">{t('pages.articles.pageOf', { page, total: totalPages })}</span>
          <button type="button" className="btn btn--outline btn--sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('pages.articles.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function ArticleCard({ article: a, onOpen }: { article: ArticleSummary; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <li className="article-card">
      <ArticleCover id={a.id} url={a.coverUrl} kind={a.kind} />
      <div className="article-card__body">
        {a.publishedAt && (
          <time className="muted article-card__date" dateTime={a.publishedAt}>
            {formatDate(new Date(a.publishedAt))}
          </time>
        )}
        <h3 className="article-card__title">
          {/* The whole card is the link's target area; the title names it for screen readers. */}
          <button type="button" className="article-card__link" onClick={onOpen} data-testid="article-open">
            {a.title}
          </button>
        </h3>
        {a.summary && <p className="muted article-card__summary">{a.summary}</p>}
        <span className="article-card__more" aria-hidden="true">
          {t('pages.articles.read')}
          <Icon name="chevronRight" size={14} />
        </span>
      </div>
    </li>
  );
}

function ArticleView({ id, onBack }: { id: number; onBack(): void }) {
  const { t } = useTranslation();
  const q = useQuery(articleQuery(id));
  const back = (
    <button type="button" className="btn btn--ghost btn--sm article__back" onClick={onBack} data-testid="article-back">
      <Icon name="chevronRight" size={14} className="article__back-icon" />
      {t('pages.articles.back')}
    </button>
  );
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (q.isError)
    return (
      <>
        {back}
        <EmptyState icon="warning" title={t('pages.articles.notFound')} />
      </>
    );
  const a = q.data;
  return (
    <article className="article" data-testid="article-view">
      {back}
      <ArticleCover id={a.id} url={a.coverUrl} kind={a.kind} />
      <h3 className="article__title">{a.title}</h3>
      {a.publishedAt && (
        <time className="muted" dateTime={a.publishedAt}>
          {formatDate(new Date(a.publishedAt))}
        </time>
      )}
      {a.summary && <p className="article__summary">{a.summary}</p>}
      <div className="prose article__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.body) }} />
    </article>
  );
}
