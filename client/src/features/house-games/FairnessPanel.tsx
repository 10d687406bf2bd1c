import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeedRotation } from '../../hooks/useSeedRotation';
import { useSession } from '../../session/session';
import { PATHS } from '../../lib/paths';
import { bgsApi, bgsKeys, bgsQueries } from './bgsApi';

/** The commitment before play (server seed hash), the editable client seed, the nonce, and rotation. */
export function FairnessPanel() {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const state = useQuery(bgsQueries.fairness(member?.id));
  const { seed, change, problem, revealed, submit, pending } = useSeedRotation(
    (clientSeed?: string) => bgsApi.rotate(clientSeed),
    (res) => {
      queries.setQueryData(bgsKeys.fairness(member?.id), res.next);
      void queries.invalidateQueries({ queryKey: bgsKeys.rounds(member?.id) });
    },
  );
  const s = state.data;
  return (
    <section className="bgs-panel" aria-labelledby="bgs-fair-title">
      <h3 id="bgs-fair-title" className="bgs-panel__title">
        {t('bgs.fair.title')}
      </h3>
      {s && (
        <dl className="bgs-fair">
          <div>
            <dt>{t('bgs.fair.serverHash')}</dt>
            <dd className="bgs-mono" data-testid="server-hash">
              {s.serverSeedHash}
            </dd>
          </div>
          <div>
            <dt>{t('bgs.fair.clientSeed')}</dt>
            <dd className="bgs-mono">{s.clientSeed}</dd>
          </div>
          <div>
            <dt>{t('bgs.fair.nonce')}</dt>
            <dd>{s.nonce}</dd>
          </div>
        </dl>
      )}
      <form className="bgs-fair__rotate" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor="bgs-client-seed">
          {t('bgs.fair.newClientSeed')}
        </label>
        <input
          id="bgs-client-seed"
          className="field__input"
          value={seed}
          maxLength={64}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'bgs-seed-problem' : undefined}
          onChange={(e) => change(e.target.value)}
        />
        <button type="submit" className="btn btn--outline btn--sm" disabled={pending}>
          {t('bgs.fair.rotate')}
        </button>
      </form>
      {problem && (
        <p id="bgs-seed-problem" className="field__error" role="alert">
          {problem}
        </p>
      )}
      {revealed && (
        <div className="bgs-fair__revealed" role="status">
          <p>{t('bgs.fair.revealed', { count: revealed.rounds })}</p>
          <p className="bgs-mono" data-testid="revealed-seed">
            {revealed.serverSeed}
          </p>
          <Link
            to={`${PATHS.fairVerify}?${new URLSearchParams({ serverSeed: revealed.serverSeed, hash: revealed.serverSeedHash, clientSeed: revealed.clientSeed }).toString()}`}
          >
            {t('bgs.fair.openVerifier')}
          </Link>
        </div>
      )}
    </section>
  );
}
