import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_LIMITS as L,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_NAMES,
  emptyFeedbackFields,
  feedbackLength,
  type FeedbackField,
} from '@wl/shared/core';
import { ApiError } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { CaptchaField } from '../../components/Captcha';
import { FieldFrame, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { useProblemText } from '../../hooks/useProblemText';
import { feedbackApi } from './feedbackApi';
import { useFeedbackCaptcha } from './useFeedbackCaptcha';
import './feedback.css';

type Problems = Partial<Record<FeedbackField, string>>;

/**
 * The feedback popup: question type, description (20 to 200 characters, with a
 * live counter), captcha, submit. Empty required fields are named in one warning ending in
 * "is empty"; the text is sent as typed and the gateway keeps it as plain text.
 */
export default function FeedbackModal() {
  const { t } = useTranslation();
  const { server } = useProblemText();
  const { member, isLogin } = useSession();
  const id = useId();
  const captcha = useFeedbackCaptcha();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = feedbackLength(content);
  const outOfRange = length > 0 && (length < L.contentMin || length > L.contentMax);

  const clear = (field: FeedbackField) => setProblems((p) => ({ ...p, [field]: undefined }));
  const warnEmpty = (fields: readonly FeedbackField[]) => {
    setProblems(Object.fromEntries(fields.map((f) => [f, t('feedback.required')])));
    void ui.dialog({ messageKey: 'feedback.empty', params: { fields: fields.map((f) => t(`feedback.field.${f}`)).join(', ') }, tone: 'warning' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const values = { type: type === '' ? null : Number(type), content, captcha: answer };
    const empty = emptyFeedbackFields(values);
    if (empty.length) return warnEmpty(empty);
    if (length < L.contentMin || length > L.contentMax) {
      setProblems({ content: t('feedback.length', { min: L.contentMin, max: L.contentMax }) });
      return;
    }
    setBusy(true);
    try {
      await feedbackApi.send({ type: Number(type), content, captcha: answer, ...(member ? { sender: member.userName } : {}) });
      ui.close('feedback');
      void ui.dialog({ messageKey: isLogin ? 'feedback.thanksMember' : 'feedback.thanks', tone: 'success' });
    } catch (err) {
      // Whatever the answer, the captcha was spent: a new image for the next try.
      setAnswer('');
      captcha.refresh();
      const code = err instanceof ApiError ? err.code : 'INTERNAL';
      const value = err instanceof ApiError ? (err.value as { empty?: FeedbackField[] } | null) : null;
      if (code === 'FEEDBACK_FIELDS_EMPTY' && value?.empty?.length) warnEmpty(value.empty.filter((f) => FEEDBACK_FIELDS.includes(f)));
      else if (code === 'FEEDBACK_LENGTH') setProblems({ content: t('feedback.length', { min: L.contentMin, max: L.contentMax }) });
      else if (code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REQUIRED') setProblems({ captcha: server(err as ApiError) ?? '' });
      else setFormError(server(err as ApiError) ?? t('err.INTERNAL'));
    } finally {
      setBusy(false);
    }
  };

  const counterId = `${id}-counter`;
  return (
    <Modal title={t('feedback.title')} onClose={() => ui.close('feedback')} size="md" className="feedback">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="feedback-form">
        <p className="muted">{t('feedback.lead')}</p>
        <p className="muted form__legend">{t('form.requiredLegend')}</p>
        <FieldFrame id={`${id}-type`} label={t('feedback.field.type')} invalid={!!problems.type} required>
          <select
            id={`${id}-type`}
            className="field__input feedback__select"
            value={type}
            aria-required="true"
            data-testid="feedback-type"
            aria-invalid={problems.type ? true : undefined}
            aria-describedby={problems.type ? `${id}-type-msg` : undefined}
            onChange={(e) => {
              setType(e.target.value);
              clear('type');
            }}
          >
            <option value="">{t('feedback.choose')}</option>
            {FEEDBACK_TYPES.map((n) => (
              <option key={n} value={n}>
                {t(`feedback.types.${FEEDBACK_TYPE_NAMES[n]}`)}
              </option>
            ))}
          </select>
          {problems.type && (
            <p id={`${id}-type-msg`} className="field__error" role="alert">
              {problems.type}
            </p>
          )}
        </FieldFrame>
        <FieldFrame id={`${id}-content`} label={t('feedback.field.content')} invalid={!!problems.content} required>
          <textarea
            id={`${id}-content`}
            className="field__input feedback__text"
            rows={5}
            maxLength={L.contentMax}
            value={content}
            placeholder={t('feedback.placeholder', { min: L.contentMin, max: L.contentMax })}
            aria-required="true"
            data-testid="feedback-content"
            aria-invalid={problems.content ? true : undefined}
            aria-describedby={`${counterId}${problems.content ? ` ${id}-content-msg` : ''}`}
            onChange={(e) => {
              setContent(e.target.value);
              clear('content');
            }}
          />
          <div className="feedback__meta">
            {problems.content ? (
              <p id={`${id}-content-msg`} className="field__error" role="alert">
                {problems.content}
              </p>
            ) : (
              <span />
            )}
            <span id={counterId} className={`feedback__counter${outOfRange ? ' feedback__counter--off' : ''}`} data-testid="feedback-counter">
              <span className="sr-only">{t('feedback.counterLabel', { min: L.contentMin, max: L.contentMax })} </span>
              {t('feedback.counter', { count: length, max: L.contentMax })}
            </span>
          </div>
        </FieldFrame>
        <CaptchaField
          value={answer}
          onValue={(v) => {
            setAnswer(v);
            clear('captcha');
          }}
          image={captcha.image}
          error={problems.captcha ?? (captcha.failed ? t('err.INTERNAL') : null)}
          onRefresh={captcha.refresh}
        />
        <FormError message={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="feedback-submit">
          {busy ? t('common.pleaseWait') : t('feedback.submit')}
        </button>
      </form>
    </Modal>
  );
}
