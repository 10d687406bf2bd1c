import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryDraw, LotteryGame } from '@wl/shared/core';
import { Tabs } from '../../components/Field';
import { Spinner } from '../../components/PageTitle';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { lotteryQueries } from './lotteryApi';
import { verifyDraw } from './verify';
import { HeadRow } from '../../components/HeadRow';

/** The member's open and settled bets on this game; refetched on balance:changed and after each draw. */
export function MyBets({ game, memberId }: { game: LotteryGame; memberId: number | undefined }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useQuery(lotteryQueries.bets(memberId, game.gameCode, status));
  const rows = bets.data?.list ?? [];
  return (
    <section className="lottery__bets" aria-labelledby="lottery-bets-title">
      <h2 id="lottery-bets-title" className="lottery__h">
        {t('lottery.myBets')}
      </h2>
      <Tabs
        label={t('lottery.myBets')}
        value={status}
        onChange={setStatus}
        tabs={[
          { id: 'open', label: t('lottery.open') },
          { id: 'settled', label: t('lottery.settled') },
        ]}
      />
      {bets.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="lottery__hint" role="status">
          {t('lottery.noBets')}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the card.
        <div className="lottery__scroll" tabIndex={0} role="region" aria-labelledby="lottery-bets-title">
          <table className="lottery__table" aria-busy={bets.isFetching} data-testid="lottery-bets">
            <thead>
              <HeadRow
                cols={[
                  { label: t('lottery.drawCol') },
                  { label: t('lottery.playCol') },
                  { label: t('lottery.selCol') },
                  { label: t('lottery.amountCol') },
                  { label: t('lottery.payoutCol') },
                  { label: t('lottery.statusCol') },
                ]}
              />
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <td>{b.issue}</td>
                  <td>{t(`lottery.play.${b.playType}`, { defaultValue: b.playType })}</td>
                  <td>{t(`lottery.option.${b.selection}`, { defaultValue: b.selection })}</td>
                  <td className="lottery__num">{formatMoney(b.amount)}</td>
                  <td className="lottery__num">{b.payout === null ? '—' : formatMoney(b.payout)}</td>
                  <td>
                    <span className={`lottery__status lottery__status--${b.status}`}>{t(`lottery.status.${b.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The latest drawn results with their revealed seeds; each can be checked in the browser. */
export function RecentResults({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const results = useQuery(lotteryQueries.results(game.gameCode));
  const rows = results.data?.list ?? [];
  return (
    <section className="lottery__results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery__h">
        {t('lottery.results')}
      </h2>
      {results.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="lottery__hint" role="status">
          {t('lottery.noResults')}
        </p>
      ) : (
        <ul className="lottery__result-list">
          {rows.map((d) => (
            <ResultRow key={d.issue} game={game} draw={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultRow({ game, draw }: { game: LotteryGame; draw: LotteryDraw }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const numbers = draw.result ?? [];
  const shown = game.kind === 'VN' ? numbers.slice(0, 1) : numbers;
  async function verify() {
    setCheck('busy');
    setCheck((await verifyDraw(game.kind, draw)) ? 'ok' : 'bad');
  }
  return (
    <li className="lottery__result">
      <div className="lottery__result-head">
        <strong>{t('lottery.issue', { issue: draw.issue })}</strong>
        <span className="lottery__hint">{formatTimestamp(new Date(draw.drawsAt))}</span>
      </div>
      <div className="lottery__balls" aria-label={game.kind === 'VN' ? t('lottery.special') : t('lottery.resultCol')}>
        {shown.map((n, i) => {
          // Mark Six draws its special number last, after the six: set apart by a plus.
          const special = game.kind === 'LHC' && i === numbers.length - 1;
          return (
            <Fragment key={i}>
              {special && (
                <span className="lottery__hint" aria-hidden="true">
                  +
                </span>
              )}
              <span className="lottery__ball" title={special ? t('lottery.play.SPECIAL') : undefined}>
                {n}
              </span>
            </Fragment>
          );
        })}
        {game.kind === 'VN' && <span className="lottery__hint">+{numbers.length - 1}</span>}
      </div>
      <p className="lottery__seed">
        <span className="lottery__label">{t('lottery.seed')}</span> <code>{draw.serverSeed}</code>
      </p>
      <div className="lottery__verify">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void verify()} disabled={check === 'busy'}>
          {t('lottery.verify')}
        </button>
        <Link className="btn btn--ghost btn--sm" to={drawVerifierLink(game, draw)}>
          {t('lottery.verifierPage')}
        </Link>
        <span role="status" className={`lottery__check lottery__check--${check}`}>
          {check === 'ok' ? t('lottery.verified') : check === 'bad' ? t('lottery.mismatch') : check === 'busy' ? t('lottery.verifying') : ''}
        </span>
      </div>
    </li>
  );
}

/** The public verifier prefilled with a drawn result's revealed seed. */
function drawVerifierLink(game: LotteryGame, d: LotteryDraw): string {
  const q = new URLSearchParams({ game: 'lottery', kind: game.kind, issue: d.issue, serverSeed: d.serverSeed ?? '', hash: d.seedHash });
  return `${PATHS.fairVerify}?${q.toString()}`;
}
