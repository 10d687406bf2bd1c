import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointsReward, RedeemResult } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/format';
import { newActionKey } from '../../lib/money';
import { formatPoints, MAX_QUANTITY, pointsApi, pointsKey } from './pointsApi';
import { FormActions } from '../../components/FormActions';

/**
 * Redeeming a reward (MCS2_redeemPointReward): the quantity, what it costs, and the login password
 * that confirms the spend. The redemption then waits In Process for staff.
 */
export function RedeemDialog({
  memberId,
  reward,
  currency,
  balance,
  onClose,
}: {
  memberId: number;
  reward: PointsReward;
  currency: string;
  balance: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef<{ quantity: number; key: string } | null>(null);
  const max = Math.max(1, Math.min(MAX_QUANTITY, reward.stockLeft ?? MAX_QUANTITY));
  const total = reward.points * quantity;

  const send = useMutation({
    mutationFn: () => {
      if (key.current?.quantity !== quantity) key.current = { quantity, key: newActionKey() };
      return pointsApi.redeem({ rewardId: reward.id, quantity, password }, key.current.key);
    },
    onSuccess: (r: RedeemResult) => {
      void queries.invalidateQueries({ queryKey: pointsKey(memberId) });
      onClose();
      void ui.dialog({
        titleKey: 'points.redeemDone.title',
        messageKey: 'points.redeemDone.text',
        tone: 'success',
        params: { name: r.record.name, ref: r.record.ref },
      });
    },
    onError: (e) => {
      const { key: k, fallback } = errorText(e);
      setError(t(k, { defaultValue: fallback }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (total > balance) return setError(t('err.POINTS_INSUFFICIENT'));
    if (!password) return setError(t('points.passwordRequired'));
    send.mutate();
  };
  return (
    <Modal title={t('points.redeemTitle', { name: reward.name })} onClose={onClose} size="sm" variant="dialog">
      <form className="form pmall-redeem" onSubmit={submit} noValidate data-testid="redeem-dialog">
        <div className="field">
          <span className="field__label" id="pmall-qty-label">
            {t('points.quantity')}
          </span>
          <div className="pmall-redeem__qty" role="group" aria-labelledby="pmall-qty-label">
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label={t('points.less')}
            >
              −
            </button>
            <output aria-live="polite" data-testid="redeem-quantity">
              {quantity}
            </output>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
              disabled={quantity >= max}
              aria-label={t('points.more')}
            >
              +
            </button>
            <span className="muted">{reward.unit}</span>
          </div>
        </div>
        <dl className="pmall-redeem__sum">
          <div>
            <dt>{t('points.cost')}</dt>
            <dd data-testid="redeem-total">{formatPoints(total)}</dd>
          </div>
          <div>
            <dt>{t('points.after')}</dt>
            <dd>{formatPoints(Math.max(0, balance - total))}</dd>
          </div>
          {reward.bonusAmount > 0 && (
            <div>
              <dt>{t('points.cash')}</dt>
              <dd>
                {formatMoney(reward.bonusAmount * quantity)} {currency}
              </dd>
            </div>
          )}
        </dl>
        <p className="pmall__hint">{t('points.confirmSpend', { points: formatPoints(total) })}</p>
        <Field
          label={t('points.password')}
          type="password"
          value={password}
          onValue={(v) => {
            setPassword(v);
            setError(null);
          }}
          autoComplete="current-password"
          required
          autoFocus
          data-testid="redeem-password"
        />
        <FormError message={error} />
        <FormActions
          className="pmall-redeem__actions"
          onCancel={onClose}
          pending={send.isPending}
          submitLabel={t('points.confirmRedeem')}
          testId="redeem-submit"
        />
      </form>
    </Modal>
  );
}
