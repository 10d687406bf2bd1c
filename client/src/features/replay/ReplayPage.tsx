import { useMemo, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { REPLAY_EVENT_TYPES, REPLAY_RANGE_MAX_DAYS, type ReplayEvent } from '@wl/shared/core';
import { useShow } from '../../console-kit/accounts';
import { useConsolePath } from '../../console-kit/base';
import { useDebounced } from '../../console-kit/hooks';
import { staffQueries } from '../../console-kit/staffApi';
import { ErrorNote, SearchBox } from '../../console-kit/ui';
import { emptyHeader, foldHeader } from './mockHeader';
import { MockHeaderView } from './MockHeaderView';
import { downloadExport, replayQuery, type ReplayParams } from './replayApi';
import { PlayerControls } from './PlayerControls';
import { summarize } from './summary';
import { usePlayer } from './usePlayer';
import './replay.css';
import { fromZoneInput, toZoneInput, utcOffsetLabel } from '../../lib/format';

/** `/support/replay` (pick an account) and `/support/replay/:id` (its events). docs/REPLAY.md. */
export default function ReplayPage() {
  const raw = useParams().id;
  const id = Number(raw);
  if (raw === undefined) return <AccountPicker />;
  return Number.isInteger(id) && id > 0 ? <ReplayView key={id} accountId={id} /> : <NotFound />;
}

function NotFound() {
  const { t } = useTranslation();
  return <p className="sc-muted">{t('support.notFoundPage')}</p>;
}

function AccountPicker() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const show = useShow();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const accounts = useQuery({ ...staffQueries.accounts({ filter: 'all', q, page: 1 }), enabled: q.length > 0 });
  return (
    <section className="sc-page">
      <h1>{t('support.replay.heading')}</h1>
      <p className="sc-muted">{t('support.replay.pickHint')}</p>
      <SearchBox value={text} onChange={setText} hint={t('support.accounts.searchHint')} />
      <ErrorNote error={accounts.error} onRetry={() => void accounts.refetch()} />
      {accounts.data &&
        (accounts.data.list.length === 0 ? (
          <p className="sc-muted" role="status">
            {t('support.list.noMatch', { q: text.trim() })}
          </p>
        ) : (
          <ul className="sc-replay-picks" aria-label={t('support.replay.results')}>
            {accounts.data.list.map((a) => (
              <li key={a.id}>
                <Link to={path('replay', a.id)}>{a.username}</Link> <span className="sc-muted">{show.type(a.type)}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/**
 * The range is typed as the console writes every time, `2026-11-30 14:05` in the site's zone, not
 * in a `datetime-local` field (which shows the browser's locale, 11/30/2026 02:05 PM in a US one).
 */
const SITE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const toSiteText = (iso: string) => toZoneInput(iso).replace('T', ' ');
const fromSiteText = (text: string) => (SITE_TIME.test(text.trim()) ? fromZoneInput(text.trim().replace(' ', 'T')) : null);

/**
 * The logged events and the sign-ins (which the gateway reads from the sessions table) in one
 * story, by time; while more pages follow, only the sign-ins up to the last event loaded, so a
 * later sign-in never shows before events not yet read.
 */
function withSignIns(pages: readonly { events: ReplayEvent[]; signIns: ReplayEvent[] }[], more: boolean): ReplayEvent[] {
  const logged = pages.flatMap((p) => p.events);
  const until = more && logged.length > 0 ? Date.parse(logged[logged.length - 1]!.at) : Infinity;
  const signIns = (pages[0]?.signIns ?? []).filter((e) => Date.parse(e.at) <= until);
  return [...logged, ...signIns].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.seq - b.seq);
}

/** One end of the range, typed in the site's format; the hint below the pair names the zone. */
function SiteTimeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(v: string): void }) {
  return (
    <div className="sc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        placeholder="YYYY-MM-DD HH:mm"
        aria-describedby="sc-replay-zone"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function lastDay(): ReplayParams {
  const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  return { from: new Date(to.getTime() - 86_400_000).toISOString(), to: to.toISOString(), types: [] };
}

function ReplayView({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const path = useConsolePath();
  const show = useShow();
  const [params, setParams] = useState<ReplayParams>(lastDay);
  const [fromText, setFromText] = useState(() => toSiteText(params.from));
  const [toText, setToText] = useState(() => toSiteText(params.to));
  const [invalid, setInvalid] = useState<string | null>(null);
  const query = useInfiniteQuery(replayQuery(accountId, params));
  const exporting = useMutation({ mutationFn: () => downloadExport(accountId, params) });

  const first = query.data?.pages[0];
  const events = useMemo<ReplayEvent[]>(() => withSignIns(query.data?.pages ?? [], query.hasNextPage), [query.data, query.hasNextPage]);
  const start = useMemo(() => foldHeader(emptyHeader(first?.account.currency ?? ''), first?.before ?? []), [first]);
  const [player, dispatch] = usePlayer(events, start);
  const username = first?.account.username ?? `#${accountId}`;

  function apply(e: FormEvent) {
    e.preventDefault();
    const fromIso = fromSiteText(fromText);
    const toIso = fromSiteText(toText);
    if (!fromIso || !toIso) return setInvalid(t('support.replay.timeFormat'));
    const from = Date.parse(fromIso);
    const to = Date.parse(toIso);
    if (Number.isNaN(from) || Number.isNaN(to) || from >= to) return setInvalid(t('err.DATE_RANGE_INVALID'));
    if (to - from > REPLAY_RANGE_MAX_DAYS * 86_400_000) return setInvalid(t('support.replay.tooWide', { days: REPLAY_RANGE_MAX_DAYS }));
    setInvalid(null);
    setParams((p) => ({ ...p, from: fromIso, to: toIso }));
  }
  const toggle = (type: string) => setParams((p) => ({ ...p, types: p.types.includes(type) ? p.types.filter((x) => x !== type) : [...p.types, type] }));
  const current = player.applied > 0 ? events[player.applied - 1] : undefined;

  return (
    <section className="sc-page">
      <p>
        <Link to={path('accounts', accountId)} className="sc-back">
          ← {t('support.replay.backToAccount')}
        </Link>
      </p>
      <h1>{t('support.replay.headingFor', { username })}</h1>
      <form className="sc-card sc-replay-form" onSubmit={apply} noValidate>
        <SiteTimeField id="sc-replay-from" label={t('support.replay.from')} value={fromText} onChange={setFromText} />
        <SiteTimeField id="sc-replay-to" label={t('support.replay.to')} value={toText} onChange={setToText} />
        <p id="sc-replay-zone" className="sc-muted sc-small sc-replay-zone">
          {t('support.replay.timeHint', { zone: utcOffsetLabel() })}
        </p>
        <button type="submit" className="btn btn--primary btn--sm">
          {t('support.replay.apply')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={exporting.isPending} onClick={() => exporting.mutate()} data-testid="replay-export">
          {exporting.isPending ? t('support.replay.exporting') : t('support.replay.export')}
        </button>
        {invalid && (
          <p className="sc-error-text" role="alert">
            {invalid}
          </p>
        )}
      </form>
      <ErrorNote error={exporting.error} />
      <div className="sc-tabs sc-replay-types" role="group" aria-label={t('support.replay.types')}>
        {REPLAY_EVENT_TYPES.map((type) => (
          <button key={type} type="button" className="sc-tab" aria-pressed={params.types.includes(type)} onClick={() => toggle(type)}>
            {t(`support.replay.type.${type.replace(':', '_')}`)}
          </button>
        ))}
      </div>
      <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
      {query.isPending && !query.error && (
        <p className="sc-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {first && (
        <div className="sc-replay">
          <div className="sc-replay-side">
            <MockHeaderView header={player.header} username={username} />
            <PlayerControls state={player} dispatch={dispatch} />
            <p className="sc-replay-now" aria-live="polite" data-testid="replay-now">
              {current
                ? t('support.replay.now', { n: player.applied, total: events.length, time: show.time(current.at), text: summarize(t, current) })
                : t('support.replay.ready', { total: events.length })}
            </p>
          </div>
          <div className="sc-replay-main">
            <h2>{t('support.replay.timeline', { count: events.length })}</h2>
            {events.length === 0 ? (
              <p className="sc-muted">{t('support.replay.empty')}</p>
            ) : (
              <ol className="sc-timeline" aria-label={t('support.replay.timelineLabel')}>
                {events.map((e, i) => (
                  <li key={e.seq} aria-current={i === player.applied - 1 ? 'step' : undefined} className={i < player.applied ? 'sc-played' : undefined}>
                    <button type="button" className="sc-timeline-item" onClick={() => dispatch({ type: 'seek', applied: i + 1 })}>
                      <span className="sc-num sc-nowrap sc-muted">{show.time(e.at)}</span>
                      <span className="sc-timeline-type">{t(`support.replay.type.${e.type.replace(':', '_')}`, { defaultValue: e.type })}</span>
                      <span>{summarize(t, e)}</span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
            {query.hasNextPage && (
              <button type="button" className="btn btn--ghost btn--sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {query.isFetchingNextPage ? t('common.loading') : t('support.replay.more')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
