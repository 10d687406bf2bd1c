import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { PATHS } from '../../routes/paths';

/** Entry tiles to each game centre; each keeps a fixed ratio so the grid never shifts. */
const TILES: { to: string; key: string; icon: IconName; tone: string }[] = [
  { to: PATHS.sports, key: 'cat.sports', icon: 'sports', tone: 'green' },
  { to: PATHS.live, key: 'cat.live', icon: 'live', tone: 'red' },
  { to: PATHS.rng, key: 'cat.rng', icon: 'slots', tone: 'gold' },
  { to: PATHS.bgs, key: 'nav.inHouse', icon: 'dice', tone: 'cyan' },
  { to: PATHS.fish, key: 'cat.fish', icon: 'fish', tone: 'blue' },
  { to: PATHS.lott, key: 'cat.lott', icon: 'lottery', tone: 'purple' },
  { to: PATHS.pvp, key: 'cat.pvp', icon: 'cards', tone: 'rose' },
  { to: PATHS.cockfight, key: 'cat.cockfight', icon: 'rooster', tone: 'orange' },
];

export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <div className="cats">
      {TILES.map((c) => (
        <Link key={c.to} to={c.to} className={`cat cat--${c.tone}`}>
          <span className="cat__icon"><Icon name={c.icon} size={30} /></span>
          <span className="cat__label">{t(c.key)}</span>
          <Icon name="chevronRight" size={18} className="cat__go" />
        </Link>
      ))}
    </div>
  );
}
