import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { EmptyState, PageTitle, Spinner } from '../../components/PageTitle';
import { smoothBehavior } from '../../lib/motion';
import { PromotionCard } from './PromotionCard';
import { promotionsKey, promotionsQuery } from './promotionsApi';
import { usePromotionActions } from './usePromotionActions';
import './promotions.css';

/**
 * /promotions: the site's promotions with the member's status on each, the one
 * action each allows, and its detail. `/promotions#<id>` opens that promotion and scrolls to it
 * once the list is in (a video promotion is reached this way).
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const { member, phase } = useSession();
  const { hash } = useLocation();
  const memberId = member?.id;
  const query = useQuery({ ...promotionsQuery(memberId), enabled: phase !== 'restoring' });
  const { run, busy, dialog } = usePromotionActions();
  const [open, setOpen] = useState<Set<number>>(new Set());
  useEffect(() => (memberId === undefined ? undefined : onEvent('rewards:changed', promotionsKey(memberId))), [memberId]);

  const anchor = Number(decodeURIComponent(hash.slice(1)));
  const list = query.data?.list;
  useEffect(() => {
    if (!anchor || !list?.some((p) => p.id === anchor)) return;
    setOpen((s) => new Set(s).add(anchor));
    // After the detail has rendered, so the scroll lands on the open card.
    const timer = window.setTimeout(() => document.getElementById(String(anchor))?.scrollIntoView({ behavior: smoothBehavior(), block: 'start' }), 0);
    return () => window.clearTimeout(timer);
  }, [anchor, list]);

  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="page">
      <PageTitle title={t('content.events')} icon="gift" subtitle={t('promotions.subtitle')} />
      {query.isError && (
        <p className="notice notice--warning" role="alert">
          {t('promotions.loadFailed')}
        </p>
      )}
      {!list ? (
        !query.isError && <Spinner label={t('common.loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon="gift" title={t('content.promotionsEmpty')} text={t('content.checkBack')} />
      ) : (
        <ul className="promos" aria-label={t('content.events')}>
          {list.map((p) => (
            <li key={p.id}>
              <PromotionCard p={p} open={open.has(p.id)} onToggle={() => toggle(p.id)} onAct={() => run(p)} busy={busy === p.id} />
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
