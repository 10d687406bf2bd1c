import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BGS_GAMES, bgsParamsValid, hmacSha256, isBgsGame, resolveRound, seedHash, type BgsGame, type BgsOutcome } from '@wl/shared/core';
import { PageTitle } from '../../components/PageTitle';
import { hundredths, multiplierText } from './bgsApi';
import './bgs.css';

const GAME_NAMES: Record<BgsGame, string> = { BGS_SLOT: 'Golden Reels', BGS_CRASH: 'Rocket Crash', BGS_DICE: 'Lucky Dice' };
const DEFAULT_PARAMS: Record<BgsGame, string> = { BGS_SLOT: '{}', BGS_CRASH: '{"cashOut":200}', BGS_DICE: '{"target":5000,"over":true}' };
const DEFAULT_RTP: Record<BgsGame, string> = { BGS_SLOT: '9600', BGS_CRASH: '9700', BGS_DICE: '9800' };

interface Checked { hash: string; committed: string | null; outcome: BgsOutcome }

/**
 * The verifier (/bgs/verify): anyone pastes a revealed server seed, the client seed, the nonce,
 * the game and its params and gets the outcome recomputed in this browser with WebCrypto, by
 * the same outcome functions the gateway runs (shared/src/fair), and the seed's SHA-256 to
 * compare with the hash shown before play. Nothing is sent to the gateway.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const first = query.get('game');
  const [game, setGame] = useState<BgsGame>(first && isBgsGame(first) ? first : 'BGS_DICE');
  const [serverSeed, setServerSeed] = useState(query.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(query.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(query.get('nonce') ?? '0');
  const [params, setParams] = useState(query.get('params') ?? DEFAULT_PARAMS[game]);
  const [rtp, setRtp] = useState(query.get('rtp') ?? DEFAULT_RTP[game]);
  const committed = query.get('hash');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(params);
    } catch {
      parsed = null;
    }
    const n = Number(nonce);
    const r = Number(rtp);
    if (!serverSeed.trim() || !clientSeed.trim() || !Number.isSafeInteger(n) || n < 0 || !Number.isInteger(r) || r < 1 || r > 10_000 || !bgsParamsValid(game, parsed)) {
      return setProblem(t('bgs.verify.invalid'));
    }
    setProblem(null);
    const seed = serverSeed.trim();
    const outcome = await resolveRound(hmacSha256, { game, params: parsed as never, rtpBp: r, serverSeed: seed, clientSeed: clientSeed.trim(), nonce: n });
    setChecked({ hash: await seedHash(seed), committed, outcome });
  };

  return (
    <div className="page bgs-verify">
      <PageTitle title={t('bgs.verify.title')} icon="grid" subtitle={t('bgs.verify.intro')} />
      <form className="bgs-verify__form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="verify-game">{t('bgs.verify.game')}</label>
          <select id="verify-game" className="field__input" value={game}
            onChange={(e) => { const g = e.target.value as BgsGame; setGame(g); setParams(DEFAULT_PARAMS[g]); setRtp(DEFAULT_RTP[g]); }}>
            {BGS_GAMES.map((g) => <option key={g} value={g}>{GAME_NAMES[g]}</option>)}
          </select>
        </div>
        <Text id="verify-server-seed" label={t('bgs.verify.serverSeed')} value={serverSeed} onChange={setServerSeed} />
        <Text id="verify-client-seed" label={t('bgs.fair.clientSeed')} value={clientSeed} onChange={setClientSeed} />
        <Text id="verify-nonce" label={t('bgs.verify.nonce')} value={nonce} onChange={setNonce} inputMode="numeric" />
        <Text id="verify-params" label={t('bgs.verify.params')} value={params} onChange={setParams} hint={t('bgs.verify.paramsHint')} />
        <Text id="verify-rtp" label={t('bgs.verify.rtp')} value={rtp} onChange={setRtp} inputMode="numeric" />
        <button type="submit" className="btn btn--primary">{t('bgs.verify.submit')}</button>
        {problem && <p className="field__error" role="alert">{problem}</p>}
      </form>
      <section className="bgs-panel" aria-live="polite" data-testid="verify-result">
        {checked && (
          <>
            <h2 className="bgs-panel__title">{t('bgs.verify.outcome')}</h2>
            <dl className="bgs-fair">
              <div><dt>{t('bgs.verify.hash')}</dt><dd className="bgs-mono">{checked.hash}</dd></div>
              {checked.committed && (
                <div><dt>{t('bgs.verify.commitment')}</dt><dd>{t(checked.committed === checked.hash ? 'bgs.verify.matches' : 'bgs.verify.differs')}</dd></div>
              )}
              <div><dt>{t('bgs.verify.outcome')}</dt><dd data-testid="verify-outcome">{describe(checked.outcome, t)}</dd></div>
              <div><dt>{t('bgs.multiplier')}</dt><dd>{checked.outcome.win ? `${multiplierText(checked.outcome.multiplier)}x` : '0x'}</dd></div>
            </dl>
          </>
        )}
      </section>
    </div>
  );
}

function describe(o: BgsOutcome, t: (k: string, v?: Record<string, unknown>) => string): string {
  if (o.game === 'BGS_DICE') return t('bgs.result.dice', { roll: hundredths(o.roll) });
  if (o.game === 'BGS_CRASH') return t('bgs.result.crash', { point: hundredths(o.crashPoint) });
  return `${o.grid.map((row) => row.join(' ')).join(' / ')} (${t('bgs.result.slot', { count: o.lines.length })})`;
}

function Text({ id, label, value, onChange, hint, inputMode }: {
  id: string; label: string; value: string; onChange: (v: string) => void; hint?: string; inputMode?: 'numeric';
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input id={id} className="field__input bgs-mono" value={value} inputMode={inputMode} autoComplete="off" spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)} />
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
    </div>
  );
}
