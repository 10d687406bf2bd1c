import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { LANGUAGES } from '@wl/shared/core';
import { Field, FieldFrame, type FieldProps } from '../components/Field';
import { bindField } from '../lib/form-resolver';
import { sanitizeHtml } from '../lib/sanitize';

/** The site's languages as the console's selects offer them: "English (EN)". */
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);
export const languageName = (code: string) => `${LANGUAGES.find((l) => l.code === code)?.label ?? code} (${code})`;

/**
 * A labelled select of a console form. A hint or an error shows under it and is tied to it, the
 * same as under a text field.
 */
export function SelectField<T extends string>(props: {
  id?: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel(o: T): string;
  onChange(v: T): void;
  disabled?: boolean;
  hint?: string;
  error?: string | null;
  testId?: string;
}) {
  const auto = useId();
  const id = props.id ?? auto;
  const note = props.error || props.hint;
  return (
    <FieldFrame id={id} label={props.label} invalid={!!props.error}>
      <select
        id={id}
        className="field__input"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value as T)}
        aria-describedby={note ? `${id}-msg` : undefined}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel(o)}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-msg`} className={props.error ? 'field__error' : 'field__hint'} role={props.error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </FieldFrame>
  );
}

/**
 * An on/off setting of a console form (a promotion live, a mission or host switched on), with
 * what it means under it when told (tied to the switch as its description).
 */
export function SwitchRow(props: { id: string; checked: boolean; onChange(v: boolean): void; disabled?: boolean; hint?: string; children: ReactNode }) {
  const { id, hint } = props;
  return (
    <div className="sc-switch-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{props.children}</label>
      {hint && (
        <span id={`${id}-hint`} className="sc-muted sc-small">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The end of a form in a dialog: cancel, and save (waiting while it saves). */
export function FormButtons(props: { busy: boolean; onCancel(): void; saveLabel: string; testId: string; small?: boolean }) {
  const { t } = useTranslation();
  const size = props.small ? ' btn--sm' : '';
  return (
    <div className="sc-actions">
      <button type="button" className={`btn btn--ghost${size}`} onClick={props.onCancel}>
        {t('in_more_cancel')}
      </button>
      <button type="submit" className={`btn btn--primary${size}`} disabled={props.busy} data-testid={props.testId}>
        {props.saveLabel}
      </button>
    </div>
  );
}

/**
 * A required HTML text and, under it, its preview as members will see it: through the same
 * sanitiser the site uses (the gateway cleans it again before storing it).
 */
export function HtmlField(props: {
  label: string;
  hint: string;
  previewLabel: string;
  value: string;
  onValue(v: string): void;
  error?: string;
  maxLength: number;
  /** The form's class prefix: its `__area`, `__sub` and `__preview` look. */
  look: string;
  testId: string;
  previewTestId?: string;
}) {
  const id = useId();
  const { error } = props;
  return (
    <>
      <FieldFrame id={`${id}-text`} label={props.label} invalid={!!error} required>
        <textarea
          id={`${id}-text`}
          className={`field__input ${props.look}__area`}
          rows={10}
          maxLength={props.maxLength}
          value={props.value}
          spellCheck={false}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          data-testid={props.testId}
          onChange={(e) => props.onValue(e.target.value)}
        />
        <p id={`${id}-msg`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {error || props.hint}
        </p>
      </FieldFrame>
      <section aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className={`${props.look}__sub`}>
          {props.previewLabel}
        </h3>
        <div className={`prose ${props.look}__preview`} data-testid={props.previewTestId} dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.value) }} />
      </section>
    </>
  );
}

/**
 * A text field of a react-hook-form form, by name: its value, change and translated error come
 * from the form (docs/FORMS.md); the rest goes to the app's `Field` as it is.
 */
export function FormText<V extends FieldValues, C, B>({
  form,
  name,
  params,
  testId,
  ...field
}: Omit<FieldProps, 'value' | 'onValue' | 'error' | 'form' | 'name'> & {
  form: UseFormReturn<V, C, B>;
  name: Path<V>;
  /** The error message's placeholders. */
  params?: Record<string, unknown>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return <Field {...field} {...bindField(form, t)(name, params)} data-testid={testId} />;
}

/** The HTML field and its preview (HtmlField) of a react-hook-form form, by name. */
export function FormHtml<V extends FieldValues, C, B>({
  form,
  name,
  ...field
}: Omit<Parameters<typeof HtmlField>[0], 'value' | 'onValue' | 'error'> & { form: UseFormReturn<V, C, B>; name: Path<V> }) {
  const { t } = useTranslation();
  const { error, ...bound } = bindField(form, t)(name);
  return <HtmlField {...field} {...bound} error={error ?? undefined} />;
}
