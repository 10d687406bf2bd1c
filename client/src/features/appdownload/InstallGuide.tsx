import { useTranslation } from 'react-i18next';
import type { AppPlatform } from '@wl/shared/core';
import { Icon, type IconName } from '../../components/Icon';

/**
 * Step-by-step install, illustrated with icons instead of screenshots (they go stale with every
 * OS release and every language). iOS apps outside the App Store are enterprise builds: the
 * profile must be trusted once in Settings; Android asks once to allow installs from the browser.
 */
const STEPS: Record<AppPlatform, { icon: IconName; key: string }[]> = {
  ios: [
    { icon: 'globe', key: 'safari' },
    { icon: 'download', key: 'download' },
    { icon: 'check', key: 'install' },
    { icon: 'shield', key: 'trust' },
    { icon: 'phone', key: 'open' },
  ],
  android: [
    { icon: 'download', key: 'download' },
    { icon: 'lock', key: 'unknown' },
    { icon: 'android', key: 'apk' },
    { icon: 'check', key: 'install' },
    { icon: 'phone', key: 'open' },
  ],
};

export function InstallGuide({ platform, mine }: { platform: AppPlatform; mine: boolean }) {
  const { t } = useTranslation();
  const id = `guide-${platform}`;
  return (
    <section className={`guide${mine ? ' guide--mine' : ''}`} aria-labelledby={id} data-testid={`guide-${platform}`}>
      <h2 id={id} className="guide__title">
        <Icon name={platform === 'ios' ? 'apple' : 'android'} size={20} />
        {t(`pages.guide.${platform}.title`)}
      </h2>
      <ol className="guide__steps">
        {STEPS[platform].map((s, i) => (
          <li key={s.key} className="guide__step">
            <span className="guide__icon" aria-hidden="true">
              <Icon name={s.icon} size={22} />
              <span className="guide__num">{i + 1}</span>
            </span>
            <span className="guide__text">
              <strong>{t(`pages.guide.${platform}.${s.key}.title`)}</strong>
              <span className="muted">{t(`pages.guide.${platform}.${s.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
