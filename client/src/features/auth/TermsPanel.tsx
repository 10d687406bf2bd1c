import { useTranslation } from 'react-i18next';
import { useHelpArticles } from '../../hooks/useHelpArticles';
import { sanitizeHtml } from '../../lib/sanitize';

/** The terms article, read in place so the half-filled form is not lost. */
export function TermsPanel() {
  const { t } = useTranslation();
  const { articles, failed } = useHelpArticles();
  const terms = articles?.find((a) => a.slug === 'term');
  return (
    <div className="terms-panel" tabIndex={0} aria-label={t('register.readTerms')}>
      {terms ? (
        <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(terms.content) }} />
      ) : (
        <p className="muted">{failed ? t('err.INTERNAL') : t('common.loading')}</p>
      )}
    </div>
  );
}
