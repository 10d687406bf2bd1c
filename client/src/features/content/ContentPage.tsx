import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useSite } from '../../app/site';
import { ui } from '../../app/ui';
import { EmptyState, PageTitle } from '../../components/PageTitle';
import type { IconName } from '../../components/Icon';

type Kind = 'vip' | 'promotions' | 'pointMall';
const META: Record<Kind, { title: string; icon: IconName; empty: string; flag?: 'VIP' | 'POINTS' }> = {
  vip: { title: 'nav.vip', icon: 'crown', empty: 'content.vipEmpty', flag: 'VIP' },
  promotions: { title: 'content.events', icon: 'gift', empty: 'content.promotionsEmpty' },
  pointMall: { title: 'nav.pointMall', icon: 'coins', empty: 'content.pointMallEmpty', flag: 'POINTS' },
};

/** VIP, promotions and the point mall: title banner, and no offers until they exist. */
export default function ContentPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const { phase } = useSession();
  const meta = META[kind];
  const enabled = !meta.flag || flags[meta.flag];
  // The point mall is a member feature: a guest gets the login popup (spec 2).
  useEffect(() => {
    if (kind === 'pointMall' && phase === 'guest') ui.open({ kind: 'login' });
  }, [kind, phase]);
  return (
    <div className="page">
      <PageTitle title={t(meta.title)} icon={meta.icon} />
      <EmptyState icon={meta.icon} title={t(enabled ? meta.empty : 'err.FEATURE_DISABLED')} text={enabled ? t('content.checkBack') : undefined} />
    </div>
  );
}
