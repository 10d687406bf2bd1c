import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ArticleInput, type ArticleKind, type StaffArticle, ENDPOINTS } from '@wl/shared/core';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, FormHtml, FormText, LANGUAGE_CODES, languageName, SelectField } from '../../../console-kit/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { articleInput } from '@wl/shared/form-checks';

/** shared/src/api/pages.ts PAGES_LIMITS (the gateway checks the same numbers). */
const L = { title: 160, summary: 400, body: 60_000, coverUrl: 2048 };
const KINDS: readonly ArticleKind[] = ['news', 'blog'];

/** The body's own rules (@wl/shared/form-checks), then a title and a body that are not blank. */
const resolver = schemaResolver<ArticleInput>(articleInput, {
  toBody: (d) => ({ ...d, title: d.title.trim(), summary: d.summary.trim(), coverUrl: d.coverUrl.trim() }),
  rules: (body) => ({ title: body.title ? undefined : 'feedback.required', body: body.body.trim() ? undefined : 'feedback.required' }),
});

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
  const form = useForm<ArticleInput>({
    defaultValues: article
      ? { kind: article.kind, lang: article.lang, title: article.title, summary: article.summary, coverUrl: article.coverUrl, body: article.body }
      : { kind, lang: 'EN', title: '', summary: '', coverUrl: '', body: '' },
    resolver,
  });
  const save = useMutation({
    mutationFn: (body: ArticleInput) =>
      article ? callStaff(ENDPOINTS.staffArticle, { params: { id: article.id }, body }) : callStaff(ENDPOINTS.staffArticlesPost, { body }),
    onSuccess: onSaved,
  });
  return (
    <Modal title={t(article ? 'pages.admin.articles.editTitle' : 'pages.admin.articles.newTitle')} onClose={onClose} size="lg">
      <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid="article-form">
        <div className="articles-admin__row">
          <SelectField
            label={t('pages.admin.articles.kind')}
            value={form.watch('kind')}
            options={KINDS}
            optionLabel={(k) => t(`member.tabs.${k}`)}
            onChange={(v) => form.setValue('kind', v)}
          />
          <SelectField
            label={t('pages.admin.articles.language')}
            value={form.watch('lang')}
            options={LANGUAGE_CODES}
            optionLabel={languageName}
            onChange={(v) => form.setValue('lang', v)}
          />
        </div>
        <FormText form={form} name="title" label={t('pages.admin.articles.title')} required maxLength={L.title} testId="article-title" />
        <FormText form={form} name="summary" label={t('pages.admin.articles.summary')} maxLength={L.summary} testId="article-summary" />
        <FormText
          form={form}
          name="coverUrl"
          label={t('pages.admin.articles.cover')}
          hint={t('pages.admin.articles.coverHint')}
          maxLength={L.coverUrl}
          spellCheck={false}
        />
        <FormHtml
          form={form}
          name="body"
          label={t('pages.admin.articles.body')}
          hint={t('pages.admin.articles.bodyHint')}
          previewLabel={t('pages.admin.articles.preview')}
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
