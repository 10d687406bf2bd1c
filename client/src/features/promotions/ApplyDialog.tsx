import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMOTION_LIMITS, type PromotionActionValue, type PromotionView } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { FieldFrame, FormError } from '../../components/Field';
import { FormActions } from '../../components/FormActions';
import { ImagePicks } from '../../components/ImagePicks';
import { Modal } from '../../components/Modal';
import { useImagePicker } from '../../hooks/useImagePicker';
import { promotionsApi } from './promotionsApi';

/** Characters as a person counts them (an emoji is one), like the gateway's limit. */
const length = (s: string) => [...s.trim()].length;

/**
 * Applying for a promotion: a comment of at most 140 characters
 * with a live counter, and up to 3 png/jpg images of at most 5 MB each, with previews.
 */
export function ApplyDialog({ promotion, onClose, onDone }: { promotion: PromotionView; onClose: () => void; onDone: (v: PromotionActionValue) => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const picker = useImagePicker({ files: PROMOTION_LIMITS.images, bytes: PROMOTION_LIMITS.imageBytes }, setError);
  const commentId = useId();
  const counterId = useId();
  const pickerId = useId();
  const used = length(comment);
  const tooLong = used > PROMOTION_LIMITS.comment;

  const send = useMutation({
    mutationFn: () => promotionsApi.apply(promotion.id, comment, picker.files),
    onSuccess: onDone,
    onError: (e) => {
      const { key, fallback } = errorText(e);
      setError(t(key, { defaultValue: fallback }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (tooLong) return setError(t('promotions.apply.tooLong', { max: PROMOTION_LIMITS.comment }));
    send.mutate();
  };

  return (
    <Modal title={t('promotions.apply.title', { title: promotion.title })} onClose={onClose} size="md">
      <form className="form promo-apply" onSubmit={submit} noValidate data-testid="promo-apply">
        <FieldFrame id={commentId} label={t('promotions.apply.comment')} invalid={!!tooLong}>
          <textarea
            id={commentId}
            className="field__input promo-apply__comment"
            rows={3}
            value={comment}
            aria-describedby={counterId}
            aria-invalid={tooLong || undefined}
            onChange={(e) => setComment(e.target.value)}
            data-testid="promo-comment"
          />
          <p id={counterId} className={`field__hint promo-apply__counter${tooLong ? ' promo-apply__counter--over' : ''}`} data-testid="promo-counter">
            {t('promotions.apply.counter', { used, max: PROMOTION_LIMITS.comment })}
          </p>
        </FieldFrame>
        <ImagePicks
          className="promo-apply__images"
          label={t('promotions.apply.images', { max: PROMOTION_LIMITS.images })}
          hint={t('promotions.apply.imageHint')}
          picker={picker}
          id={pickerId}
          texts="promotions.apply"
          classes={{ list: 'promo-apply__previews', item: 'promo-apply__preview', remove: 'promo-apply__remove', input: 'promo-apply__input' }}
          hideEmpty
          testId="promo-images"
        />
        <FormError message={error} />
        <FormActions
          className="promo-apply__actions"
          onCancel={onClose}
          pending={send.isPending}
          submitLabel={t('promotions.apply.submit')}
          testId="promo-apply-submit"
        />
      </form>
    </Modal>
  );
}
