import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { ui } from '../../app/ui';
import { Icon, type IconName } from '../../components/Icon';
import { EmptyState, PageTitle } from '../../components/PageTitle';

type Kind =
  | 'sports' | 'esports' | 'lott' | 'elott' | 'cockfight' | 'live' | 'fish' | 'rng' | 'pvp' | 'bgs'
  | 'hot' | 'fav' | 'recent' | 'provider' | 'favorite';

const META: Record<Kind, { title: string; icon: IconName; personal?: boolean }> = {
  sports: { title: 'cat.sports', icon: 'sports' },
  esports: { title: 'cat.esports', icon: 'esports' },
  lott: { title: 'cat.lott', icon: 'lottery' },
  elott: { title: 'cat.elott', icon: 'lottery' },
  cockfight: { title: 'cat.cockfight', icon: 'rooster' },
  live: { title: 'cat.live', icon: 'live' },
  fish: { title: 'cat.fish', icon: 'fish' },
  rng: { title: 'cat.rng', icon: 'slots' },
  pvp: { title: 'cat.pvp', icon: 'cards' },
  bgs: { title: 'nav.inHouse', icon: 'dice' },
  hot: { title: 'nav.hot', icon: 'flame' },
  fav: { title: 'nav.favourites', icon: 'star', personal: true },
  favorite: { title: 'nav.favourites', icon: 'star', personal: true },
  recent: { title: 'nav.recent', icon: 'clock', personal: true },
  provider: { title: 'games.providers', icon: 'grid' },
};

/**
 * Game centres and lists (spec 2). The catalogue is not served yet, so each shows its title
 * banner and says plainly that nothing is listed; favourites and recent ask guests to log in.
 */
export default function GameListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isLogin } = useSession();
  const meta = META[kind];
  const vendor = params.get('vassalage');
  const needsLogin = meta.personal && !isLogin;
  return (
    <div className="page">
      <PageTitle title={t(meta.title)} icon={meta.icon} subtitle={vendor ? t('games.vendor', { vendor }) : undefined} />
      {needsLogin ? (
        <EmptyState icon="lock" title={t('games.loginToSee')} text={t('games.loginToSeeText')}>
          <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'login' })}>
            <Icon name="user" size={18} />
            {t('header.login')}
          </button>
        </EmptyState>
      ) : (
        <EmptyState
          icon={meta.icon}
          title={t(kind === 'provider' ? 'games.noProviders' : meta.personal ? `games.empty.${kind === 'favorite' ? 'fav' : kind}` : 'games.noGames')}
          text={t('games.noGamesText')}
        />
      )}
    </div>
  );
}
