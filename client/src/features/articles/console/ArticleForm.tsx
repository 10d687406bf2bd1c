import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LANGUAGES, type ArticleInput, type ArticleKind, type StaffArticle } from '@wl/shared/core';
import { withId } from '../../../api/http';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { sanitizeHtml } from '../../../lib/sanitize';
import { staffCall } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';

/** shared/src/api/pages.ts PAGES_LIMITS (the gateway checks the same numbers). */
const L = { title: 160, summary: 400, body: 60_000, coverUrl: 2048 };

/**
 * Writes one article. The body is HTML; the preview shows it as members will, through the same
 * sanitiser (the gateway cleans it again before storing it). A new article is saved as a draft.
 */
export function ArticleForm({
  article,
  kind,
  onClose,
  onSaved,
}: {
  article: StaffArticle | null;
  kind: ArticleKind;
  onClose(): void;
  onSaved(a: StaffArticle): void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [d, setD] = useState<ArticleInput>(
    article
      ? { kind: article.kind, lang: article.lang, title: article.title, summary: article.summary, coverUrl: article.coverUrl, body: article.body }
      : { kind, lang: 'EN', title: '', summary: '', coverUrl: '', body: '' },
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: ArticleInput) =>
      article
        ? staffCall<StaffArticle>(withId(API.staffArticle, article.id), { method: 'PUT', body })
        : staffCall<StaffArticle>(API.staffArticles, { method: 'POST', body }),
    onSuccess: onSaved,
  });
  const edit = (k: keyof ArticleInput) => (v: string) => {
    setD((x) => ({ ...x, [k]: v }));
    setProblems((p) => ({ ...p, [k]: '' }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!d.title.trim()) found.title = t('feedback.required');
    if (!d.body.trim()) found.body = t('feedback.required');
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate({ ...d, title: d.title.trim(), summary: d.summary.trim(), coverUrl: d.coverUrl.trim() });
  };
  return (
    <Modal title={t(article ? 'pages.admin.articles.editTitle' : 'pages.admin.articles.newTitle')} onClose={onClose} size="lg">
      <form className="form" noValidate onSubmit={submit} data-testid="article-form">
        <div className="articles-admin__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-kind`}>
              {t('pages.admin.articles.kind')}
            </label>
            <select id={`${id}-kind`} className="field__input" value={d.kind} onChange={(e) => setD((x) => ({ ...x, kind: e.target.value as ArticleKind }))}>
              <option value="news">{t('member.tabs.news')}</option>
              <option value="blog">{t('member.tabs.blog')}</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-lang`}>
              {t('pages.admin.articles.language')}
            </label>
            <select id={`${id}-lang`} className="field__input" value={d.lang} onChange={(e) => setD((x) => ({ ...x, lang: e.target.value }))}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label} ({l.code})
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label={t('pages.admin.articles.title')}
          value={d.title}
          onValue={edit('title')}
          error={problems.title}
          required
          maxLength={L.title}
          data-testid="article-title"
        />
        <Field label={t('pages.admin.articles.summary')} value={d.summary} onValue={edit('summary')} maxLength={L.summary} data-testid="article-summary" />
        <Field
          label={t('pages.admin.articles.cover')}
          value={d.coverUrl}
          onValue={edit('coverUrl')}
          hint={t('pages.admin.articles.coverHint')}
          maxLength={L.coverUrl}
          spellCheck={false}
        />
        <div className={`field${problems.body ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-body`}>
            {t('pages.admin.articles.body')}
            <span className="field__req" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={`${id}-body`}
            className="field__input articles-admin__area"
            rows={10}
            maxLength={L.body}
            value={d.body}
            spellCheck={false}
            aria-required="true"
            aria-invalid={problems.body ? true : undefined}
            aria-describedby={`${id}-body-msg`}
            data-testid="article-body"
            onChange={(e) => edit('body')(e.target.value)}
          />
          <p id={`${id}-body-msg`} className={problems.body ? 'field__error' : 'field__hint'} role={problems.body ? 'alert' : undefined}>
            {problems.body || t('pages.admin.articles.bodyHint')}
          </p>
        </div>
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="articles-admin__sub">
            {t('pages.admin.articles.preview')}
          </h3>
          <div className="prose articles-admin__preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.body) }} />
        </section>
        {save.isError && (
          <p className="sc-error-text" role="alert">
            {errorText(save.error)}
          </p>
        )}
        <div className="sc-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            {t('in_more_cancel')}
          </button>
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending} data-testid="article-save">
            {t('pages.admin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
