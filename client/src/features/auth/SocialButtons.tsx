import { useTranslation } from 'react-i18next';
import { API } from '@wl/shared/core';
import { useSite } from '../../stores/site';
import { Icon } from '../../components/Icon';

const BUTTONS = [
  { id: 'facebook', icon: 'facebook' as const, label: 'Facebook' },
  { id: 'google', icon: 'google' as const, label: 'Google' },
] as const;

/**
 * Social sign-in, one button per provider the site both switched on and configured (the
 * gateway says which in `socialProviders`); a flag without a provider shows nothing.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const { config } = useSite();
  const configured = config?.socialProviders ?? [];
  const providers = BUTTONS.filter((b) => configured.includes(b.id));
  if (providers.length === 0) return null;
  return (
    <div className="social">
      <p className="divider">
        <span>{t('login.orWith')}</span>
      </p>
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
