import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, HELP_LIMITS as L, HELP_SLUG, type HelpArticleInput, type StaffHelpArticle } from '@wl/shared/core';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorLine } from '../../../console-kit/content';
import { FormButtons, HtmlField } from '../../../console-kit/form';

/** An article being written: `replaces` when the language already has its own article for the slug. */
export interface Draft {
  lang: string;
  slug: string;
  title: string;
  content: string;
  sort: string;
  replaces: boolean;
}

/**
 * Writes one help article of one language. The content is HTML; the preview shows it as the
 * popup will, through the same sanitiser (the gateway cleans it again before storing it).
 */
export function HelpArticleForm({ draft, onClose, onSaved }: { draft: Draft; onClose(): void; onSaved(a: StaffHelpArticle): void }) {
  const { t } = useTranslation();
  const [d, setD] = useState(draft);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: HelpArticleInput) => staffCall<StaffHelpArticle>(API.staffHelp, { method: 'PUT', body: input }),
    onSuccess: onSaved,
  });
  const edit = (key: keyof Draft) => (v: string) => {
    setD((x) => ({ ...x, [key]: v }));
    setProblems((p) => ({ ...p, [key]: '' }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const slug = d.slug.trim().toLowerCase();
    if (!HELP_SLUG.test(slug)) found.slug = t('helpAdmin.slugRule');
    if (!d.title.trim()) found.title = t('feedback.required');
    if (!d.content.trim()) found.content = t('feedback.required');
    setProblems(found);
    if (Object.keys(found).length) return;
    save.mutate({ lang: d.lang, slug, title: d.title.trim(), content: d.content, sort: Math.min(L.sort, Math.max(0, Number.parseInt(d.sort, 10) || 0)) });
  };
  const isNew = !draft.slug;
  return (
    <Modal
      title={t(isNew ? 'helpAdmin.newTitle' : draft.replaces ? 'helpAdmin.editTitle' : 'helpAdmin.translateTitle', { lang: d.lang, slug: d.slug })}
      onClose={onClose}
      size="lg"
    >
      <form className="form" noValidate onSubmit={submit} data-testid="help-admin-form">
        <div className="help-admin__row">
          <Field
            label={t('helpAdmin.col.slug')}
            value={d.slug}
            onValue={edit('slug')}
            error={problems.slug}
            required
            readOnly={!isNew}
            maxLength={L.slug}
            hint={t('helpAdmin.slugHint', { slug: d.slug || 'term' })}
            spellCheck={false}
            data-testid="help-admin-slug"
          />
          <Field label={t('helpAdmin.sort')} value={d.sort} onValue={edit('sort')} inputMode="numeric" maxLength={4} />
        </div>
        <Field
          label={t('helpAdmin.col.title')}
          value={d.title}
          onValue={edit('title')}
          error={problems.title}
          required
          maxLength={L.title}
          data-testid="help-admin-title"
        />
        <HtmlField
          label={t('helpAdmin.content')}
          hint={t('helpAdmin.contentHint')}
          previewLabel={t('helpAdmin.preview')}
          value={d.content}
          onValue={edit('content')}
          error={problems.content}
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
