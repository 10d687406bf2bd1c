import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { SITE_CURRENCIES, THEME_MIN_CONTRAST, onAccentFor, parseHex, themeProblem, tokenContrast, type SiteConfig, type ThemeToken } from '@wl/shared/core';
import type { SiteSettingsUpdate } from '@wl/shared';

/**
 * The brand (docs/BRANDING.md): name, colours, currency and whether the logo spells the name.
 * The colours are the site's three design tokens; each shows the contrast it reaches and the
 * minimum it needs, by the same rule the gateway refuses with (brand-rules.ts), and a preview of
 * a header and a button in the draft colours, so staff see a problem before they save.
 */
export interface BrandDraft {
  siteName: string;
  currency: string;
  currencySymbol: string;
  logoShowsName: boolean;
  theme: Record<ThemeToken, string>;
}

export const brandDraft = (site: SiteConfig): BrandDraft => ({
  siteName: site.siteName,
  currency: site.currency,
  currencySymbol: site.currencySymbol,
  logoShowsName: site.logoShowsName,
  theme: { accent: site.theme.accent, live: site.theme.live, surface: site.theme.surface },
});

/** Only what changed; the theme goes whole (it is one setting), the name trimmed. */
export function brandPatch(saved: BrandDraft, draft: BrandDraft): SiteSettingsUpdate {
  const patch: SiteSettingsUpdate = {};
  if (draft.siteName.trim() !== saved.siteName) patch.siteName = draft.siteName.trim();
  if (draft.currency !== saved.currency) patch.currency = draft.currency;
  if (draft.currencySymbol.trim() !== saved.currencySymbol) patch.currencySymbol = draft.currencySymbol.trim();
  if (draft.logoShowsName !== saved.logoShowsName) patch.logoShowsName = draft.logoShowsName;
  const theme = { accent: draft.theme.accent.trim(), live: draft.theme.live.trim(), surface: draft.theme.surface.trim() };
  if (JSON.stringify(theme) !== JSON.stringify(saved.theme)) patch.theme = theme;
  return patch;
}

const TOKENS: ThemeToken[] = ['accent', 'live', 'surface'];

interface Props {
  draft: BrandDraft;
  currencyLocked: boolean;
  hasLogo: boolean;
  onChange: (d: BrandDraft) => void;
}

export function BrandSection({ draft, currencyLocked, hasLogo, onChange }: Props) {
  const { t } = useTranslation();
  const set = (d: Partial<BrandDraft>) => onChange({ ...draft, ...d });
  const setColour = (token: ThemeToken, value: string) => set({ theme: { ...draft.theme, [token]: value } });
  const problem = themeProblem(draft.theme);
  // The preview draws only colours the site would accept as colours; an unreadable pair still shows, with its warning.
  const preview = Object.fromEntries(TOKENS.filter((k) => parseHex(draft.theme[k])).map((k) => [`--${k}`, draft.theme[k]])) as CSSProperties;
  if (parseHex(draft.theme.accent)) Object.assign(preview, { '--on-accent': onAccentFor(draft.theme.accent) });

  return (
    <>
      <legend>{t('support.settings.brand.legend')}</legend>
      <p className="sc-muted sc-small">{t('support.settings.brand.hint')}</p>
      <div className="sc-field">
        <label htmlFor="sc-brand-name">{t('support.settings.brand.name')}</label>
        <input id="sc-brand-name" className="field__input" maxLength={64} required value={draft.siteName} onChange={(e) => set({ siteName: e.target.value })} />
      </div>
      {hasLogo && (
        <div className="sc-switch-row">
          <input
            id="sc-brand-logo-name"
            type="checkbox"
            checked={draft.logoShowsName}
            aria-describedby="sc-brand-logo-name-hint"
            onChange={(e) => set({ logoShowsName: e.target.checked })}
          />
          <label htmlFor="sc-brand-logo-name">{t('support.settings.brand.logoShowsName')}</label>
          <span id="sc-brand-logo-name-hint" className="sc-muted sc-small">
            {t('support.settings.brand.logoShowsNameHint')}
          </span>
        </div>
      )}

      <div className="sc-brand-colours" role="group" aria-labelledby="sc-brand-colours-title">
        <h3 id="sc-brand-colours-title" className="sc-subhead">
          {t('support.settings.brand.colours')}
        </h3>
        {TOKENS.map((token) => {
          const valid = !!parseHex(draft.theme[token]);
          const ratio = valid ? tokenContrast(draft.theme, token) : null;
          const low = ratio !== null && ratio < THEME_MIN_CONTRAST[token];
          const id = `sc-brand-${token}`;
          return (
            <div key={token} className="sc-colour-row">
              <input
                type="color"
                aria-label={t('support.settings.brand.pick', { token: t(`support.settings.brand.token.${token}`) })}
                value={valid && draft.theme[token].length === 7 ? draft.theme[token] : '#000000'}
                onChange={(e) => setColour(token, e.target.value)}
              />
              <div className="sc-field">
                <label htmlFor={id}>{t(`support.settings.brand.token.${token}`)}</label>
                <input
                  id={id}
                  className="field__input sc-mono"
                  value={draft.theme[token]}
                  maxLength={7}
                  spellCheck={false}
                  aria-invalid={!valid || low}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => setColour(token, e.target.value)}
                />
                <span id={`${id}-hint`} className={low || !valid ? 'sc-small sc-error-text' : 'sc-muted sc-small'}>
                  {t(`support.settings.brand.tokenHint.${token}`)}{' '}
                  {!valid
                    ? t('err.THEME_COLOUR_INVALID')
                    : t(low ? 'support.settings.brand.contrastLow' : 'support.settings.brand.contrastOk', {
                        ratio: ratio!.toFixed(1),
                        min: THEME_MIN_CONTRAST[token],
                      })}
                </span>
              </div>
            </div>
          );
        })}
        <div className="sc-brand-preview" style={preview} aria-label={t('support.settings.brand.preview')} role="img">
          <span className="sc-brand-preview__name">{draft.siteName || '—'}</span>
          <span className="sc-brand-preview__live">{t('support.settings.brand.previewLive')}</span>
          <span className="sc-brand-preview__link">{t('support.settings.brand.previewLink')}</span>
          <span className="sc-brand-preview__button">{t('support.settings.brand.previewButton')}</span>
        </div>
        {problem && (
          <p className="sc-small sc-error-text" role="status">
            {t('support.settings.brand.fixFirst', { token: t(`support.settings.brand.token.${problem.token}`) })}
          </p>
        )}
      </div>

      <div className="sc-brand-money">
        <div className="sc-field">
          <label htmlFor="sc-brand-currency">{t('support.settings.brand.currency')}</label>
          <select
            id="sc-brand-currency"
            className="field__input"
            value={draft.currency}
            disabled={currencyLocked}
            aria-describedby="sc-brand-currency-hint"
            // A new currency brings its usual symbol; staff may still write their own after.
            onChange={(e) => set({ currency: e.target.value, currencySymbol: SITE_CURRENCIES[e.target.value] ?? draft.currencySymbol })}
          >
            {Object.keys(SITE_CURRENCIES).map((code) => (
              <option key={code} value={code}>
                {code} · {SITE_CURRENCIES[code]}
              </option>
            ))}
          </select>
          <span id="sc-brand-currency-hint" className="sc-muted sc-small">
            {currencyLocked ? t('support.settings.brand.currencyLocked', { currency: draft.currency }) : t('support.settings.brand.currencyHint')}
          </span>
        </div>
        <div className="sc-field">
          <label htmlFor="sc-brand-symbol">{t('support.settings.brand.symbol')}</label>
          <input
            id="sc-brand-symbol"
            className="field__input"
            maxLength={8}
            required
            value={draft.currencySymbol}
            onChange={(e) => set({ currencySymbol: e.target.value })}
          />
        </div>
      </div>
    </>
  );
}
