import { useTranslation } from 'react-i18next';
import { Field, FormError, type FieldProps } from '../../components/Field';

/** The amount input of both transfer forms. */
export function AmountField(props: Omit<FieldProps, 'label' | 'inputMode' | 'autoComplete'>) {
  const { t } = useTranslation();
  return <Field label={t('transfer.amount')} inputMode="decimal" autoComplete="off" required {...props} />;
}

/** The end of a transfer form: the refusal or the confirmation, then the send button. */
export function TransferSubmit(props: { problem: string | null; done: string | null; pending: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={props.problem} />
      {props.done && (
        <p className="transfer__done" role="status">
          {props.done}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={props.pending} data-testid={props.testId}>
        {props.pending ? t('transfer.sending') : props.label}
      </button>
    </>
  );
}
