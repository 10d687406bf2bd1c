import { useTranslation } from 'react-i18next';
import type { WithdrawalRow } from '@wl/shared/core';
import { Icon } from '../../components/Icon';
import { formatTimestamp } from '../../lib/format';
import { durationText } from '../../lib/duration';

type Step = { key: string; at: string | null; state: 'done' | 'now' | 'next' | 'stopped' };

/**
 * Where one withdrawal is: requested → approved → paid → receipt confirmed, each done step with its
 * time. A refusal or a cancel ends the line after the request. While the withdrawal waits for
 * staff, the site's usual time to payout (measured from its recent payouts) says how long that is.
 */
export function WithdrawSteps({ w, usualMinutes }: { w: WithdrawalRow; usualMinutes: number | null }) {
  const { t } = useTranslation();
  const steps = stepsOf(w);
  const waiting = w.status === 'requested' || w.status === 'approved';
  return (
    <div className="wd-steps-box">
      <ol className="wd-steps" aria-label={t('withdraw.steps.label')} data-testid="withdrawal-steps">
        {steps.map((s) => (
          <li key={s.key} className={`wd-step wd-step--${s.state}`} aria-current={s.state === 'now' ? 'step' : undefined}>
            <span className="wd-step__dot" aria-hidden="true">
              {s.state === 'done' && <Icon name="check" size={12} />}
              {s.state === 'stopped' && <Icon name="close" size={12} />}
            </span>
            <span className="wd-step__name">{t(`withdraw.steps.${s.key}`)}</span>
            {s.at && (
              <time className="wd-step__at" dateTime={s.at}>
                {formatTimestamp(new Date(s.at))}
              </time>
            )}
          </li>
        ))}
      </ol>
      {waiting && usualMinutes !== null && (
        <p className="wd-usual muted" data-testid="withdrawal-usual">
          <Icon name="clock" size={14} /> {t('withdraw.steps.usual', { time: durationText(t, usualMinutes) })}
        </p>
      )}
    </div>
  );
}

function stepsOf(w: WithdrawalRow): Step[] {
  const requested: Step = { key: 'requested', at: w.createdAt, state: 'done' };
  if (w.status === 'cancelled') return [requested, { key: 'cancelled', at: w.cancelledAt, state: 'stopped' }];
  if (w.status === 'rejected') return [requested, { key: 'rejected', at: w.reviewedAt, state: 'stopped' }];
  const order = ['requested', 'approved', 'paid', 'confirmed'] as const;
  const reached = order.indexOf(w.status);
  const at: Record<(typeof order)[number], string | null> = { requested: w.createdAt, approved: w.reviewedAt, paid: w.paidAt, confirmed: w.confirmedAt };
  return order.map((key, i) => ({
    key,
    at: i <= reached ? at[key] : null,
    // A paid withdrawal waits for the member: the receipt is the step "now".
    state: i <= reached ? 'done' : i === reached + 1 ? 'now' : 'next',
  }));
}
