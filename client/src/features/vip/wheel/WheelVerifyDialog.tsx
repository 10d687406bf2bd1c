import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hmacSha256, resolveWheel, seedHash, wheelWeightsValid, type WheelSpin } from '@wl/shared/core';
import { Modal } from '../../../components/Modal';
import { FieldFrame } from '../../../components/Field';

interface Checked {
  segment: number;
  hash: string;
  hashMatches: boolean;
  segmentMatches: boolean;
}

/**
 * The wheel's verifier: the spin's revealed server seed, client seed, nonce and the weights it was
 * spun with, editable, recomputed in this browser with WebCrypto by the same function the gateway
 * runs (shared/src/fair/wheel.ts, the games' scheme), beside the seed's SHA-256 against the hash
 * shown before the spin. Nothing is sent to the gateway.
 */
export function WheelVerifyDialog({ spin, onClose }: { spin: WheelSpin; onClose(): void }) {
  const { t } = useTranslation();
  const [serverSeed, setServerSeed] = useState(spin.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(spin.clientSeed);
  const [nonce, setNonce] = useState(String(spin.nonce));
  const [weights, setWeights] = useState(spin.weights.join(', '));
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(null);
    const w = weights
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const n = Number(nonce);
    if (!serverSeed.trim() || !clientSeed.trim() || !Number.isSafeInteger(n) || n < 0 || !wheelWeightsValid(w)) return setProblem(t('vipWheel.verify.invalid'));
    setProblem(null);
    const seed = serverSeed.trim();
    const segment = await resolveWheel(hmacSha256, { serverSeed: seed, clientSeed: clientSeed.trim(), nonce: n, weights: w });
    const hash = await seedHash(seed);
    setChecked({ segment, hash, hashMatches: hash === spin.serverSeedHash, segmentMatches: segment === spin.segment });
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, inputMode?: 'numeric') => (
    <FieldFrame id={id} label={label}>
      <input id={id} className="field__input vw-mono" value={value} inputMode={inputMode} autoComplete="off" onChange={(e) => set(e.target.value)} />
    </FieldFrame>
  );

  return (
    <Modal title={t('vipWheel.verify.title', { id: spin.id })} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="wheel-verify-form">
        <p className="vw-muted">{t('vipWheel.verify.intro')}</p>
        {field('vw-v-server', t('vipWheel.verify.serverSeed'), serverSeed, setServerSeed)}
        {field('vw-v-client', t('vipWheel.fair.clientSeed'), clientSeed, setClientSeed)}
        {field('vw-v-nonce', t('vipWheel.fair.nonce'), nonce, setNonce, 'numeric')}
        {field('vw-v-weights', t('vipWheel.verify.weights'), weights, setWeights)}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn--primary" data-testid="wheel-verify-submit">
          {t('vipWheel.verify.submit')}
        </button>
        <div aria-live="polite" data-testid="wheel-verify-result">
          {checked && (
            <dl className="vw-fair">
              <div>
                <dt>{t('vipWheel.verify.hash')}</dt>
                <dd className="vw-mono">{checked.hash}</dd>
              </div>
              <div>
                <dt>{t('vipWheel.verify.hashCheck')}</dt>
                <dd className={checked.hashMatches ? 'vw-ok' : 'vw-bad'}>{t(checked.hashMatches ? 'vipWheel.verify.matches' : 'vipWheel.verify.differs')}</dd>
              </div>
              <div>
                <dt>{t('vipWheel.verify.segment')}</dt>
                <dd data-testid="wheel-verify-segment">{checked.segment + 1}</dd>
              </div>
              <div>
                <dt>{t('vipWheel.verify.segmentCheck')}</dt>
                <dd className={checked.segmentMatches ? 'vw-ok' : 'vw-bad'} data-testid="wheel-verify-verdict">
                  {t(checked.segmentMatches ? 'vipWheel.verify.same' : 'vipWheel.verify.notSame', { segment: spin.segment + 1, label: spin.label })}
                </dd>
              </div>
            </dl>
          )}
        </div>
      </form>
    </Modal>
  );
}
