import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CurrentDrawValue, LotteryGame } from '@wl/shared/core';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { BetSlip } from './BetSlip';
import { MyBets, RecentResults } from './LotteryLists';
import { lotteryKeys, lotteryQueries, type LotteryPageKind } from './lotteryApi';
import './lottery.css';

/**
 * /lottery, /seaLottery and /vnLottery (query gameCode; the route asks for a token first): the
 * page's games as tabs, the open draw with its committed seed hash and a countdown on the
 * server's clock, the bet slip, my bets and the recent results with their revealed seeds.
 */
export default function LotteryPage({ kind }: { kind: LotteryPageKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const games = useQuery(lotteryQueries.games(kind));
  const list = games.data?.list ?? [];
  const game = list.find((g) => g.gameCode === params.get('gameCode')) ?? list[0];

  return (
    <div className="page page--game lottery">
      <PageTitle title={t(`lottery.title.${kind}`)} icon="lottery" subtitle={game?.gameName} />
      {games.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : !game ? (
        <EmptyState icon="lottery" title={t('lottery.noGame')} />
      ) : (
        <>
          {list.length > 1 && (
            <div className="tabs lottery__tabs" role="tablist" aria-label={t('lottery.games')}>
              {list.map((g) => (
                <button
                  key={g.gameCode}
                  type="button"
                  role="tab"
                  aria-selected={g.gameCode === game.gameCode}
                  className={`tabs__tab${g.gameCode === game.gameCode ? ' tabs__tab--active' : ''}`}
                  onClick={() => setParams({ gameCode: g.gameCode })}
                >
                  {g.gameName}
                </button>
              ))}
            </div>
          )}
          <GamePanel key={game.gameCode} game={game} />
        </>
      )}
    </div>
  );
}

/** Milliseconds until `iso` on the server's clock, given the offset measured at the last fetch. */
const untilOnServer = (iso: string, offsetMs: number, now: number) => Date.parse(iso) - (now + offsetMs);
const LAST_SECONDS_MS = 3000;
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function useServerClock(value: CurrentDrawValue | undefined, fetchedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const offset = value ? Date.parse(value.serverTime) - fetchedAt : 0;
  return { now, offset };
}

function GamePanel({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { member } = useSession();
  const current = useQuery(lotteryQueries.current(game.gameCode));
  const { now, offset } = useServerClock(current.data, current.dataUpdatedAt);
  const draw = current.data?.current ?? null;
  // The last seconds before a close go to the next draw: a bet confirmed then would arrive too late.
  const open = draw && draw.status === 'open' && untilOnServer(draw.closesAt, offset, now) > LAST_SECONDS_MS ? draw : null;
  const target = open ?? current.data?.next ?? null;
  const toClose = target ? untilOnServer(target.closesAt, offset, now) : 0;
  const toDraw = draw ? untilOnServer(draw.drawsAt, offset, now) : 0;
  const betting = Boolean(target && target.status === 'open' && toClose > 0);
  const refreshBets = () => void qc.invalidateQueries({ queryKey: lotteryKeys.bets(member?.id) });

  // A win moves the balance by itself (balance:changed); a loss moves nothing, so the page also
  // looks again a moment after each draw time, when the sweep has drawn and settled it.
  useEffect(() => onEvent('balance:changed', lotteryKeys.bets(member?.id)), [member?.id]);
  const drawsAt = draw?.drawsAt;
  useEffect(() => {
    if (!drawsAt) return;
    const wait = Math.max(0, Date.parse(drawsAt) - (Date.now() + offset));
    const timers = [wait + 300, wait + 2500, wait + 6000].map((ms) =>
      window.setTimeout(() => {
        void qc.invalidateQueries({ queryKey: ['lottery', 'current', game.gameCode] });
        void qc.invalidateQueries({ queryKey: ['lottery', 'results', game.gameCode] });
        void qc.invalidateQueries({ queryKey: lotteryKeys.bets(member?.id) });
      }, ms),
    );
    return () => timers.forEach((id) => window.clearTimeout(id));
  }, [drawsAt, offset, game.gameCode, member?.id, qc]);

  return (
    <div className="lottery__grid">
      <section className="lottery__draw" aria-labelledby="lottery-draw-title">
        <h2 id="lottery-draw-title" className="lottery__h">
          {target ? t('lottery.issue', { issue: target.issue }) : t('lottery.waiting')}
        </h2>
        {target && (
          <>
            <p className="lottery__countdown" data-testid="lottery-countdown">
              <span>{betting ? t('lottery.closesIn') : t('lottery.closed')}</span>
              {betting && (
                <strong className="lottery__clock" role="timer" aria-live="off">
                  {clock(toClose)}
                </strong>
              )}
            </p>
            {draw && draw !== open && (
              <p className="lottery__hint">
                {t('lottery.issue', { issue: draw.issue })} · {t('lottery.drawsIn')} {clock(toDraw)}
              </p>
            )}
            <p className="lottery__label">{t('lottery.seedHash')}</p>
            <code className="lottery__hash" data-testid="lottery-hash">
              {target.seedHash}
            </code>
          </>
        )}
        <p className="lottery__hint">{t('lottery.fairness')}</p>
      </section>
      <BetSlip
        game={game}
        draw={betting ? target : null}
        onPlaced={refreshBets}
        onDrawClosed={() => void qc.invalidateQueries({ queryKey: ['lottery', 'current', game.gameCode] })}
      />
      <MyBets game={game} memberId={member?.id} />
      <RecentResults game={game} />
    </div>
  );
}
