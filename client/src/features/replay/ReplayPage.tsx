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
import { fromZoneInput, toZoneInput } from '../../lib/format';

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

/** `datetime-local` speaks the reader's local time without a zone; the API wants instants. */

function lastDay(): ReplayParams {
  const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  return { from: new Date(to.getTime() - 86_400_000).toISOString(), to: to.toISOString(), types: [] };
}

function ReplayView({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const path = useConsolePath();
  const show = useShow();
  const [params, setParams] = useState<ReplayParams>(lastDay);
  const [fromText, setFromText] = useState(() => toZoneInput(params.from));
  const [toText, setToText] = useState(() => toZoneInput(params.to));
  const [invalid, setInvalid] = useState<string | null>(null);
  const query = useInfiniteQuery(replayQuery(accountId, params));
  const exporting = useMutation({ mutationFn: () => downloadExport(accountId, params) });

  const first = query.data?.pages[0];
  const events = useMemo<ReplayEvent[]>(() => query.data?.pages.flatMap((p) => p.events) ?? [], [query.data]);
  const start = useMemo(() => foldHeader(emptyHeader(first?.account.currency ?? ''), first?.before ?? []), [first]);
  const [player, dispatch] = usePlayer(events, start);
  const username = first?.account.username ?? `#${accountId}`;

  function apply(e: FormEvent) {
    e.preventDefault();
    const from = Date.parse(fromText);
    const to = Date.parse(toText);
    if (Number.isNaN(from) || Number.isNaN(to) || from >= to) return setInvalid(t('err.DATE_RANGE_INVALID'));
    if (to - from > REPLAY_RANGE_MAX_DAYS * 86_400_000) return setInvalid(t('support.replay.tooWide', { days: REPLAY_RANGE_MAX_DAYS }));
    setInvalid(null);
    setParams((p) => ({ ...p, from: fromZoneInput(fromText), to: fromZoneInput(toText) }));
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
        <div className="sc-field">
          <label htmlFor="sc-replay-from">{t('support.replay.from')}</label>
          <input id="sc-replay-from" type="datetime-local" className="field__input" value={fromText} onChange={(e) => setFromText(e.target.value)} />
        </div>
        <div className="sc-field">
          <label htmlFor="sc-replay-to">{t('support.replay.to')}</label>
          <input id="sc-replay-to" type="datetime-local" className="field__input" value={toText} onChange={(e) => setToText(e.target.value)} />
        </div>
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
