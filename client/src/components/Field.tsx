import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Already translated message; shown under the input and announced. */
  error?: string | null;
  hint?: ReactNode;
  icon?: IconName;
  /** Something after the input: a send-code button, a captcha image. */
  suffix?: ReactNode;
  /** Text before the input, such as a dialling code selector. */
  prefix?: ReactNode;
  required?: boolean;
}

/** The star after a required field's label; the form's legend says what it means. */
export function RequiredMark() {
  return (
    <span className="field__req" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * A field's frame and label; Field draws its input inside it, and controls Field does not draw
 * (selects, text areas, game inputs) go in as children with their own messages.
 */
export function FieldFrame(props: { id: string; label: ReactNode; invalid?: boolean; required?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`field${props.className ? ` ${props.className}` : ''}${props.invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      {props.children}
    </div>
  );
}

/** One labelled input with its inline message; password inputs get a show/hide toggle. */
export function Field({ label, value, onValue, error, hint, icon, suffix, prefix, required, type = 'text', id, ...input }: FieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const msgId = `${inputId}-msg`;
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame id={inputId} label={label} invalid={!!error} required={required}>
      <div className="field__control">
        {prefix}
        <div className="field__box">
          {icon && <Icon name={icon} className="field__icon" size={18} />}
          <input
            id={inputId}
            className="field__input"
            type={isPassword && shown ? 'text' : type}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? msgId : undefined}
            aria-required={required || undefined}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className="field__toggle"
              onClick={() => setShown((s) => !s)}
              aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
              aria-pressed={shown}
            >
              <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
            </button>
          )}
        </div>
        {suffix}
      </div>
      {(error || hint) && (
        <p id={msgId} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      )}
    </FieldFrame>
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
  error,
  id,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
  error?: string | null;
  id?: string;
}) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <div className={`check${error ? ' check--invalid' : ''}`}>
      <input
        id={boxId}
        type="checkbox"
        className="check__box"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={boxId} className="check__label">
        {children}
      </label>
      {error && (
        <p className="field__error check__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={`tabs__tab${tab.id === value ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A server failure under a form (the code's text, never a raw message). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      <Icon name="warning" size={18} />
      <span>{message}</span>
    </div>
  );
}
