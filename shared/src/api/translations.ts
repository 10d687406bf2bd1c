import { Type, type TProperties } from '@sinclair/typebox';

/**
 * Staff-written content per language (docs/LANGUAGES.md "Staff content per language"). A row
 * keeps its base text (English) in its own columns and its translations beside them as a map
 * `{ "JA": { "title": "...", "content": "..." } }`. A reader gets each field in the language
 * asked, else in the site's default language, else the base: a missing translation never leaves
 * a field empty.
 */

/** Language code -> the translated fields; a field left out (or empty) falls back. */
export type Texts<K extends string> = Record<string, Partial<Record<K, string>>>;

/** At most this many languages in one map (LANGUAGES lists 39). */
export const TEXTS_MAX_LANGUAGES = 64;

/**
 * The schema of a translations map as staff send it: codes are checked by the gateway (an
 * unknown one is LANGUAGE_UNKNOWN, not a schema failure, so the console can name it), each
 * field capped as its base field is.
 */
export const textsSchema = <T extends TProperties>(fields: T) =>
  Type.Record(Type.String({ maxLength: 8 }), Type.Partial(Type.Object(fields, { additionalProperties: false })), { maxProperties: TEXTS_MAX_LANGUAGES });

/**
 * `base` with each of `keys` taken from the first layer that has it non-empty (the asked
 * language's translation, then the default language's); the base value otherwise.
 */
export function pickTexts<B extends Record<K, string>, K extends string>(
  base: B,
  keys: readonly K[],
  ...layers: (Partial<Record<K, string>> | null | undefined)[]
): B {
  const out = { ...base };
  for (const k of keys) {
    const found = layers.find((l) => typeof l?.[k] === 'string' && l[k] !== '')?.[k];
    if (found !== undefined) out[k] = found as B[K];
  }
  return out;
}

/** The reader's language on a public read (`?lang=JA`); an unknown or missing one reads the site's default. */
export const langField = { lang: Type.Optional(Type.String({ maxLength: 8 })) };
export const LangQuery = Type.Object(langField);
