import { useTranslation } from 'react-i18next';

/** Forms that mark fields with * say what the mark means. */
export function RequiredLegend() {
  const { t } = useTranslation();
  return (
    <p className="muted form__legend" data-testid="required-legend">
      {t('form.requiredLegend')}
    </p>
  );
}
