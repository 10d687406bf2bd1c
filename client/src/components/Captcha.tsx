import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { Icon } from './Icon';

/** Captcha input with its image; the machine that owns it decides when a refresh is allowed. */
export function CaptchaField({
  value,
  onValue,
  image,
  error,
  onRefresh,
  loading,
}: {
  value: string;
  onValue: (v: string) => void;
  image: string | null;
  error?: string | null;
  onRefresh: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('form.captcha')}
      value={value}
      onValue={onValue}
      error={error}
      required
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      name="captcha"
      placeholder={t('form.captchaPlaceholder')}
      suffix={
        <button type="button" className="captcha" onClick={onRefresh} aria-label={t('form.captchaRefresh')} title={t('form.captchaRefresh')}>
          {image ? (
            <img src={image} alt={t('form.captchaImage')} className="captcha__img" data-testid="captcha-image" />
          ) : (
            <span className="captcha__img captcha__img--empty" />
          )}
          <span className={`captcha__refresh${loading ? ' captcha__refresh--spin' : ''}`}>
            <Icon name="refresh" size={16} />
          </span>
        </button>
      }
    />
  );
}
