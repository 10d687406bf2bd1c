import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@wl/shared/core';
import { hasOwnText } from '../i18n/catalog';
import { changeLanguage, currentLanguage } from '../i18n/language';
import { Icon } from './Icon';

/**
 * The languages the site offers (its operator's choice, site config `languages`, handed in by the
 * page that has the config; every language without it). One without its own text (i18n/catalog.ts) is marked: the visitor
 * picks it knowing the page stays in English.
 */
export function LanguageSelect({ compact = false, offered }: { compact?: boolean; offered?: readonly string[] }) {
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
        {LANGUAGES.filter((l) => !offered || offered.includes(l.code) || l.code === value).map((l) => (
          <option key={l.code} value={l.code}>
            {hasOwnText(l.code) ? l.label : t('nav.englishText', { language: l.label })}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={14} className="lang__chevron" />
    </div>
  );
}
