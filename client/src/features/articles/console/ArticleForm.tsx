import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type ArticleInput, type ArticleKind, type StaffArticle } from '@wl/shared/core';
import { withId } from '../../../api/http';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, HtmlField, LANGUAGE_CODES, languageName, SelectField } from '../../../console-kit/form';

/** shared/src/api/pages.ts PAGES_LIMITS (the gateway checks the same numbers). */
const L = { title: 160, summary: 400, body: 60_000, coverUrl: 2048 };
const KINDS: readonly ArticleKind[] = ['news', 'blog'];

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
          <SelectField
            label={t('pages.admin.articles.kind')}
            value={d.kind}
            options={KINDS}
            optionLabel={(k) => t(`member.tabs.${k}`)}
            onChange={(kind) => setD((x) => ({ ...x, kind }))}
          />
          <SelectField
            label={t('pages.admin.articles.language')}
            value={d.lang}
            options={LANGUAGE_CODES}
            optionLabel={languageName}
            onChange={(lang) => setD((x) => ({ ...x, lang }))}
          />
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
        <HtmlField
          label={t('pages.admin.articles.body')}
          hint={t('pages.admin.articles.bodyHint')}
          previewLabel={t('pages.admin.articles.preview')}
          value={d.body}
          onValue={edit('body')}
          error={problems.body}
          maxLength={L.body}
          look="articles-admin"
          testId="article-body"
        />
        <ErrorLine error={save.error} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('pages.admin.save')} testId="article-save" />
      </form>
    </Modal>
  );
}
