import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { formatDateTime } from '../../lib/format';
import './match-pick.css';

/**
 * The match a player picked with "Bet now" on the home page (`/sports?match=<id>`): named at the
 * top of the sports page, with the button that opens the sports book staff linked to it. A match
 * with no book linked points at the books listed below. The list is the home page's own query
 * (same key), so coming from home costs no request.
 */
export function MatchPick({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const launch = useLaunchGame();
  const matches = useQuery({ queryKey: ['home', 'matches', i18n.language], queryFn: ({ signal }) => call(ENDPOINTS.homeMatches, { signal }) });
  const m = matches.data?.find((x) => x.id === id);
  if (matches.isPending) return <div className="match-pick match-pick--loading" aria-hidden="true" />;
  if (!m)
    return (
      <p className="notice notice--info match-pick__gone" role="status" data-testid="match-pick-gone">
        {t('sportsPick.gone')}
      </p>
    );
  const teams = `${m.homeTeam} – ${m.awayTeam}`;
  return (
    <section className="match-pick" aria-labelledby="match-pick-title" data-testid="match-pick">
      <img className="match-pick__crest" src={m.homeTeamImageUrl} alt="" width={40} height={46} />
      <div className="match-pick__text">
        <p className="match-pick__label">
          {t('sportsPick.label')} · {m.title}
        </p>
        <h2 id="match-pick-title" className="match-pick__teams">
          {teams}
        </h2>
        <time className="match-pick__time" dateTime={m.matchTime}>
          {formatDateTime(new Date(m.matchTime))}
        </time>
      </div>
      <img className="match-pick__crest" src={m.awayTeamImageUrl} alt="" width={40} height={46} />
      {m.nodeId !== null && m.vassalage ? (
        <button
          type="button"
          className="btn btn--primary match-pick__bet"
          onClick={() => void launch({ gameType: 'SPORTS', vassalage: m.vassalage, nodeId: m.nodeId })}
          aria-describedby="match-pick-title"
          data-testid="match-pick-bet"
        >
          {t('sportsPick.bet')}
        </button>
      ) : (
        <p className="match-pick__hint">{t('sportsPick.pickBook')}</p>
      )}
    </section>
  );
}
