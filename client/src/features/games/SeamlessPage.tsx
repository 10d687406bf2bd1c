import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../routes/paths';

/** The in-route game page (side menu hidden). No vendor can be launched yet, and it says so. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  return (
    <div className="page page--game">
      <PageTitle title={t('games.seamless')} icon="grid" subtitle={vendor ? t('games.vendor', { vendor }) : undefined} />
      <EmptyState icon="grid" title={t('games.noProvider')} text={t('games.noGamesText')}>
        <Link to={PATHS.home} className="btn btn--ghost">{t('nav.home')}</Link>
      </EmptyState>
    </div>
  );
}
