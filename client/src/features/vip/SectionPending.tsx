import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/PageTitle';

/** A section of the VIP page (tasks, wheel) while its answer has not come: the failure notice, or a loading line. */
export function SectionPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p className="notice notice--warning" role="alert">
      {t('vipWheel.loadFailed')}
    </p>
  ) : (
    <Spinner label={t('common.loading')} />
  );
}
