import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../stores/ui';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { useHelpArticles } from '../../hooks/useHelpArticles';
import { sanitizeHtml } from '../../lib/sanitize';

/**
 * Help centre popup; /help#term opens it on that article. Articles are staff-edited per language
 * (docs/ENGAGE.md), sanitised by the gateway on write and again here on render.
 */
export default function HelpModal({ slug }: { slug?: string }) {
  const { t } = useTranslation();
  const { articles, failed } = useHelpArticles();
  const [chosen, setChosen] = useState<string | undefined>(slug);
  const current = articles?.find((a) => a.slug === chosen) ?? articles?.[0];
  return (
    <Modal title={t('help.title')} onClose={() => ui.close('help')} size="lg" className="help">
      {failed && (
        <p className="form-error" role="alert">
          {t('err.INTERNAL')}
        </p>
      )}
      {!articles && !failed && <Spinner label={t('common.loading')} />}
      {articles && articles.length === 0 && <p className="muted">{t('help.empty')}</p>}
      {articles && current && (
        <div className="help__layout">
          <nav className="help__nav" aria-label={t('help.title')}>
            {articles.map((a) => (
              <button
                key={a.slug}
                type="button"
                className={`help__link${a.slug === current.slug ? ' help__link--active' : ''}`}
                aria-current={a.slug === current.slug ? 'true' : undefined}
                onClick={() => setChosen(a.slug)}
              >
                {a.title}
              </button>
            ))}
          </nav>
          <article className="prose help__article" data-testid="help-article" dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
        </div>
      )}
      {/* No answer here: the feedback popup reaches the site's staff. */}
      <p className="form__switch help__feedback">
        {t('feedback.fromHelp')}{' '}
        <button type="button" className="link" onClick={() => ui.open({ kind: 'feedback' })} data-testid="help-feedback">
          {t('feedback.open')}
        </button>
      </p>
    </Modal>
  );
}
