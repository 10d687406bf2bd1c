import { useTranslation } from 'react-i18next';
import { LANGUAGES, type SiteConfig } from '@wl/shared/core';
import { hasOwnText } from '../../i18n/catalog';
import { localeOf } from '../../lib/format';

/**
 * Which languages the site's selector offers, and the default one (docs/LANGUAGES.md "Which
 * languages a site offers"). Every language of LANGUAGES is listed, each marked with whether it
 * has its own text or shows English text. The default is always one of the offered languages:
 * taking the default off the list moves it to the first offered one (EN when offered), so the
 * draft never holds a choice the gateway refuses.
 */
export interface LanguageDraft {
  languages: string[];
  defaultLanguage: string;
}

const ALL: string[] = LANGUAGES.map((l) => l.code);

export const languageDraft = (site: SiteConfig): LanguageDraft => ({ languages: site.languages, defaultLanguage: site.defaultLanguage });

/** The keys to save, or none when nothing changed. */
export function languagePatch(saved: LanguageDraft, draft: LanguageDraft): Partial<LanguageDraft> {
  const patch: Partial<LanguageDraft> = {};
  if (saved.languages.join() !== draft.languages.join()) patch.languages = draft.languages;
  if (saved.defaultLanguage !== draft.defaultLanguage) patch.defaultLanguage = draft.defaultLanguage;
  return patch;
}

/** The draft with `codes` offered (in LANGUAGES order), the default kept when still offered. */
export function offer(draft: LanguageDraft, codes: readonly string[]): LanguageDraft {
  const languages = ALL.filter((c) => codes.includes(c));
  if (languages.length === 0) return draft;
  const defaultLanguage = languages.includes(draft.defaultLanguage) ? draft.defaultLanguage : languages.includes('EN') ? 'EN' : languages[0]!;
  return { languages, defaultLanguage };
}

export function LanguageSection({ draft, onChange }: { draft: LanguageDraft; onChange: (d: LanguageDraft) => void }) {
  const { t } = useTranslation();
  const toggle = (code: string, on: boolean) => onChange(offer(draft, on ? [...draft.languages, code] : draft.languages.filter((c) => c !== code)));
  const last = draft.languages.length === 1;
  return (
    <>
      <legend>{t('support.settings.languages.legend')}</legend>
      <p className="sc-muted sc-small" id="sc-languages-hint">
        {t('support.settings.languages.hint')}
      </p>
      <div className="sc-lang-tools">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(offer(draft, ALL))}>
          {t('support.settings.languages.all')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(offer(draft, ALL.filter(hasOwnText)))}>
          {t('support.settings.languages.withText')}
        </button>
        <span className="sc-muted sc-small" role="status">
          {t('support.settings.languages.offered', { count: draft.languages.length, total: ALL.length })}
        </span>
      </div>
      <ul className="sc-lang-grid" aria-label={t('support.settings.languages.listLabel')} aria-describedby="sc-languages-hint">
        {LANGUAGES.map((l) => {
          const id = `sc-lang-${l.code}`;
          const on = draft.languages.includes(l.code);
          const own = hasOwnText(l.code);
          return (
            <li key={l.code} className={on ? undefined : 'sc-inactive'}>
              <input id={id} type="checkbox" checked={on} disabled={on && last} onChange={(e) => toggle(l.code, e.target.checked)} />
              <label htmlFor={id}>
                <span lang={localeOf(l.code)}>{l.label}</span> <span className="sc-muted">({l.code})</span>
              </label>
              <span className={`sc-badge${own ? ' sc-badge--own' : ''}`}>
                {own ? t('support.settings.languages.ownText') : t('support.settings.languages.englishText')}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="sc-field">
        <label htmlFor="sc-default-language">{t('support.settings.languages.default')}</label>
        <select
          id="sc-default-language"
          className="field__input"
          value={draft.defaultLanguage}
          aria-describedby="sc-default-language-hint"
          onChange={(e) => onChange({ ...draft, defaultLanguage: e.target.value })}
        >
          {LANGUAGES.filter((l) => draft.languages.includes(l.code)).map((l) => (
            <option key={l.code} value={l.code}>
              {l.label} ({l.code})
            </option>
          ))}
        </select>
        <span id="sc-default-language-hint">{t('support.settings.languages.defaultHint')}</span>
      </div>
    </>
  );
}
