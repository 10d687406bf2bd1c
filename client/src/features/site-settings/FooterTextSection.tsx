import { useTranslation } from 'react-i18next';
import type { SiteConfig, SiteSettingsUpdate, Texts } from '@wl/shared/core';
import { TranslationFields, compactTexts } from '../../console-kit/translations';

/**
 * The footer's licence text and the agent invitation (also on the agent login page), in English
 * (the base) and per language (docs/LANGUAGES.md "Staff content per language"): a translation
 * left empty shows the site's default language's text, else the English one.
 */
export interface FooterDraft {
  licenceText: string;
  affiliateText: string;
  siteTexts: Texts<string>;
}

const MAX = 2000;

export function footerDraft(site: SiteConfig, settings: unknown): FooterDraft {
  const raw = (settings as { siteTexts?: unknown } | null)?.siteTexts;
  const siteTexts = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Texts<string>) : {};
  return { licenceText: site.licenceText, affiliateText: site.affiliateText, siteTexts };
}

/** The keys to save, or none when nothing changed; the translations go whole. */
export function footerPatch(saved: FooterDraft, draft: FooterDraft): SiteSettingsUpdate {
  const patch: SiteSettingsUpdate = {};
  if (saved.licenceText !== draft.licenceText) patch.licenceText = draft.licenceText.trim();
  if (saved.affiliateText !== draft.affiliateText) patch.affiliateText = draft.affiliateText.trim();
  const texts = compactTexts(draft.siteTexts);
  if (JSON.stringify(compactTexts(saved.siteTexts)) !== JSON.stringify(texts)) patch.siteTexts = texts;
  return patch;
}

export function FooterTextSection(p: { draft: FooterDraft; onChange(d: FooterDraft): void; problems: Record<string, string> }) {
  const { t } = useTranslation();
  const { draft } = p;
  const area = (k: 'licenceText' | 'affiliateText') => (
    <div className="sc-field">
      <label htmlFor={`sc-${k}`}>{t(`support.settings.footer.${k}`)}</label>
      <textarea
        id={`sc-${k}`}
        rows={3}
        maxLength={MAX}
        value={draft[k]}
        data-testid={`sc-${k}`}
        onChange={(e) => p.onChange({ ...draft, [k]: e.target.value })}
      />
    </div>
  );
  return (
    <>
      <legend>{t('support.settings.footer.legend')}</legend>
      <p className="sc-muted sc-small">{t('support.settings.footer.hint')}</p>
      {area('licenceText')}
      {area('affiliateText')}
      <TranslationFields
        fields={[
          { key: 'licenceText', label: t('support.settings.footer.licenceText'), maxLength: MAX, multiline: true, base: draft.licenceText },
          { key: 'affiliateText', label: t('support.settings.footer.affiliateText'), maxLength: MAX, multiline: true, base: draft.affiliateText },
        ]}
        value={draft.siteTexts}
        onChange={(siteTexts) => p.onChange({ ...draft, siteTexts })}
        problems={p.problems}
        prefix="siteTexts"
        testId="sc-footer-translations"
      />
    </>
  );
}
