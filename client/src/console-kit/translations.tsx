import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Texts } from '@wl/shared/core';
import { FieldFrame } from '../components/Field';
import { localeOf } from '../lib/format';
import { LANGUAGE_CODES, languageName } from './form';
import { staffQueries } from './staffApi';

/**
 * The translations of a console editor's texts (docs/LANGUAGES.md "Staff content per language"):
 * the base text is English, written in the form's own fields; here staff pick a language the site
 * offers and write its version of each field. A field left empty is not sent: readers of that
 * language see the site's default language's text, else the English one, and the hint says so.
 */
export interface TranslatedField {
  key: string;
  label: string;
  maxLength: number;
  /** A text area (long or HTML text) rather than one line. */
  multiline?: boolean;
  /** The base text, shown as the empty field's placeholder. */
  base: string;
}

/** A map without empty fields or languages: what is sent (the gateway drops them too). */
export function compactTexts(texts: Texts<string>): Texts<string> {
  const out: Texts<string> = {};
  for (const [code, entry] of Object.entries(texts)) {
    const kept = Object.fromEntries(Object.entries(entry).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
    if (Object.keys(kept).length > 0) out[code] = kept;
  }
  return out;
}

/** The site's offered languages but English (the base), and any language already translated. */
function useLanguages(texts: Texts<string>): string[] {
  const { data } = useQuery(staffQueries.settings());
  const offered: readonly string[] = data?.site.languages ?? LANGUAGE_CODES;
  return LANGUAGE_CODES.filter((c) => c !== 'EN' && (offered.includes(c) || c in texts));
}

export function TranslationFields(props: {
  fields: TranslatedField[];
  value: Texts<string>;
  onChange(v: Texts<string>): void;
  /** The gateway's problems of the last save (field path to code), e.g. `texts.JA.url: URL_INVALID`. */
  problems?: Record<string, string>;
  problemText?(code: string): string;
  /** The field path's first part in the gateway's problems. */
  prefix?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const languages = useLanguages(props.value);
  const [lang, setLang] = useState('EN');
  const prefix = props.prefix ?? 'texts';
  const entry = props.value[lang] ?? {};
  const set = (key: string, v: string) => props.onChange({ ...props.value, [lang]: { ...entry, [key]: v } });
  const translated = (code: string) => Object.values(props.value[code] ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');
  const label = (k: string) => props.fields.find((f) => f.key === k)?.label ?? k;
  const problems = Object.entries(props.problems ?? {})
    .map(([path, code]) => [path.split('.'), code] as const)
    .filter(([path]) => path[0] === prefix && path.length === 3)
    .map(([[, code, field], problem]) =>
      t('support.translations.problem', { language: languageName(code!), field: label(field!), problem: props.problemText?.(problem) ?? problem }),
    );
  return (
    <fieldset className="field" data-testid={props.testId}>
      <legend className="field__label">{t('support.translations.legend')}</legend>
      <FieldFrame id={`${id}-lang`} label={t('support.translations.language')}>
        <select id={`${id}-lang`} className="field__input" value={lang} onChange={(e) => setLang(e.target.value)} aria-describedby={`${id}-hint`}>
          <option value="EN">{t('support.translations.base')}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {translated(code) ? t('support.translations.translated', { language: languageName(code) }) : languageName(code)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field__hint">
          {lang === 'EN' ? t('support.translations.baseNote') : t('support.translations.hint')}
        </p>
      </FieldFrame>
      {lang !== 'EN' &&
        props.fields.map((f) => {
          const fid = `${id}-${f.key}`;
          const common = {
            id: fid,
            className: 'field__input',
            lang: localeOf(lang),
            maxLength: f.maxLength,
            placeholder: f.base,
            value: entry[f.key] ?? '',
            'data-testid': `tr-${f.key}`,
          };
          return (
            <FieldFrame key={f.key} id={fid} label={`${f.label} · ${languageName(lang)}`}>
              {f.multiline ? (
                <textarea {...common} rows={4} spellCheck={false} onChange={(e) => set(f.key, e.target.value)} />
              ) : (
                <input {...common} autoComplete="off" onChange={(e) => set(f.key, e.target.value)} />
              )}
            </FieldFrame>
          );
        })}
      {problems.length > 0 && (
        <p className="field__error" role="alert">
          {problems.join(' · ')}
        </p>
      )}
    </fieldset>
  );
}
