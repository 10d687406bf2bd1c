import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageTitle title={t('err.NOT_FOUND')} icon="search" />
      <EmptyState icon="search" title={t('content.notFound')}>
        <Link to={PATHS.home} className="btn btn--primary">
          {t('nav.home')}
        </Link>
      </EmptyState>
    </div>
  );
}
