import { lazy, Suspense, useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LaunchChatValue, LiveModel } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { Icon } from '../../components/Icon';
import { PATHS } from '../../lib/paths';
import { useSite } from '../../stores/site';
import { launchChat, liveModelsQuery } from './liveModelsApi';
import './liveModels.css';

/** The chat dialog loads with the first chat opened. */
const ChatDialog = lazy(() => import('./ChatDialog'));

/**
 * The "Live hosts" strip (docs/LIVE-MODELS.md): one card per host (portrait, name, on-air dot,
 * viewers, languages) and a Chat button that opens the host's chat in a dialog. On the home page
 * it links to /live and stays out of the way when the site has no hosts; on /live it says so.
 */
export function LiveHosts({ where }: { where: 'home' | 'live' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const site = useSite();
  const q = useQuery(liveModelsQuery());
  const [chat, setChat] = useState<LaunchChatValue | null>(null);
  const launch = useMutation({ mutationFn: (m: LiveModel) => launchChat(m.id), onSuccess: setChat });
  const list = q.data?.list ?? [];
  // On home the site config says at first paint whether there are hosts, so the strip's room is
  // kept from the start or never taken: nothing below it moves when the list arrives.
  if (where === 'home' && (!site.config?.liveHosts || q.isError || (q.data && list.length === 0))) return null;
  const failure = launch.error ? errorText(launch.error) : null;
  const onAir = list.filter((m) => m.online).length;

  return (
    <section
      className={`lh lh--${where}${where === 'home' ? ' home-section' : ''}`}
      aria-labelledby={headingId}
      aria-busy={q.isPending || undefined}
      data-testid={`live-hosts-${where}`}
    >
      <div className="lh__head">
        <h2 id={headingId} className="section__title">
          <Icon name="live" size={20} />
          {t('liveModels.title')}
        </h2>
        {q.data && <span className="lh__count">{t('liveModels.onAir', { count: onAir })}</span>}
        {where === 'home' && (
          <Link to={PATHS.live} className="lh__more">
            {t('liveModels.seeAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {failure && (
        <p className="lh__error" role="alert">
          {t(failure.key, failure.fallback)}
        </p>
      )}
      {q.isError && (
        <p className="lh__empty">
          {t('liveModels.loadFailed')}{' '}
          <button type="button" className="btn btn--link btn--sm" onClick={() => void q.refetch()}>
            {t('liveModels.retry')}
          </button>
        </p>
      )}
      {q.data && list.length === 0 && <p className="lh__empty">{t('liveModels.none')}</p>}
      <ul className="lh__list" aria-label={t('liveModels.title')}>
        {q.isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="lh-card lh-card--skeleton" aria-hidden="true">
              <span className="lh-card__art" />
              <span className="lh-card__body">{'\u00a0'}</span>
            </li>
          ))}
        {list.map((m) => (
          <HostCard key={m.id} model={m} busy={launch.isPending && launch.variables?.id === m.id} onChat={() => launch.mutate(m)} />
        ))}
      </ul>
      {chat && (
        <Suspense fallback={null}>
          <ChatDialog
            chat={chat}
            onClose={() => {
              setChat(null);
              launch.reset();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function HostCard({ model: m, busy, onChat }: { model: LiveModel; busy: boolean; onChat(): void }) {
  const { t, i18n } = useTranslation();
  const viewers = new Intl.NumberFormat(i18n.language).format(m.viewers);
  return (
    <li className={`lh-card${m.online ? '' : ' lh-card--off'}`} data-testid="live-host">
      <div className="lh-card__art">
        <img src={m.avatarUrl} alt="" width={160} height={160} loading="lazy" decoding="async" />
        {m.online && (
          <span className="lh-card__live" aria-hidden="true">
            {t('liveModels.live')}
          </span>
        )}
        {m.online && (
          <span className="lh-card__viewers">
            <Icon name="eye" size={14} aria-hidden="true" />
            <span className="sr-only">{t('liveModels.viewers', { count: m.viewers })}</span>
            <span aria-hidden="true">{viewers}</span>
          </span>
        )}
      </div>
      <div className="lh-card__body">
        <h3 className="lh-card__name">
          <span className={`lh-dot${m.online ? ' lh-dot--on' : ''}`} aria-hidden="true" />
          {m.name}
          <span className="sr-only">, {m.online ? t('liveModels.online') : t('liveModels.offline')}</span>
        </h3>
        {m.languages.length > 0 && (
          <p className="lh-card__langs">
            <span className="sr-only">{t('liveModels.speaks')} </span>
            {m.languages.join(' · ')}
          </p>
        )}
        {m.tags.length > 0 && (
          <p className="lh-card__tags">
            {m.tags.map((tag) => (
              <span key={tag} className="lh-tag">
                {tag}
              </span>
            ))}
          </p>
        )}
        <button
          type="button"
          className={`btn btn--sm ${m.online ? 'btn--primary' : 'btn--ghost'} lh-card__chat`}
          aria-disabled={!m.online || busy || undefined}
          aria-label={m.online ? t('liveModels.chatWith', { name: m.name }) : t('liveModels.offlineWith', { name: m.name })}
          onClick={() => {
            if (m.online && !busy) onChat();
          }}
          data-testid="live-host-chat"
        >
          {m.online ? (
            <>
              <Icon name="mail" size={16} aria-hidden="true" />
              {busy ? t('liveModels.opening') : t('liveModels.chat')}
            </>
          ) : (
            t('liveModels.offline')
          )}
        </button>
      </div>
    </li>
  );
}
