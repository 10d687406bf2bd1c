import { useTranslation } from 'react-i18next';

/** A dialog form's last row: cancel, then the submit button, busy while the request is out. */
export function FormActions(props: { className: string; onCancel(): void; pending: boolean; submitLabel: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={props.className}>
      <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
        {t('in_more_cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={props.pending} aria-busy={props.pending} data-testid={props.testId}>
        {props.submitLabel}
      </button>
    </div>
  );
}
