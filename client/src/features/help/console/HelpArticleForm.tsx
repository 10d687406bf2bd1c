import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, HELP_LIMITS as L, HELP_SLUG, type HelpArticleInput, type StaffHelpArticle } from '@wl/shared/core';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { sanitizeHtml } from '../../../lib/sanitize';
import { staffCall } from '../../../console-kit/staffApi';
import { useErrorText } from '../../../console-kit/ui';

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
  const errorText = useErrorText();
  const id = useId();
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
        <div className={`field${problems.content ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-content`}>
            {t('helpAdmin.content')}
            <span className="field__req" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={`${id}-content`}
            className="field__input help-admin__area"
            rows={10}
            maxLength={L.content}
            value={d.content}
            spellCheck={false}
            aria-required="true"
            aria-invalid={problems.content ? true : undefined}
            aria-describedby={`${id}-content-msg`}
            data-testid="help-admin-content"
            onChange={(e) => edit('content')(e.target.value)}
          />
          <p id={`${id}-content-msg`} className={problems.content ? 'field__error' : 'field__hint'} role={problems.content ? 'alert' : undefined}>
            {problems.content || t('helpAdmin.contentHint')}
          </p>
        </div>
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="help-admin__sub">
            {t('helpAdmin.preview')}
          </h3>
          <div className="prose help-admin__preview" data-testid="help-admin-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.content) }} />
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
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending} data-testid="help-admin-save">
            {t('helpAdmin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
