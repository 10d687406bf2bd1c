import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WheelSpinValue } from '@wl/shared/core';
import { errorText } from '../../../api/http';
import { onEvent } from '../../../api/query';
import { useSession } from '../../../session/session';
import { SectionPending } from '../SectionPending';
import { formatMoney } from '../../../lib/format';
import { newActionKey } from '../../../lib/money';
import { WheelDisc } from './WheelDisc';
import { WheelFairness } from './WheelFairness';
import { WheelHistory } from './WheelHistory';
import { landingAngle } from './wheelAngle';
import { wheelApi, wheelKeys, wheelQueries } from './wheelApi';
import './wheel.css';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { tasksQuery } from '../tasks/tasksApi';

/** Longer than the 3.6 s transition: the result is announced even if `transitionend` never comes (a hidden tab). */
const STOP_FALLBACK_MS = 4200;
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The VIP lucky wheel (docs/VIP-WHEEL.md), shown on /vip: the wheel with each segment's prize and
 * chance, the spin button (one spin per press, keyboard and screen-reader usable; the result is
 * announced through a live region once the wheel stops), the fairness panel and the spin history
 * with the in-browser verifier.
 */
export default function VipWheel() {
  const { t } = useTranslation();
  const { member } = useSession();
  const memberId = member?.id;
  const queries = useQueryClient();
  const query = useQuery(wheelQueries.wheel(memberId));
  // Without spins the hint says where spins come from, and only offers the tasks when one can be done.
  const tasks = useQuery({ ...tasksQuery(memberId), enabled: memberId !== undefined && query.data?.spins === 0 });
  const openTasks = (tasks.data?.list ?? []).filter((x) => x.status === 'in_progress' || x.status === 'claimable').length;
  const [angle, setAngle] = useState(0);
  const [landing, setLanding] = useState<WheelSpinValue | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => (memberId === undefined ? undefined : onEvent('wheel:changed', wheelKeys.wheel(memberId))), [memberId]);
  useEffect(
    () => () => {
      if (fallback.current) clearTimeout(fallback.current);
    },
    [],
  );

  const stopped = (res: WheelSpinValue | null) => {
    if (!res) return;
    if (fallback.current) clearTimeout(fallback.current);
    fallback.current = null;
    setLanding(null);
    const s = res.spin;
    setAnnouncement(
      s.prize > 0 ? t('vipWheel.won', { label: s.label, amount: formatMoney(s.prize), currency: s.currency }) : t('vipWheel.noPrize', { label: s.label }),
    );
    void queries.invalidateQueries({ queryKey: wheelKeys.wheel(memberId) });
    void queries.invalidateQueries({ queryKey: wheelKeys.spins(memberId) });
  };

  const spin = useMutation({
    mutationFn: () => wheelApi.spin(newActionKey()),
    onMutate: () => {
      setProblem(null);
      setAnnouncement('');
    },
    onSuccess: (res) => {
      const count = query.data?.segments.length ?? res.spin.weights.length;
      setAngle((a) => landingAngle(a, res.spin.segment, count));
      if (reducedMotion()) return stopped(res);
      setLanding(res);
      fallback.current = setTimeout(() => stopped(res), STOP_FALLBACK_MS);
    },
    onError: (err) => {
      const e = errorText(err);
      setProblem(t(e.key, { defaultValue: e.fallback }));
    },
  });

  if (memberId === undefined) return null;
  const data = query.data;
  if (!data) return <SectionPending failed={query.isError} />;
  const total = data.segments.reduce((n, s) => n + s.weight, 0);
  const busy = spin.isPending || landing !== null;
  const wheelLabel = t('vipWheel.wheelLabel', { list: data.segments.map((s) => s.label).join(', ') });
  return (
    <section className="vw" aria-labelledby="vw-title" data-testid="vip-wheel">
      <header className="vw-head">
        <h2 id="vw-title" className="vw-title">
          {t('vipWheel.title')}
        </h2>
        <p className="vw-muted">{t('vipWheel.intro')}</p>
      </header>
      <div className="vw-main">
        <div className="vw-stage">
          <WheelDisc segments={data.segments} angle={angle} label={wheelLabel} onStopped={() => stopped(landing)} />
          <div className="vw-controls">
            <p className="vw-spins">
              <span>{t('vipWheel.spinsLeft')}</span> <strong data-testid="wheel-spins">{data.spins}</strong>
            </p>
            <button
              type="button"
              className="btn btn--primary btn--lg vw-spin"
              onClick={() => spin.mutate()}
              disabled={!data.hasVip || data.spins < 1 || busy}
              aria-describedby="vw-spin-why"
              data-testid="wheel-spin"
            >
              {busy ? t('vipWheel.spinning') : t('vipWheel.spin')}
            </button>
            <p id="vw-spin-why" className="vw-muted vw-small">
              {!data.hasVip
                ? t('vipWheel.vipOnly')
                : data.spins >= 1
                  ? t('vipWheel.spinHint')
                  : openTasks > 0
                    ? t('vipWheel.noSpins')
                    : t('vipWheel.noSpinsNoTasks')}
            </p>
            {data.hasVip && data.spins < 1 && openTasks > 0 && (
              <Link to={`${PATHS.vip}?tab=tasks`} className="btn btn--ghost btn--sm" data-testid="wheel-to-tasks">
                {t('vipWheel.toTasks', { count: openTasks })}
              </Link>
            )}
            <p className="vw-result" role="status" aria-live="polite" data-testid="wheel-result">
              {announcement}
            </p>
            {problem && (
              <p className="field__error" role="alert">
                {problem}
              </p>
            )}
          </div>
        </div>
        <div className="vw-side">
          <section className="vw-panel" aria-labelledby="vw-legend-title">
            <h3 id="vw-legend-title" className="vw-panel__title">
              {t('vipWheel.prizes')}
            </h3>
            <ul className="vw-legend">
              {data.segments.map((s, i) => (
                <li key={i}>
                  <span className={`vw-swatch vw-swatch--${s.prize > 0 ? (i % 2 ? 'a' : 'b') : 'none'}`} aria-hidden="true" />
                  <span className="vw-legend__label">{s.label}</span>
                  <span className="vw-num">{s.prize > 0 ? `${formatMoney(s.prize)} ${data.currency}` : t('vipWheel.nothing')}</span>
                  <span className="vw-num vw-muted">
                    {t('vipWheel.chance', { percent: ((s.weight * 100) / total).toFixed(s.weight * 1000 < total ? 2 : 1) })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {data.fairness && <WheelFairness memberId={memberId} fairness={data.fairness} />}
        </div>
      </div>
      <WheelHistory memberId={memberId} />
    </section>
  );
}
