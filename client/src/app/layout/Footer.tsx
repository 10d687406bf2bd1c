import { useTranslation } from 'react-i18next';
import { useSite } from '../../stores/site';
import { ui } from '../../stores/ui';
import { useHelpArticles } from '../../hooks/useHelpArticles';
import { useSiteTexts } from '../../hooks/useSiteTexts';
import { PaymentIcons, ResponsibilityIcons } from './FooterIcons';
import { FooterPartners } from './FooterPartners';
import { ZoneNote } from '../../components/ZoneNote';

/** Licence and affiliate text (in the page's language when staff translated them), badges, payment methods, help links and the partner vendors. */
export function Footer() {
  const { t } = useTranslation();
  const { config } = useSite();
  const { articles } = useHelpArticles();
  const texts = useSiteTexts(config);
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__about">
          <h2 className="footer__heading">{config?.siteName}</h2>
          {texts?.licenceText && (
            <p className="footer__text" data-testid="licence-text">
              {texts.licenceText}
            </p>
          )}
          {texts?.affiliateText && <p className="footer__text footer__text--accent">{texts.affiliateText}</p>}
        </section>
        <section>
          <h2 className="footer__heading">{t('footer.help')}</h2>
          <ul className="footer__links">
            {(articles ?? []).map((a) => (
              <li key={a.slug}>
                <button type="button" className="footer__link" onClick={() => ui.open({ kind: 'help', slug: a.slug })}>
                  {a.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">{t('footer.responsibility')}</h2>
          <ResponsibilityIcons />
          <h2 className="footer__heading footer__heading--spaced">{t('footer.payments')}</h2>
          <PaymentIcons />
        </section>
      </div>
      <FooterPartners />
      <ZoneNote className="footer__legal" />
      <p className="footer__legal">{t('footer.copyright', { year, site: config?.siteName ?? '' })}</p>
    </footer>
  );
}
