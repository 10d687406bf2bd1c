import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { MEMBER_MESSAGE_MAX } from '@wl/shared/core';
import { Modal } from '../components/Modal';
import { FieldFrame } from '../components/Field';

export interface DecisionTexts {
  note: string;
  memberMessage: string;
}

/** The i18n key of a decision's note left empty where it is required. */
const NOTE_MISSING = 'err.REASON_REQUIRED';

/**
 * The form of a staff decision's two texts (react-hook-form, docs/FORMS.md). No request body
 * schema covers these texts alone, so the one rule (a required note is not blank) is stated where
 * the fields bind them. Its error goes as soon as staff edit either text and is checked again on
 * the next submit (`reValidateMode: 'onSubmit'`), so it never nags while staff are still typing.
 */
export function useDecisionForm() {
  return useForm<DecisionTexts>({
    defaultValues: { note: '', memberMessage: '' },
    reValidateMode: 'onSubmit',
  });
}

/** The two texts bound to their inputs: a blank note refused where it is required; any edit (`onEdit` too) clears the error. */
function registerTexts(form: UseFormReturn<DecisionTexts>, required: boolean, onEdit?: () => void) {
  const onChange = () => {
    form.clearErrors('note');
    onEdit?.();
  };
  return {
    note: form.register('note', { validate: (note) => !required || !!note.trim() || NOTE_MISSING, onChange }),
    memberMessage: form.register('memberMessage', { onChange }),
  };
}

/**
 * The two texts of a staff decision on a member's money, always apart: the internal note is read
 * by staff only, the message is the only text the member will see (their record and inbox). The
 * hints say so under each field, so nobody writes an internal remark where the member reads it.
 */
export function DecisionFields({
  form,
  noteLabel,
  noteMax,
  required,
  onEdit,
  testIds,
}: {
  form: UseFormReturn<DecisionTexts>;
  noteLabel?: string;
  noteMax: number;
  required: boolean;
  /** Called on every edit of either text (a form that must forget something once its texts change). */
  onEdit?(): void;
  testIds?: { note?: string; memberMessage?: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const missing = !!form.formState.errors.note;
  const texts = registerTexts(form, required, onEdit);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {noteLabel ?? t('staffDecision.note')}
          {required && (
            <span className="field__req" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={2}
          maxLength={noteMax}
          aria-required={required || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={`${id}-note-hint${missing ? ` ${id}-note-error` : ''}`}
          {...texts.note}
          data-testid={testIds?.note}
        />
        <p className="field__hint sc-small sc-muted" id={`${id}-note-hint`}>
          {t('staffDecision.noteHint')}
        </p>
        {missing && (
          <p className="field__error" role="alert" id={`${id}-note-error`}>
            {t(NOTE_MISSING)}
          </p>
        )}
      </div>
      <FieldFrame id={`${id}-msg`} label={t('staffDecision.memberMessage')}>
        <textarea
          id={`${id}-msg`}
          className="field__input"
          rows={2}
          maxLength={MEMBER_MESSAGE_MAX}
          aria-describedby={`${id}-msg-hint`}
          {...texts.memberMessage}
          data-testid={testIds?.memberMessage}
        />
        <p className="field__hint sc-small sc-muted" id={`${id}-msg-hint`}>
          {t('staffDecision.memberMessageHint')}
        </p>
      </FieldFrame>
    </>
  );
}

export interface ReasonDialogProps {
  title: string;
  text: string;
  label?: string;
  submitLabel: string;
  maxLength: number;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onSubmit(note: string, memberMessage?: string): void;
  testIds?: { input?: string; submit?: string; memberMessage?: string };
  /** Offer the "message to the member" field (decisions on a member's money). */
  memberMessage?: boolean;
  /** The internal note may be left empty (approvals; only with `memberMessage`). */
  noteOptional?: boolean;
}

/**
 * A staff decision on a member's request. A refusal must say why (withdrawals, promotion
 * applications, point redemptions, held credits): the question, a required internal note and, for
 * decisions a member hears of, an optional message to the member. An empty note is caught here;
 * the gateway refuses it too. An approval (`noteOptional`) asks the same question with both texts
 * optional, so staff can still leave a note or tell the member something.
 */
export function ReasonDialog({
  title,
  text,
  label,
  submitLabel,
  maxLength,
  busy,
  error,
  onCancel,
  onSubmit,
  testIds,
  memberMessage = false,
  noteOptional = false,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useDecisionForm();
  const missing = !!form.formState.errors.note;
  return (
    <Modal title={title} onClose={onCancel} size="sm" variant="dialog">
      <form className="form" noValidate onSubmit={form.handleSubmit((texts) => onSubmit(texts.note.trim(), texts.memberMessage.trim() || undefined))}>
        <p>{text}</p>
        {memberMessage ? (
          <DecisionFields
            form={form}
            noteMax={maxLength}
            required={!noteOptional}
            noteLabel={noteOptional ? t('staffDecision.noteOptional') : undefined}
            testIds={{ note: testIds?.input, memberMessage: testIds?.memberMessage }}
          />
        ) : (
          <FieldFrame id={id} label={label ?? t('staffDecision.note')} required>
            <textarea
              id={id}
              className="field__input"
              rows={3}
              maxLength={maxLength}
              aria-required
              aria-invalid={missing || undefined}
              {...registerTexts(form, !noteOptional).note}
              data-testid={testIds?.input}
            />
            {missing && (
              <p className="field__error" role="alert">
                {t(NOTE_MISSING)}
              </p>
            )}
          </FieldFrame>
        )}
        {error && (
          <p className="sc-error-text" role="alert">
            {error}
          </p>
        )}
        <div className="sc-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
            {t('in_more_cancel')}
          </button>
          <button type="submit" className="btn btn--primary btn--sm" disabled={busy} data-testid={testIds?.submit}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
