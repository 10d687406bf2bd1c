import { useTranslation } from 'react-i18next';
import { ui } from '../../stores/ui';
import { Icon } from '../../components/Icon';

/** The feedback call-to-action at the foot of the home page: it opens the feedback popup. */
export function FeedbackCta() {
  const { t } = useTranslation();
  return (
    <section className="feedback-cta" aria-labelledby="home-feedback">
      <span className="feedback-cta__icon" aria-hidden="true">
        <Icon name="headset" size={28} />
      </span>
      <div className="feedback-cta__text">
        <h2 id="home-feedback" className="feedback-cta__title">
          {t('home.feedbackTitle')}
        </h2>
        <p className="feedback-cta__lead">{t('feedback.ctaLead')}</p>
      </div>
      <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'feedback' })} data-testid="feedback-cta">
        {t('feedback.open')}
      </button>
    </section>
  );
}
