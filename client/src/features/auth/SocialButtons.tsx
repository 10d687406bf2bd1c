import { useTranslation } from 'react-i18next';
import { API } from '@wl/shared';
import { useSite } from '../../app/site';
import { Icon } from '../../components/Icon';

/** Social sign-in, shown only for the providers the site enabled; the gateway runs the flow. */
export function SocialButtons() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const providers = [
    ...(flags.SOCIAL_FACEBOOK ? [{ id: 'facebook', icon: 'facebook' as const, label: 'Facebook' }] : []),
    ...(flags.SOCIAL_GOOGLE ? [{ id: 'google', icon: 'google' as const, label: 'Google' }] : []),
  ];
  if (providers.length === 0) return null;
  return (
    <div className="social">
      <p className="divider"><span>{t('login.orWith')}</span></p>
      <div className="social__row">
        {providers.map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn--outline social__btn"
            onClick={() => window.location.assign(API.socialStart.replace(':provider', p.id))}
          >
            <Icon name={p.icon} size={18} />
            {p.label}
          </button>
        ))}
      </div>
    </div>
  );
}
