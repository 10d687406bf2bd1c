import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLIENT_SEED_PATTERN, type BgsRotateValue } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../app/session';
import { PATHS } from '../../routes/paths';
import { bgsApi, bgsKeys, bgsQueries } from './bgsApi';

/** The commitment before play (server seed hash), the editable client seed, the nonce, and rotation. */
export function FairnessPanel() {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const state = useQuery(bgsQueries.fairness(member?.id));
  const [seed, setSeed] = useState('');
  const [revealed, setRevealed] = useState<BgsRotateValue['revealed'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: (clientSeed?: string) => bgsApi.rotate(clientSeed),
    onSuccess: (res) => {
      setRevealed(res.revealed);
      setSeed('');
      queries.setQueryData(bgsKeys.fairness(member?.id), res.next);
      void queries.invalidateQueries({ queryKey: bgsKeys.rounds(member?.id) });
    },
    onError: (err) => {
      const e = errorText(err);
      setProblem(t(e.key, { defaultValue: e.fallback }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = seed.trim();
    if (next && !CLIENT_SEED_PATTERN.test(next)) return setProblem(t('err.CLIENT_SEED_INVALID'));
    setProblem(null);
    rotate.mutate(next || undefined);
  };
  const s = state.data;
  return (
    <section className="bgs-panel" aria-labelledby="bgs-fair-title">
      <h3 id="bgs-fair-title" className="bgs-panel__title">{t('bgs.fair.title')}</h3>
      {s && (
        <dl className="bgs-fair">
          <div><dt>{t('bgs.fair.serverHash')}</dt><dd className="bgs-mono" data-testid="server-hash">{s.serverSeedHash}</dd></div>
          <div><dt>{t('bgs.fair.clientSeed')}</dt><dd className="bgs-mono">{s.clientSeed}</dd></div>
          <div><dt>{t('bgs.fair.nonce')}</dt><dd>{s.nonce}</dd></div>
        </dl>
      )}
      <form className="bgs-fair__rotate" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor="bgs-client-seed">{t('bgs.fair.newClientSeed')}</label>
        <input id="bgs-client-seed" className="field__input" value={seed} maxLength={64} autoComplete="off"
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'bgs-seed-problem' : undefined}
          onChange={(e) => { setSeed(e.target.value); setProblem(null); }} />
        <button type="submit" className="btn btn--outline btn--sm" disabled={rotate.isPending}>{t('bgs.fair.rotate')}</button>
      </form>
      {problem && <p id="bgs-seed-problem" className="field__error" role="alert">{problem}</p>}
      {revealed && (
        <div className="bgs-fair__revealed" role="status">
          <p>{t('bgs.fair.revealed', { count: revealed.rounds })}</p>
          <p className="bgs-mono" data-testid="revealed-seed">{revealed.serverSeed}</p>
          <Link to={PATHS.bgsVerify}>{t('bgs.fair.openVerifier')}</Link>
        </div>
      )}
    </section>
  );
}
