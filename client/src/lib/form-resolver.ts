import type { TFunction } from 'i18next';
import { get, set } from 'react-hook-form';
import type { FieldError, FieldErrors, FieldValues, Path, PathValue, Resolver, UseFormReturn } from 'react-hook-form';
import type { FieldChecks } from '@wl/shared/form-checks';

/**
 * Forms on react-hook-form, checked by the gateway's own request schemas compiled to plain
 * functions (`@wl/shared/form-checks`, one check per body property): docs/FORMS.md.
 */

/** The message of a field that fails its schema check, unless the form names a better one. */
export const SCHEMA_INVALID = 'err.SETTING_INVALID';

export interface SchemaResolverOptions<V extends FieldValues, B, C = unknown> {
  /** The request body the values make (money typed in major units goes in minor units); the values themselves unless told. */
  toBody?(values: V, context: C): B;
  /**
   * The i18n key shown for a failing body property, or how to find it from the values (a rate
   * says why it could not be read); `fallback` unless told.
   */
  messages?: Partial<Record<string, string | ((values: V, context: C) => string)>>;
  /** The i18n key of a failing property `messages` does not name; SCHEMA_INVALID unless told. */
  fallback?: string;
  /**
   * The form field a body property is shown beside, where the names differ (rateBp beside rate),
   * or how to find it from the values (one list of names typed in one of two fields).
   */
  fields?: Partial<Record<string, Path<V> | ((values: V) => Path<V>)>>;
  /**
   * Rules across fields, which a per-property schema cannot state (one of two rewards set): the
   * failing fields (or `root`, the form as a whole) and their i18n keys. Asked every time, so the
   * form shows every problem at once; a field that fails its own check shows that one. A value
   * the body could not read arrives as it was made (NaN for a number that is not one).
   */
  rules?(body: B, values: V, context: C): Partial<Record<Path<V> | 'root', string>>;
}

/**
 * A react-hook-form resolver from a body's per-property checks: the body the values make is
 * checked property by property, and each failing one is reported on its field as
 * `{ type: 'schema', message: <i18n key> }`. On success the form's submit handler receives the
 * body, ready to send. `C` is the form's `context` (what the checks need besides the values).
 */
export function schemaResolver<V extends FieldValues, B = V, C = unknown>(
  checks: FieldChecks,
  options: SchemaResolverOptions<V, B, C> = {},
): Resolver<V, C, B> {
  return (values, context) => {
    const body = options.toBody ? options.toBody(values, context as C) : (values as unknown as B);
    const errors: Record<string, FieldError> = {};
    for (const [key, check] of Object.entries(checks)) {
      if (check((body as Record<string, unknown>)[key])) continue;
      const target = options.fields?.[key] ?? key;
      const field = typeof target === 'function' ? target(values) : target;
      // The first failing property of a field names it (two properties may sit beside one field).
      const message = options.messages?.[key] ?? options.fallback ?? SCHEMA_INVALID;
      errors[field] ??= { type: 'schema', message: typeof message === 'function' ? message(values, context as C) : message };
    }
    if (options.rules) {
      for (const [field, message] of Object.entries(options.rules(body, values, context as C) as Record<string, string | undefined>)) {
        if (message) errors[field] ??= { type: 'rule', message };
      }
    }
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    // A path into a list (`rows.2.weight`) is nested as react-hook-form keeps its errors.
    const nested = {};
    for (const [field, error] of Object.entries(errors)) set(nested, field, error);
    return { values: {}, errors: nested as FieldErrors<V> };
  };
}

/**
 * The gateway's per-field refusals (`problemFields()` of its error) set on the form beside their
 * fields, as `{ type: 'server', message: <i18n key> }`. `keyOf` names the text of a field's code.
 */
export function setServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  fields: Record<string, string>,
  keyOf: (field: string, code: string) => string,
  fieldOf: Partial<Record<string, Path<V>>> = {},
): void {
  for (const [field, code] of Object.entries(fields)) {
    form.setError(fieldOf[field] ?? (field as Path<V>), { type: 'server', message: keyOf(field, code) });
  }
}

/** The translated message of a field's error, or null. */
export function errorOf<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'formState'>,
  t: TFunction,
  name: Path<V>,
  params: Record<string, unknown> = {},
): string | null {
  // A path reaches into lists too (`channels.0.value`), as the gateway names a field in one.
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? t(message, { ...params, defaultValue: t(SCHEMA_INVALID) }) : null;
}

/**
 * What a controlled input takes for one text field of the form (the app's `Field`): its value,
 * the change (checked again once the form was submitted) and its translated error (`params`
 * fill the message's placeholders).
 */
export function bindField<V extends FieldValues, C, B>(form: UseFormReturn<V, C, B>, t: TFunction) {
  return <N extends Path<V>>(name: N, params?: Record<string, unknown>) => ({
    value: form.watch(name) as string,
    onValue: (v: string) => form.setValue(name, v as PathValue<V, N>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    error: errorOf(form as unknown as UseFormReturn<V>, t, name, params),
  });
}
