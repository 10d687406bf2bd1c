import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** Copies `value`; true for a moment after it worked, for the button to say so. */
export function useCopy(value: string) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard refused (insecure origin): the value stays selectable by hand.
    }
  };
  return { copied, copy };
}

/**
 * A small copy button beside a value shown as text (bank details, references). `what` names the
 * value for screen readers; the visible word turns to "Copied" for a moment after a copy.
 */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(value);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm copy-btn" onClick={() => void copy()} data-testid={testId}>
        <Icon name={copied ? 'check' : 'copy'} size={14} />
        {copied ? t('common.copied') : t('common.copy')}
        {/* The name says what is copied ("Copy Account number"); its start is the visible word. */}
        <span className="sr-only"> {what}</span>
      </button>
      {/* Said once by screen readers; the button keeps its own name. */}
      <span className="sr-only" role="status">
        {copied ? t('common.copied') : ''}
      </span>
    </>
  );
}
