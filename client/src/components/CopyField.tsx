import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useCopy } from './CopyButton';

/** A read-only value with a copy button; says "Copied" briefly after a copy. Agent centre and referral page. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(value);
  return (
    <div className="copy">
      <span className="copy__label">{label}</span>
      <div className="copy__row">
        <input className="copy__value" readOnly value={value} onFocus={(e) => e.currentTarget.select()} data-testid={testId} aria-label={label} />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy()} data-testid={testId && `${testId}-copy`}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
          {copied ? t('common.copied') : t('common.copy')}
        </button>
      </div>
    </div>
  );
}
