import { useTranslation } from 'react-i18next';
import { ui } from '../../stores/ui';
import { BannerSpot } from '../../components/BannerSpot';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/PageTitle';
import { errorText } from '../../api/http';
import { AuthArt } from './AuthArt';
import { RegisterForm } from './RegisterForm';
import { useRegisterSettings } from '../../hooks/useRegisterSettings';

/** Register popup: the form waits for the site's tabs and field rules. */
export default function RegisterModal({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation();
  const { settings, error } = useRegisterSettings();
  return (
    <Modal title={t('register.title')} onClose={() => ui.close('register')} size="lg" aside={<AuthArt variant="register" />}>
      {/* Phones have no side panel: the banner of the popup's group leads the form instead. */}
      <BannerSpot group="w_register" className="banner-spot--phone" />
      {settings ? (
        <RegisterForm settings={settings} referralCode={referralCode} />
      ) : error ? (
        <p className="form-error" role="alert">
          {t(errorText(error).key)}
        </p>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      <p className="form__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link" onClick={() => ui.open({ kind: 'login' })}>
          {t('header.login')}
        </button>
      </p>
    </Modal>
  );
}
