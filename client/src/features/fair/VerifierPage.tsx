import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FAIR_GAMES,
  fairOutcome,
  hmacSha256,
  LOTTERY_KINDS,
  seedHash,
  type FairGame,
  type FairOutcome,
  type FairVerifyRequest,
  type LotteryKind,
  ENDPOINTS,
} from '@wl/shared/core';
import { errorText, call } from '../../api/http';
import { PageTitle } from '../../components/PageTitle';
import { OutcomeText } from './OutcomeText';
import {
  DEFAULT_PARAMS,
  DEFAULT_RTP,
  FIELDS_OF,
  fieldsFromQuery,
  labelsFromQuery,
  sameOutcome,
  toRequest,
  type FieldName,
  type VerifierFields,
} from './verifierForm';
import './fair.css';
import { FieldFrame } from '../../components/Field';

interface Checked {
  outcome: FairOutcome;
  hash: string;
  committed: string | null;
  /** The gateway's answer to the same request, or the text of its refusal. */
  server: { agrees: boolean; hashMatches: boolean | null } | { error: string };
}

/**
 * The public verifier (/fair/verify, also /bgs/verify): any round of the in-house games, a VIP
 * wheel spin or a lottery draw, recomputed in this browser with WebCrypto by the shared functions
 * the gateway draws with (shared/src/fair), the seed's SHA-256 against the hash shown before play,
 * and the same request asked of the gateway's verifier, so both answers sit side by side. Links
 * from round histories, the wheel and the lottery prefill it through the query string.
 */
export default function VerifierPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [fields, setFields] = useState<VerifierFields>(() => fieldsFromQuery(query));
  const [labels] = useState(() => labelsFromQuery(query));
  const [invalid, setInvalid] = useState<FieldName[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const chooseGame = (game: FairGame) => {
    setFields((f) => ({ ...f, game, params: DEFAULT_PARAMS[game], rtp: DEFAULT_RTP[game] }));
    setInvalid([]);
    setChecked(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(null);
    const made = toRequest(fields);
    if ('invalid' in made) return setInvalid(made.invalid);
    setInvalid([]);
    setBusy(true);
    try {
      const r: FairVerifyRequest = made.request;
      const [outcome, hash] = await Promise.all([fairOutcome(hmacSha256, r), seedHash(r.serverSeed)]);
      const { game: _game, ...plain } = outcome;
      let server: Checked['server'];
      try {
        const answer = await call(ENDPOINTS.fairVerify, { body: r });
        server = { agrees: sameOutcome(answer.outcome, plain) && answer.serverSeedHash === hash, hashMatches: answer.hashMatches };
      } catch (err) {
        const { key, fallback } = errorText(err);
        server = { error: t(key, fallback) };
      }
      setChecked({ outcome, hash, committed: r.serverSeedHash ?? null, server });
    } finally {
      setBusy(false);
    }
  };

  const shown = FIELDS_OF[fields.game];
  const text = (name: Exclude<FieldName, 'game' | 'kind'>, inputMode?: 'numeric') => (
    <Text
      key={name}
      id={`verify-${name}`}
      label={t(`fair.field.${name}`)}
      hint={hintOf(name, fields.game, t)}
      value={fields[name]}
      onChange={set(name)}
      invalid={invalid.includes(name)}
      inputMode={inputMode}
    />
  );
  return (
    <div className="page fair-verify">
      <PageTitle title={t('fair.title')} icon="grid" subtitle={t('fair.intro')} />
      <form className="fair-verify__form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={invalid.length ? 'verify-problem' : undefined}>
        <FieldFrame id="verify-game" label={t('fair.field.game')}>
          <select id="verify-game" className="field__input" value={fields.game} onChange={(e) => chooseGame(e.target.value as FairGame)}>
            {FAIR_GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`fair.games.${g}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        {shown.map((name) => {
          if (name === 'kind') {
            return (
              <div className="field" key={name}>
                <label className="field__label" htmlFor="verify-kind">
                  {t('fair.field.kind')}
                </label>
                <select id="verify-kind" className="field__input" value={fields.kind} onChange={(e) => set('kind')(e.target.value as LotteryKind)}>
                  {LOTTERY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`fair.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </div>
            );
          }
          return text(name as Exclude<FieldName, 'game' | 'kind'>, name === 'nonce' || name === 'rtp' ? 'numeric' : undefined);
        })}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('fair.submit')}
        </button>
        {invalid.length > 0 && (
          <p id="verify-problem" className="field__error" role="alert">
            {t('fair.invalid')}
          </p>
        )}
      </form>
      <section className="fair-panel" aria-live="polite" aria-busy={busy} data-testid="verify-result">
        {checked && (
          <>
            <h2 className="fair-panel__title">{t('fair.outcomeTitle')}</h2>
            <dl className="fair-facts">
              <div>
                <dt>{t('fair.browser')}</dt>
                <dd data-testid="verify-outcome">
                  <OutcomeText outcome={checked.outcome} labels={labels} />
                </dd>
              </div>
              <div>
                <dt>{t('fair.server')}</dt>
                <dd data-testid="verify-server">
                  {'error' in checked.server ? (
                    t('fair.serverFailed', { error: checked.server.error })
                  ) : checked.server.agrees ? (
                    t('fair.agree')
                  ) : (
                    <strong>{t('fair.disagree')}</strong>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('fair.hash')}</dt>
                <dd className="fair-mono">{checked.hash}</dd>
              </div>
              <div>
                <dt>{t('fair.commitment')}</dt>
                <dd data-testid="verify-commitment">
                  {!checked.committed ? t('fair.noCommitment') : checked.committed === checked.hash ? t('fair.matches') : <strong>{t('fair.differs')}</strong>}
                </dd>
              </div>
            </dl>
          </>
        )}
      </section>
    </div>
  );
}

function hintOf(name: FieldName, game: FairGame, t: (k: string) => string): string | undefined {
  if (name === 'params') return t(`fair.hint.params_${game}`);
  if (name === 'weights' || name === 'rtp' || name === 'serverSeedHash' || name === 'issue') return t(`fair.hint.${name}`);
  return undefined;
}

function Text({
  id,
  label,
  value,
  onChange,
  hint,
  inputMode,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  inputMode?: 'numeric';
  invalid: boolean;
}) {
  return (
    <FieldFrame id={id} label={label}>
      <input
        id={id}
        className="field__input fair-mono"
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </FieldFrame>
  );
}
