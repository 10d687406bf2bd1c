import { useTranslation } from 'react-i18next';
import type { MissionView } from '@wl/shared/core';
import { formatMoney } from '../../lib/format';
import { isMoneyKind } from './missionsApi';
import { spanText } from './time';

const CHIP: Record<MissionView['status'], string> = {
  claimable: 'status-pill--act',
  in_progress: 'status-pill--live',
  claimed: 'status-pill--done',
  upcoming: 'status-pill--quiet',
  expired: 'status-pill--quiet',
};

/** One figure as the kind counts it: money for bets and deposits, a plain number otherwise. */
export const figure = (m: Pick<MissionView, 'kind'>, n: number) => (isMoneyKind(m.kind) ? formatMoney(n) : String(n));

/** What the period's clock says: when it ends, starts, or when the next one begins. */
function clockText(t: ReturnType<typeof useTranslation>['t'], m: MissionView, now: number): string {
  const start = Date.parse(m.periodStart);
  const end = Date.parse(m.periodEnd);
  if (m.status === 'upcoming') return t('missions.startsIn', { time: spanText(t, start - now) });
  if (m.status === 'expired') return t('missions.ended');
  if (m.status === 'claimed') return m.period === 'event' ? t('missions.claimedEvent') : t('missions.nextIn', { time: spanText(t, end - now) });
  return t('missions.endsIn', { time: spanText(t, end - now) });
}

interface Props {
  m: MissionView;
  now: number;
  busy: boolean;
  selected: boolean;
  onClaim(): void;
  onBoard(): void;
}

/** A mission: what to do, the period's progress as a bar, the reward, its clock and the claim. */
export function MissionCard({ m, now, busy, selected, onClaim, onBoard }: Props) {
  const { t } = useTranslation();
  const done = Math.min(m.progress, m.target);
  const label = t('missions.progressOf', { title: m.title });
  return (
    <li className={`mission${m.status === 'claimable' ? ' mission--ready' : ''}`} data-testid="mission-card" data-status={m.status}>
      <div className="mission__head">
        <h3 className="mission__title">{m.title}</h3>
        <span className={`status-pill ${CHIP[m.status]}`}>{t(`missions.status.${m.status}`)}</span>
      </div>
      {m.description && <p className="mission__text">{m.description}</p>}
      <div className="mission__meter">
        <progress max={m.target} value={done} aria-label={label} />
        <span className="mission__num" data-testid="mission-progress">
          {figure(m, done)} / {figure(m, m.target)}
        </span>
      </div>
      <dl className="mission__meta">
        <div>
          <dt>{t('missions.reward')}</dt>
          <dd>
            {formatMoney(m.reward)} {m.currency}
          </dd>
        </div>
        <div>
          <dt>{t('missions.period')}</dt>
          <dd>{t(`missions.periods.${m.period}`)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('missions.clock')}</dt>
          <dd className="mission__clock">{clockText(t, m, now)}</dd>
        </div>
      </dl>
      <div className="mission__actions">
        {m.status === 'claimable' && (
          <button type="button" className="btn btn--primary btn--sm" onClick={onClaim} disabled={busy} data-testid="mission-claim">
            {t('missions.claim', { amount: formatMoney(m.reward) })}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={onBoard}
          aria-pressed={selected}
          aria-label={t('missions.showBoardFor', { title: m.title })}
        >
          {t('missions.showBoard')}
        </button>
      </div>
    </li>
  );
}
