import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WINNERS_SHOWN, type WinnerEntry } from '@wl/shared/core';
import { GameImage } from '../../components/games/GameImage';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/format';

type Filter = 'all' | 'today';

/** Today's date as gameTime writes it (yyyy-MM-dd), in the reader's calendar day. */
export function todayYmd(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** 20 asked, 7 shown; "today" keeps the wins whose gameTime has today's date part. */
export function visibleWinners(list: WinnerEntry[], filter: Filter, today = todayYmd()): WinnerEntry[] {
  return (filter === 'today' ? list.filter((w) => w.gameTime.slice(0, 10) === today) : list).slice(0, WINNERS_SHOWN);
}

/** The latest-winners board: seven rows, all or today's; the rows keep their height. */
export function WinnersBoard({ winners }: { winners: WinnerEntry[] | null }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const rows = winners ? visibleWinners(winners, filter) : null;
  return (
    <section className="home-section winners" aria-labelledby="home-winners" data-testid="winners">
      <div className="home-section__head">
        <h2 id="home-winners" className="section__title">
          <Icon name="crown" size={20} />
          {t('home.winners')}
        </h2>
        <div className="winners__filter" role="group" aria-label={t('home.winnersFilter')}>
          {(['all', 'today'] as const).map((f) => (
            <button key={f} type="button" className="winners__tab" aria-pressed={filter === f} onClick={() => setFilter(f)} data-testid={`winners-${f}`}>
              {t(f === 'all' ? 'home.winnersAll' : 'home.winnersToday')}
            </button>
          ))}
        </div>
      </div>
      <ol className="winners__list" aria-busy={rows === null || undefined}>
        {rows === null
          ? Array.from({ length: WINNERS_SHOWN }, (_, i) => <li key={i} className="winners__row winners__row--skeleton" aria-hidden="true" />)
          : rows.map((w) => (
              <li key={w.id} className="winners__row" data-testid="winner">
                <GameImage src={w.iconUrl} className="winners__icon" />
                <span className="winners__who">
                  <span className="winners__game">{w.gameName}</span>
                  <span className="winners__name">{w.customerName}</span>
                </span>
                <span className="winners__amount">
                  {w.currency} {formatMoney(w.winAmount)}
                </span>
                <time className="winners__time" dateTime={w.gameTime.replace(' ', 'T')}>
                  {w.gameTime.slice(5, 16)}
                </time>
              </li>
            ))}
        {rows && rows.length === 0 && <li className="winners__empty">{t(filter === 'today' ? 'home.noWinnersToday' : 'home.noWinners')}</li>}
      </ol>
    </section>
  );
}
