import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesApi } from '../../api/games';
import { errorText } from '../../api/http';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/PageTitle';
import { useGameMenus, vendorsOf } from '../../hooks/useGameMenus';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { formatMoney } from '../../lib/format';
import { Pager } from './Pager';
import { stakeBands } from './stakeBands';
import { useListParams } from './useListParams';
import { VendorChips } from './VendorChips';

/** Rooms per page: four rows of three on a desktop, and a short scroll on a phone. */
export const ROOMS_PAGE_SIZE = 12;

/**
 * PVP rooms (GLS2_roomList, member only): every poker and card table at its stake bands, with who
 * is playing, filtered by the list's vendor and by stakes, paged on the client (the answer is one
 * short list per site). Joining a room launches its game like a tile does.
 */
export function PvpRooms() {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const menus = useGameMenus();
  const { vassalage, set } = useListParams();
  const [band, setBand] = useState('');
  const [page, setPage] = useState(1);
  const rooms = useQuery({
    queryKey: ['games', 'rooms', vassalage],
    queryFn: ({ signal }) => gamesApi.rooms(vassalage || undefined, signal),
    // Who is playing changes as members come and go; a minute is fresh enough for a lobby.
    refetchInterval: 60_000,
  });
  const vendorName = (code: string) => menus.data?.gameVendor.find((v) => v.vassalage === code)?.name ?? code;
  const all = rooms.data?.list ?? [];
  const bands = stakeBands(all);
  const shown = band ? all.filter((r) => `${r.minBet}-${r.maxBet}` === band) : all;
  const pages = Math.max(1, Math.ceil(shown.length / ROOMS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const slice = shown.slice((current - 1) * ROOMS_PAGE_SIZE, current * ROOMS_PAGE_SIZE);
  const pick = (b: string) => {
    setBand(b);
    setPage(1);
  };

  if (rooms.error) {
    const failure = errorText(rooms.error);
    return (
      <EmptyState icon="warning" title={t('lobby.rooms.failed')} text={t(failure.key, { defaultValue: failure.fallback })}>
        <button type="button" className="btn btn--ghost" onClick={() => void rooms.refetch()}>
          {t('lobby.retry')}
        </button>
      </EmptyState>
    );
  }
  if (rooms.data && all.length === 0) return <EmptyState icon="cards" title={t('lobby.rooms.none')} text={t('lobby.rooms.noneText')} />;
  return (
    <section className="rooms" aria-labelledby="rooms-title" aria-busy={rooms.isPending}>
      <h2 id="rooms-title" className="sr-only">
        {t('lobby.rooms.title')}
      </h2>
      <VendorChips
        vendors={vendorsOf(menus.data, 'PVP')}
        selected={vassalage}
        onSelect={(v) => {
          set({ vassalage: v });
          setPage(1);
        }}
      />
      {bands.length > 1 && (
        <div className="vchips" role="group" aria-label={t('lobby.rooms.stakes')}>
          <button type="button" className="vchip" aria-pressed={!band} onClick={() => pick('')}>
            {t('lobby.rooms.allStakes')}
          </button>
          {bands.map(([key, b]) => (
            <button key={key} type="button" className="vchip" aria-pressed={band === key} onClick={() => pick(key)}>
              {formatMoney(b.minBet)} – {formatMoney(b.maxBet)}
            </button>
          ))}
        </div>
      )}
      <ul className="rooms__grid" data-testid="pvp-rooms">
        {rooms.isPending
          ? Array.from({ length: 6 }, (_, i) => <li key={i} className="room room--skeleton" aria-hidden="true" />)
          : slice.map((r) => (
              <li key={r.roomId} className="room" data-testid="pvp-room">
                <h3 className="room__name">{r.name}</h3>
                <p className="room__vendor">{vendorName(r.vassalage)}</p>
                <dl className="room__facts">
                  <div>
                    <dt>{t('lobby.rooms.stakes')}</dt>
                    <dd>
                      {formatMoney(r.minBet)} – {formatMoney(r.maxBet)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('lobby.rooms.seats')}</dt>
                    <dd>{r.seats}</dd>
                  </div>
                  <div>
                    <dt>{t('lobby.rooms.playing')}</dt>
                    <dd className="room__players">
                      <Icon name="users" size={14} aria-hidden="true" />
                      {r.players}
                    </dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="btn btn--primary room__join"
                  aria-label={t('lobby.rooms.joinRoom', { room: r.name })}
                  onClick={() => void launch({ gameType: 'PVP', vassalage: r.vassalage, nodeId: r.nodeId, gameName: r.name })}
                >
                  {t('lobby.rooms.join')}
                </button>
              </li>
            ))}
      </ul>
      {rooms.data && <Pager page={current} pages={pages} total={shown.length} shown={slice.length} onPage={setPage} />}
    </section>
  );
}
