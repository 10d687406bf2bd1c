import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModuleNode, SiteSettingsUpdate } from '@wl/shared';
import { DEFAULT_MAX_SINGLE_CREDIT, type ENDPOINTS, type EndpointResponse } from '@wl/shared/core';
import { ApiError, problemFields } from '../../api/http';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { BonusLockSection, bonusLockDraft, bonusLockPatch, type BonusLockDraft } from './BonusLockSection';
import { LanguageSection, languageDraft, languagePatch, type LanguageDraft } from './LanguageSection';
import { RebateSection, rebateDraft, rebatePatch, type RebateDraft } from './RebateSection';
import { FooterTextSection, footerDraft, footerPatch, type FooterDraft } from './FooterTextSection';
import { ModuleTree } from './ModuleTree';
import { BrandSection, brandDraft, brandPatch, type BrandDraft } from './BrandSection';
import { LogoControl } from './LogoControl';
import { rebase } from './rebase';
import { useCan } from '../../console-kit/session';
import { staffApi, staffQueries } from '../../console-kit/staffApi';
import { ErrorNote, useErrorText } from '../../console-kit/ui';

interface Draft {
  brand: BrandDraft;
  whitelabel: ModuleNode[];
  maintenance: boolean;
  regionRestriction: boolean;
  /** As typed: one entry per line or comma; split on save. */
  blockedCountries: string;
  blockedIps: string;
  /** Major units as typed (the largest game credit paid without review); minor units on save. */
  maxSingleCredit: string;
  bonusLocks: BonusLockDraft;
  rebates: RebateDraft;
  languages: LanguageDraft;
  footer: FooterDraft;
}

/** "US, ph\n GB" -> ["US", "PH", "GB"]; the gateway checks and normalises again. */
const splitList = (text: string, upper = false) =>
  text
    .split(/[\s,;]+/)
    .map((v) => (upper ? v.toUpperCase() : v))
    .filter(Boolean);

/** Only the keys staff changed: a PUT of the whole draft could undo a colleague's edit of another key. */
function changes(saved: Draft, draft: Draft): SiteSettingsUpdate {
  const patch: SiteSettingsUpdate = brandPatch(saved.brand, draft.brand);
  if (JSON.stringify(saved.whitelabel) !== JSON.stringify(draft.whitelabel)) patch.whitelabel = draft.whitelabel;
  if (saved.maintenance !== draft.maintenance) patch.maintenance = draft.maintenance;
  if (saved.regionRestriction !== draft.regionRestriction) patch.regionRestriction = draft.regionRestriction;
  const countries = splitList(draft.blockedCountries, true);
  if (countries.join() !== splitList(saved.blockedCountries, true).join()) patch.blockedCountries = countries;
  const ips = splitList(draft.blockedIps);
  if (ips.join() !== splitList(saved.blockedIps).join()) patch.blockedIps = ips;
  if (draft.maxSingleCredit.trim() !== saved.maxSingleCredit) {
    // Anything but a positive amount is sent as 0, which the gateway refuses with the field named.
    const major = Number(draft.maxSingleCredit.trim());
    patch.maxSingleCredit = Number.isFinite(major) && major > 0 ? Math.round(major * 100) : 0;
  }
  const locks = bonusLockPatch(saved.bonusLocks, draft.bonusLocks);
  if (locks) patch.bonusLocks = locks;
  const rebates = rebatePatch(saved.rebates, draft.rebates);
  if (rebates) patch.rebates = rebates;
  Object.assign(patch, languagePatch(saved.languages, draft.languages), footerPatch(saved.footer, draft.footer));
  return patch;
}

/** The raw settings are loosely typed by the gateway; read the two lists defensively. */
function draftOf(data: EndpointResponse<typeof ENDPOINTS.staffSettings>): Draft {
  const raw = (data.settings ?? {}) as { blockedCountries?: unknown; blockedIps?: unknown; maxSingleCredit?: unknown };
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    brand: brandDraft(data.site),
    whitelabel: data.site.whitelabel,
    maintenance: data.site.maintenance,
    regionRestriction: data.site.regionRestriction,
    blockedCountries: list(raw.blockedCountries).join(', '),
    blockedIps: list(raw.blockedIps).join('\n'),
    maxSingleCredit: ((typeof raw.maxSingleCredit === 'number' && raw.maxSingleCredit > 0 ? raw.maxSingleCredit : DEFAULT_MAX_SINGLE_CREDIT) / 100).toFixed(2),
    bonusLocks: bonusLockDraft(data.settings),
    rebates: rebateDraft(data.settings),
    languages: languageDraft(data.site),
    footer: footerDraft(data.site, data.settings),
  };
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const readOnly = !useCan('site.settings');
  const queries = useQueryClient();
  const { data, error, isPending, refetch } = useQuery(staffQueries.settings());
  const saved: Draft | null = data ? draftOf(data) : null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState('');
  // The last settings the form started from, and whether the next ones replace it whole (a save).
  const base = useRef<Draft | null>(null);
  const replaceNext = useRef(false);
  const save = useMutation({
    mutationFn: (p: SiteSettingsUpdate) => staffApi.saveSettings(p),
    onSuccess: async () => {
      setNotice(t('support.settings.saved'));
      // The refetched settings replace the form whole: what was saved comes back as the gateway
      // stored it (lists normalised, upper case), which is what the form must show now.
      replaceNext.current = true;
      await queries.invalidateQueries({ queryKey: staffQueries.settings().queryKey });
    },
  });

  // Every other fresh load (first visit, a logo upload, a colleague's change) becomes the new
  // starting point of the form, keeping what staff have changed and not saved yet.
  useEffect(() => {
    if (!data) return;
    const next = draftOf(data);
    const before = base.current;
    base.current = next;
    const replace = replaceNext.current;
    replaceNext.current = false;
    setDraft((cur) => (cur && before && !replace ? rebase(before, cur, next, ['brand']) : next));
  }, [data]);

  const patch = saved && draft ? changes(saved, draft) : {};
  const dirty = Object.keys(patch).length > 0;
  const edit = (d: Partial<Draft>) => {
    setNotice('');
    setDraft((cur) => (cur ? { ...cur, ...d } : cur));
  };
  const saving = save.isPending;

  // Say which entry was refused (SETTING_INVALID carries it as `invalid`).
  const invalid = save.error instanceof ApiError ? (save.error.value as { invalid?: unknown } | null)?.invalid : undefined;
  const saveError = !save.isError
    ? ''
    : typeof invalid === 'string'
      ? t('support.settings.invalidEntry', { message: errorText(save.error), entry: invalid })
      : errorText(save.error);

  async function submit() {
    save.reset();
    // Switching maintenance on locks every member out, so it gets a second look.
    if (patch.maintenance === true) {
      const sure = await ui.dialog({
        titleKey: 'support.settings.confirmTitle',
        messageKey: 'support.settings.confirmBody',
        confirmKey: 'support.settings.confirmAction',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
      });
      if (!sure) return;
    }
    save.mutate(patch);
  }

  return (
    <section className="sc-page">
      <h1>{t('support.settings.heading')}</h1>
      {readOnly && (
        <p className="sc-note" role="note">
          {t('support.settings.readOnly')}
        </p>
      )}
      <ErrorNote error={error} onRetry={() => void refetch()} />
      {isPending && !error && <div className="sc-card sc-skeleton-block" aria-hidden="true" />}
      {data && draft && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (readOnly || !dirty || saving) return;
            void submit();
          }}
        >
          <p className="sc-muted">
            {t('support.settings.site')}: <strong>{data.site.siteName}</strong> ({data.site.merchantCode})
          </p>
          <fieldset className="sc-card" disabled={readOnly} data-testid="site-brand">
            <BrandSection draft={draft.brand} currencyLocked={data.currencyLocked} hasLogo={!!data.site.logo} onChange={(brand) => edit({ brand })} />
            <h3 className="sc-subhead">{t('support.settings.logo.heading')}</h3>
            <LogoControl logo={data.site.logo} siteName={data.site.siteName} readOnly={readOnly} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{t('support.settings.switches')}</legend>
            <Switch
              id="sc-maintenance"
              label={t('support.settings.maintenance')}
              hint={t('support.settings.maintenanceHint')}
              checked={draft.maintenance}
              onChange={(v) => edit({ maintenance: v })}
            />
            <Switch
              id="sc-region"
              label={t('support.settings.region')}
              hint={t('support.settings.regionHint')}
              checked={draft.regionRestriction}
              onChange={(v) => edit({ regionRestriction: v })}
            />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{t('support.settings.regionLists')}</legend>
            <p className="sc-muted sc-small">{t('support.settings.regionListsHint')}</p>
            <ListField
              id="sc-blocked-countries"
              rows={2}
              label={t('support.settings.blockedCountries')}
              hint={t('support.settings.blockedCountriesHint')}
              value={draft.blockedCountries}
              onChange={(v) => edit({ blockedCountries: v })}
            />
            <ListField
              id="sc-blocked-ips"
              rows={4}
              label={t('support.settings.blockedIps')}
              hint={t('support.settings.blockedIpsHint')}
              value={draft.blockedIps}
              onChange={(v) => edit({ blockedIps: v })}
            />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{t('heldCredits.settings.legend')}</legend>
            <div className="sc-field">
              <label htmlFor="sc-max-single-credit">{t('heldCredits.settings.maxSingleCredit')}</label>
              <input
                id="sc-max-single-credit"
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                className="field__input"
                value={draft.maxSingleCredit}
                aria-describedby="sc-max-single-credit-hint"
                onChange={(e) => edit({ maxSingleCredit: e.target.value })}
              />
              <span id="sc-max-single-credit-hint" className="sc-muted sc-small">
                {t('heldCredits.settings.maxSingleCreditHint')}
              </span>
            </div>
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <BonusLockSection draft={draft.bonusLocks} currency={data.site.currency} onChange={(bonusLocks) => edit({ bonusLocks })} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly} data-testid="site-rebates">
            <RebateSection draft={draft.rebates} currency={data.site.currency} onChange={(rebates) => edit({ rebates })} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly} data-testid="site-languages">
            <LanguageSection draft={draft.languages} onChange={(languages) => edit({ languages })} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly} data-testid="site-footer-texts">
            <FooterTextSection draft={draft.footer} onChange={(footer) => edit({ footer })} problems={problemFields(save.error)} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{t('support.settings.modules')}</legend>
            <p className="sc-muted sc-small">{t('support.settings.modulesHint')}</p>
            <ModuleTree nodes={draft.whitelabel} readOnly={readOnly} onChange={(whitelabel) => edit({ whitelabel })} />
          </fieldset>
          {!readOnly && (
            <div className="sc-actions">
              <button type="submit" className="btn btn--primary" disabled={!dirty || saving}>
                {saving ? t('support.settings.saving') : t('support.settings.save')}
              </button>
              <button type="button" className="btn btn--ghost" disabled={!dirty || saving} onClick={() => saved && setDraft(saved)}>
                {t('support.settings.discard')}
              </button>
              <span className="sc-muted" role="status">
                {saveError ? '' : notice || (dirty ? '' : t('support.settings.noChanges'))}
              </span>
            </div>
          )}
          <FormError message={saveError} />
        </form>
      )}
    </section>
  );
}

function Switch(p: { id: string; label: string; hint: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <div className="sc-switch-row">
      <input id={p.id} type="checkbox" role="switch" checked={p.checked} aria-describedby={`${p.id}-hint`} onChange={(e) => p.onChange(e.target.checked)} />
      <label htmlFor={p.id}>{p.label}</label>
      <span id={`${p.id}-hint`} className="sc-muted sc-small">
        {p.hint}
      </span>
    </div>
  );
}

/** A list edited as text, one entry per line or comma, with its hint read out with it. */
function ListField(p: { id: string; rows: number; label: string; hint: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="sc-field">
      <label htmlFor={p.id}>{p.label}</label>
      <textarea id={p.id} rows={p.rows} value={p.value} spellCheck={false} aria-describedby={`${p.id}-hint`} onChange={(e) => p.onChange(e.target.value)} />
      <span id={`${p.id}-hint`} className="sc-muted sc-small">
        {p.hint}
      </span>
    </div>
  );
}
