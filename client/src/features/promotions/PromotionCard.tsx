import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeIdOf, type PromotionStatus, type PromotionView } from '@wl/shared/core';
import { formatDate, formatMoney } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { actionOf } from './promotionsApi';

/** Status chips: what can be done (accent), what is under way (live), what is done (success), the rest quiet. */
const TONE: Record<PromotionStatus, string> = {
  join: 'act',
  claim: 'act',
  applying: 'live',
  joined: 'live',
  in_process: 'live',
  issued: 'done',
  claimed: 'done',
  signed: 'done',
  rejected: 'bad',
  closed: 'quiet',
  coming_soon: 'quiet',
};

export function StatusChip({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${TONE[status]} promo-status promo-status--${TONE[status]}`} data-testid="promo-status" data-status={status}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}

/** A banner drawn from the id when staff gave no image: nothing is fetched, every promotion has art. */
function PromoArt({ id, kind }: { id: number; kind: PromotionView['kind'] }) {
  const hue = (id * 47) % 360;
  const glyph = { apply: '✎', event: '★', raffle: '', checkin: '✓' }[kind];
  return (
    <svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" className="promo__art-svg" aria-hidden="true">
      <defs>
        <linearGradient id={`pa-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 16%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 65% 32%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#pa-${id})`} />
      <g stroke="#fff" strokeOpacity=".1" fill="none">
        {[30, 60, 90].map((r) => (
          <circle key={r} cx="210" cy="70" r={r} />
        ))}
      </g>
      {kind === 'raffle' ? (
        // A red envelope: drawn, not a glyph (no font is fetched, and CJK fonts are not everywhere).
        <g>
          <rect x="182" y="36" width="56" height="72" rx="6" fill="#d7263d" />
          <path d="M182 44 L210 68 L238 44" fill="none" stroke="#8f1426" strokeWidth="4" />
          <circle cx="210" cy="68" r="10" fill="#ffd34d" />
        </g>
      ) : (
        <>
          <circle cx="210" cy="70" r="34" fill="var(--accent)" />
          <text x="210" y="82" textAnchor="middle" fontSize="34" fontWeight="800" fill="#1d1504">
            {glyph}
          </text>
        </>
      )}
    </svg>
  );
}

/** YouTube only, through the privacy-enhanced embed; nothing is fetched until the member asks. */
function PromoVideo({ url, title }: { url: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const id = youtubeIdOf(url);
  if (!id) return null;
  return playing ? (
    <iframe
      className="promo__video"
      src={youtubeEmbedUrl(id, i18n.language)}
      title={title}
      allow="encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    <button type="button" className="promo__video promo__video--poster" onClick={() => setPlaying(true)} data-testid="promo-video">
      <span className="promo__play" aria-hidden="true">
        ▶
      </span>
      <span>{t('promotions.playVideo', { title })}</span>
    </button>
  );
}

function Meter({ label, done, of }: { label: string; done: number; of: number }) {
  return (
    <div className="promo__meter">
      <span>{label}</span>
      <progress max={Math.max(of, 1)} value={Math.min(done, of)} aria-label={label} />
      <span className="promo__num">
        {formatMoney(Math.min(done, of))} / {formatMoney(of)}
      </span>
    </div>
  );
}

export interface CardProps {
  p: PromotionView;
  open: boolean;
  onToggle: () => void;
  onAct: () => void;
  busy: boolean;
}

/** One promotion: art, status, period and bonus, the one action it allows, and its detail below. */
export function PromotionCard({ p, open, onToggle, onAct, busy }: CardProps) {
  const { t } = useTranslation();
  const detailId = useId();
  const action = actionOf(p.status, p.kind);
  const bonus = p.kind === 'raffle' && p.bonusMax > p.bonus ? `${formatMoney(p.bonus)} – ${formatMoney(p.bonusMax)}` : formatMoney(p.bonus);
  const period = p.endsAt
    ? t('promotions.period', { from: formatDate(new Date(p.startsAt)), to: formatDate(new Date(p.endsAt)) })
    : t('promotions.from', { from: formatDate(new Date(p.startsAt)) });
  return (
    <article id={String(p.id)} className={`promo${open ? ' promo--open' : ''}`} aria-labelledby={`${detailId}-t`} data-testid="promo" data-id={p.id}>
      <div className="promo__art">{p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" /> : <PromoArt id={p.id} kind={p.kind} />}</div>
      <div className="promo__body">
        <div className="promo__head">
          <h2 id={`${detailId}-t`} className="promo__title">
            {p.title}
          </h2>
          <StatusChip status={p.status} />
        </div>
        {p.summary && <p className="promo__summary">{p.summary}</p>}
        <p className="promo__meta">
          <span>{period}</span>
          {p.bonus > 0 && <span>{t('promotions.bonus', { amount: bonus, currency: p.currency })}</span>}
          {p.turnoverMultiple > 0 && <span>{t('promotions.turnover', { n: p.turnoverMultiple })}</span>}
          {p.remaining !== null && <span>{t('promotions.remaining', { count: p.remaining })}</span>}
        </p>
        {p.kind === 'event' && p.entry?.state === 'joined' && <Meter label={t('promotions.progress')} done={p.progress} of={p.target} />}
        {p.entry && p.entry.turnoverRequired > 0 && <Meter label={t('promotions.turnoverDone')} done={p.entry.turnoverDone} of={p.entry.turnoverRequired} />}
        {p.entry?.memberMessage ? (
          <p className="notice notice--warning">{t('promotions.memberMessage', { text: p.entry.memberMessage })}</p>
        ) : (
          p.entry?.state === 'rejected' && <p className="notice notice--warning">{t('promotions.rejectedNeutral')}</p>
        )}
        <div className="promo__actions">
          {action && (
            <button type="button" className="btn btn--primary btn--sm" onClick={onAct} disabled={busy} aria-busy={busy} data-testid="promo-action">
              {t(`promotions.actions.${action}`)}
            </button>
          )}
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={onToggle}
            data-testid="promo-details"
          >
            {t(open ? 'promotions.hide' : 'promotions.details')}
          </button>
        </div>
        <div id={detailId} className="promo__detail" hidden={!open}>
          {open && p.videoUrl && <PromoVideo url={p.videoUrl} title={p.title} />}
          {/* Sanitised by the gateway on write and here again on render. */}
          {open && <div className="prose promo__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.content) }} />}
          {open && p.kind === 'event' && <p className="muted">{t('promotions.eventRule', { target: formatMoney(p.target) })}</p>}
          {open && p.entry?.comment && <p className="promo__comment">{t('promotions.yourComment', { comment: p.entry.comment })}</p>}
        </div>
      </div>
    </article>
  );
}
