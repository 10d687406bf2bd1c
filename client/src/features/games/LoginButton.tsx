import { useTranslation } from 'react-i18next';
import { ui } from '../../stores/ui';
import { Icon } from '../../components/Icon';

export function LoginButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'login' })} data-testid="list-login">
      <Icon name="user" size={18} />
      {t('header.login')}
    </button>
  );
}
