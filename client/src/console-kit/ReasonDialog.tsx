import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_MESSAGE_MAX } from '@wl/shared/core';
import { Modal } from '../components/Modal';
import { FieldFrame } from '../components/Field';

export interface DecisionTexts {
  note: string;
  memberMessage: string;
}

/**
 * The two texts of a staff decision on a member's money, always apart: the internal note is read
 * by staff only, the message is the only text the member will see (their record and inbox). The
 * hints say so under each field, so nobody writes an internal remark where the member reads it.
 */
export function DecisionFields({
  value,
  onChange,
  noteLabel,
  noteMax,
  required,
  missing,
  testIds,
}: {
  value: DecisionTexts;
  onChange(next: DecisionTexts): void;
  noteLabel?: string;
  noteMax: number;
  required: boolean;
  missing?: boolean;
  testIds?: { note?: string; memberMessage?: string };
}) {
  const { t } = useTranslation();
  const id = useId();
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
          value={value.note}
          aria-required={required || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={`${id}-note-hint${missing ? ` ${id}-note-error` : ''}`}
          onChange={(e) => onChange({ ...value, note: e.target.value })}
          data-testid={testIds?.note}
        />
        <p className="field__hint sc-small sc-muted" id={`${id}-note-hint`}>
          {t('staffDecision.noteHint')}
        </p>
        {missing && (
          <p className="field__error" role="alert" id={`${id}-note-error`}>
            {t('err.REASON_REQUIRED')}
          </p>
        )}
      </div>
      <FieldFrame id={`${id}-msg`} label={t('staffDecision.memberMessage')}>
        <textarea
          id={`${id}-msg`}
          className="field__input"
          rows={2}
          maxLength={MEMBER_MESSAGE_MAX}
          value={value.memberMessage}
          aria-describedby={`${id}-msg-hint`}
          onChange={(e) => onChange({ ...value, memberMessage: e.target.value })}
          data-testid={testIds?.memberMessage}
        />
        <p className="field__hint sc-small sc-muted" id={`${id}-msg-hint`}>
          {t('staffDecision.memberMessageHint')}
        </p>
      </FieldFrame>
    </>
  );
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
}: {
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
}) {
  const { t } = useTranslation();
  const id = useId();
  const [texts, setTexts] = useState<DecisionTexts>({ note: '', memberMessage: '' });
  const [missing, setMissing] = useState(false);
  return (
    <Modal title={title} onClose={onCancel} size="sm" variant="dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!texts.note.trim() && !noteOptional) return setMissing(true);
          onSubmit(texts.note.trim(), texts.memberMessage.trim() || undefined);
        }}
      >
        <p>{text}</p>
        {memberMessage ? (
          <DecisionFields
            value={texts}
            onChange={(v) => {
              setTexts(v);
              setMissing(false);
            }}
            noteMax={maxLength}
            required={!noteOptional}
            missing={missing}
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
              value={texts.note}
              aria-required
              aria-invalid={missing || undefined}
              onChange={(e) => {
                setTexts({ ...texts, note: e.target.value });
                setMissing(false);
              }}
              data-testid={testIds?.input}
            />
            {missing && (
              <p className="field__error" role="alert">
                {t('err.REASON_REQUIRED')}
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
