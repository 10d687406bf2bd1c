import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@wl/shared/core';
import { changeLanguage, currentLanguage } from '../i18n/language';
import { Icon } from './Icon';

/** The languages of shared LANGUAGES; EN and the market languages are complete (i18n/catalog.ts), the rest fall back to EN key by key. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const value = currentLanguage();
  return (
    <div className={`lang${compact ? ' lang--compact' : ''}`}>
      <Icon name="globe" size={18} className="lang__icon" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select id={id} className="lang__select" value={value} onChange={(e) => void changeLanguage(e.target.value)} data-testid="language-select">
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={14} className="lang__chevron" />
    </div>
  );
}
