import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELP_LIMITS as L, HELP_SLUG, type HelpArticleInput, type StaffHelpArticle, ENDPOINTS } from '@wl/shared/core';
import { Modal } from '../../../components/Modal';
import { callStaff } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, FormHtml, FormText } from '../../../console-kit/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { helpArticleInput } from '@wl/shared/form-checks';

/** An article being written: `replaces` when the language already has its own article for the slug. */
export interface Draft {
  lang: string;
  slug: string;
  title: string;
  content: string;
  sort: string;
  replaces: boolean;
}

/** The body's own rules (@wl/shared/form-checks), then a slug of the help's form and content that is not blank. */
const resolver = schemaResolver<Draft, HelpArticleInput>(helpArticleInput, {
  toBody: (d) => ({
    lang: d.lang,
    slug: d.slug.trim().toLowerCase(),
    title: d.title.trim(),
    content: d.content,
    sort: Math.min(L.sort, Math.max(0, Number.parseInt(d.sort, 10) || 0)),
  }),
  messages: { slug: 'helpAdmin.slugRule', title: 'feedback.required', content: 'feedback.required' },
  rules: (body) => ({ slug: HELP_SLUG.test(body.slug) ? undefined : 'helpAdmin.slugRule', content: body.content.trim() ? undefined : 'feedback.required' }),
});

/**
 * Writes one help article of one language. The content is HTML; the preview shows it as the
 * popup will, through the same sanitiser (the gateway cleans it again before storing it).
 */
export function HelpArticleForm({ draft, onClose, onSaved }: { draft: Draft; onClose(): void; onSaved(a: StaffHelpArticle): void }) {
  const { t } = useTranslation();
  const form = useForm<Draft, unknown, HelpArticleInput>({ defaultValues: draft, resolver });
  const save = useMutation({
    mutationFn: (input: HelpArticleInput) => callStaff(ENDPOINTS.staffHelpPut, { body: input }),
    onSuccess: onSaved,
  });
  const slug = form.watch('slug');
  const isNew = !draft.slug;
  return (
    <Modal
      title={t(isNew ? 'helpAdmin.newTitle' : draft.replaces ? 'helpAdmin.editTitle' : 'helpAdmin.translateTitle', { lang: draft.lang, slug })}
      onClose={onClose}
      size="lg"
    >
      <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} data-testid="help-admin-form">
        <div className="help-admin__row">
          <FormText
            form={form}
            name="slug"
            label={t('helpAdmin.col.slug')}
            required
            readOnly={!isNew}
            maxLength={L.slug}
            hint={t('helpAdmin.slugHint', { slug: slug || 'term' })}
            spellCheck={false}
            testId="help-admin-slug"
          />
          <FormText form={form} name="sort" label={t('helpAdmin.sort')} inputMode="numeric" maxLength={4} />
        </div>
        <FormText form={form} name="title" label={t('helpAdmin.col.title')} required maxLength={L.title} testId="help-admin-title" />
        <FormHtml
          form={form}
          name="content"
          label={t('helpAdmin.content')}
          hint={t('helpAdmin.contentHint')}
          previewLabel={t('helpAdmin.preview')}
          maxLength={L.content}
          look="help-admin"
          testId="help-admin-content"
          previewTestId="help-admin-preview"
        />
        <ErrorLine error={save.error} />
        <FormButtons small busy={save.isPending} onCancel={onClose} saveLabel={t('helpAdmin.save')} testId="help-admin-save" />
      </form>
    </Modal>
  );
}
