import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WheelFairness as Fairness } from '@wl/shared/core';
import { useSeedRotation } from '../../../hooks/useSeedRotation';
import { wheelApi, wheelKeys } from './wheelApi';

/**
 * The commitment before the next spin (the server seed's SHA-256), the client seed the member
 * may change, the nonce, and rotation: the old seed is revealed so past spins can be checked.
 */
export function WheelFairness({ memberId, fairness }: { memberId: number; fairness: Fairness }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const { seed, change, problem, revealed, submit, pending } = useSeedRotation(
    (clientSeed?: string) => wheelApi.rotate(clientSeed),
    () => void queries.invalidateQueries({ queryKey: wheelKeys.wheel(memberId) }),
  );
  return (
    <section className="vw-panel" aria-labelledby="vw-fair-title">
      <h3 id="vw-fair-title" className="vw-panel__title">
        {t('vipWheel.fair.title')}
      </h3>
      <p className="vw-muted">{t('vipWheel.fair.intro')}</p>
      <dl className="vw-fair">
        <div>
          <dt>{t('vipWheel.fair.serverHash')}</dt>
          <dd className="vw-mono" data-testid="wheel-server-hash">
            {fairness.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('vipWheel.fair.clientSeed')}</dt>
          <dd className="vw-mono" data-testid="wheel-client-seed">
            {fairness.clientSeed}
          </dd>
        </div>
        <div>
          <dt>{t('vipWheel.fair.nonce')}</dt>
          <dd>{fairness.nonce}</dd>
        </div>
      </dl>
      <form className="vw-fair__rotate" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor="vw-client-seed">
          {t('vipWheel.fair.newClientSeed')}
        </label>
        <div className="vw-fair__row">
          <input
            id="vw-client-seed"
            className="field__input"
            value={seed}
            maxLength={64}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'vw-seed-problem' : 'vw-seed-hint'}
            onChange={(e) => change(e.target.value)}
            data-testid="wheel-seed-input"
          />
          <button type="submit" className="btn btn--outline btn--sm" disabled={pending} data-testid="wheel-rotate">
            {t('vipWheel.fair.rotate')}
          </button>
        </div>
        <p id="vw-seed-hint" className="field__hint">
          {t('vipWheel.fair.rotateHint')}
        </p>
      </form>
      {problem && (
        <p id="vw-seed-problem" className="field__error" role="alert">
          {problem}
        </p>
      )}
      {revealed && (
        <div className="vw-revealed" role="status" data-testid="wheel-revealed">
          <p>{t('vipWheel.fair.revealed', { count: revealed.spins })}</p>
          <p className="vw-mono">{revealed.serverSeed}</p>
        </div>
      )}
    </section>
  );
}
