import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AVAILABLE_PROMOTION_STATUSES, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Icon } from '../../components/Icon';
import { session } from '../../lib/storage';
import { activeLanguage, formatMoney } from '../../lib/format';
import { PATHS, memberTab } from '../../lib/paths';

/**
 * The welcome card of a signed-in visitor, its own chunk (a guest's first load never carries it).
 * Each kind of member gets the next step that fits: a trial account the way to a real one (it
 * cannot deposit), a member who never deposited the deposit button and the site's welcome offer
 * when staff marked a live promotion as one (its bonus read from the promotion, never written
 * here), everyone else deposit and their account.
 */
export default function MemberWelcome() {
  const { t } = useTranslation();
  const { member } = useSession();
  const trial = !!member?.isTrial;
  const newcomer = !!member && !trial && member.hasDeposited === false;
  const lang = activeLanguage();
  // The promotions page's own query (same key), so opening it after this costs nothing.
  const offers = useQuery({
    queryKey: ['member', member?.id, 'promotions', lang],
    queryFn: ({ signal }) => call(ENDPOINTS.memberPromotions, { query: { lang }, signal }),
    enabled: newcomer,
  });
  // A live offer this member can still take (Join or Claim): not one already applied for or closed.
  const offer = newcomer ? offers.data?.list.find((p) => p.welcome && AVAILABLE_PROMOTION_STATUSES.includes(p.status)) : undefined;
  const money = (n: number) => `${member!.currencySymbol} ${formatMoney(n)}`;
  const name = member?.nickname || member?.userName;
  const title = session.get('firstTimeLogin') === '1' ? 'memberWelcome.new' : 'memberWelcome.back';
  return (
    <>
      <div className="welcome__text">
        {/* A member whose session began with the first login is new here, not back. */}
        <h2 className="welcome__title">{t(title, { name })}</h2>
        <p className="welcome__lead" data-testid="welcome-lead">
          {trial
            ? t('memberWelcome.trialLead')
            : offer
              ? t('memberWelcome.offerLead', {
                  title: offer.title,
                  amount: offer.bonusMax > offer.bonus ? `${money(offer.bonus)} – ${money(offer.bonusMax)}` : money(offer.bonus),
                })
              : newcomer
                ? t('memberWelcome.firstDepositLead')
                : t('memberWelcome.backLead')}
        </p>
      </div>
      <div className="welcome__actions">
        {trial ? (
          <button type="button" className="btn btn--primary" onClick={() => ui.open({ kind: 'register' })} data-testid="welcome-register">
            {t('trial.register')}
          </button>
        ) : (
          <Link to={memberTab('depositv2')} className="btn btn--primary" data-testid="welcome-deposit">
            <Icon name="deposit" size={18} />
            {t('header.deposit')}
          </Link>
        )}
        {offer ? (
          <Link to={`${PATHS.promotions}#${offer.id}`} className="btn btn--ghost" data-testid="welcome-offer">
            {t('memberWelcome.offerTerms')}
          </Link>
        ) : (
          !trial && (
            <Link to={memberTab('profile')} className="btn btn--ghost">
              <Icon name="user" size={18} />
              {t('menu.myAccount')}
            </Link>
          )
        )}
      </div>
    </>
  );
}
