import { useTranslation } from 'react-i18next';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { FreePlayButton } from '../../components/FreePlayButton';
import { BannerSpot } from '../../components/BannerSpot';
import { Modal } from '../../components/Modal';
import { AuthArt } from './AuthArt';
import { LoginForm } from './LoginForm';
import { SocialButtons } from './SocialButtons';

export default function LoginModal() {
  const { t } = useTranslation();
  const { flags } = useSite();
  return (
    <Modal title={t('login.title')} onClose={() => ui.close('login')} size="lg" aside={<AuthArt variant="login" />}>
      {/* Phones have no side panel: the banner of the popup's group leads the form instead. */}
      <BannerSpot group="w_login" className="banner-spot--phone" />
      <LoginForm loginPage="member" allowRemember onForgot={() => ui.open({ kind: 'forgot' })} />
      {flags.FREE_PLAY && <FreePlayButton className="btn btn--outline btn--block free-play" />}
      <SocialButtons />
      <p className="form__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link" onClick={() => ui.open({ kind: 'register' })}>
          {t('header.register')}
        </button>
      </p>
    </Modal>
  );
}
