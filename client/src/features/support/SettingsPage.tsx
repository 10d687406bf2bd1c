import { useEffect, useState } from 'react';
import { API, type ModuleNode, type SiteSettingsUpdate } from '@wl/shared';
import { request, toApiError } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { useRemote } from './hooks';
import { ModuleTree } from './ModuleTree';
import { useStaff } from './session';
import { S } from './strings';
import type { StaffSettingsValue } from './types';
import { ErrorNote } from './ui';

interface Draft {
  whitelabel: ModuleNode[];
  maintenance: boolean;
  regionRestriction: boolean;
  /** As typed: one entry per line or comma; split on save. */
  blockedCountries: string;
  blockedIps: string;
}

/** "US, ph\n GB" -> ["US", "PH", "GB"]; the gateway checks and normalises again. */
const splitList = (text: string, upper = false) =>
  text.split(/[\s,;]+/).map((v) => (upper ? v.toUpperCase() : v)).filter(Boolean);

/** Only the keys staff changed: a PUT of the whole draft could undo a colleague's edit of another key. */
function changes(saved: Draft, draft: Draft): SiteSettingsUpdate {
  const patch: SiteSettingsUpdate = {};
  if (JSON.stringify(saved.whitelabel) !== JSON.stringify(draft.whitelabel)) patch.whitelabel = draft.whitelabel;
  if (saved.maintenance !== draft.maintenance) patch.maintenance = draft.maintenance;
  if (saved.regionRestriction !== draft.regionRestriction) patch.regionRestriction = draft.regionRestriction;
  const countries = splitList(draft.blockedCountries, true);
  if (countries.join() !== splitList(saved.blockedCountries, true).join()) patch.blockedCountries = countries;
  const ips = splitList(draft.blockedIps);
  if (ips.join() !== splitList(saved.blockedIps).join()) patch.blockedIps = ips;
  return patch;
}

/** The raw settings are loosely typed by the gateway; read the two lists defensively. */
function draftOf(data: StaffSettingsValue): Draft {
  const raw = (data.settings ?? {}) as { blockedCountries?: unknown; blockedIps?: unknown };
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    whitelabel: data.site.whitelabel, maintenance: data.site.maintenance, regionRestriction: data.site.regionRestriction,
    blockedCountries: list(raw.blockedCountries).join(', '), blockedIps: list(raw.blockedIps).join('\n'),
  };
}

export default function SettingsPage() {
  const staff = useStaff();
  const readOnly = staff.role !== 'admin';
  const { data, error, loading, reload } = useRemote((signal) => request<StaffSettingsValue>('GET', API.staffSettings, { signal }), []);
  const saved: Draft | null = data ? draftOf(data) : null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [notice, setNotice] = useState('');

  // Every fresh load (first visit, after a save) becomes the new starting point of the form.
  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  const patch = saved && draft ? changes(saved, draft) : {};
  const dirty = Object.keys(patch).length > 0;
  const edit = (d: Partial<Draft>) => {
    setNotice('');
    setDraft((cur) => (cur ? { ...cur, ...d } : cur));
  };

  async function save() {
    setConfirming(false);
    setSaving(true);
    setSaveError('');
    try {
      await request('PUT', API.staffSettings, { body: patch });
      setNotice(S.settings.saved);
      reload();
    } catch (e) {
      const err = toApiError(e);
      // Say which entry was refused (SETTING_INVALID carries it as `invalid`).
      const invalid = (err.value as { invalid?: unknown } | null)?.invalid;
      setSaveError(typeof invalid === 'string' ? `${err.message}: “${invalid}”` : err.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="sc-page">
      <h1>{S.settings.heading}</h1>
      {readOnly && <p className="sc-note" role="note">{S.settings.readOnly}</p>}
      <ErrorNote error={error} onRetry={reload} />
      {loading && !data && <div className="sc-card sc-skeleton-block" aria-hidden="true" />}
      {data && draft && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (readOnly || !dirty || saving) return;
            // Switching maintenance on locks every member out, so it gets a second look.
            if (patch.maintenance === true) setConfirming(true);
            else void save();
          }}
        >
          <p className="sc-muted">{S.settings.site}: <strong>{data.site.siteName}</strong> ({data.site.merchantCode})</p>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{S.settings.switches}</legend>
            <Switch id="sc-maintenance" label={S.settings.maintenance} hint={S.settings.maintenanceHint}
              checked={draft.maintenance} onChange={(v) => edit({ maintenance: v })} />
            <Switch id="sc-region" label={S.settings.region} hint={S.settings.regionHint}
              checked={draft.regionRestriction} onChange={(v) => edit({ regionRestriction: v })} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{S.settings.regionLists}</legend>
            <p className="sc-muted sc-small">{S.settings.regionListsHint}</p>
            <ListField id="sc-blocked-countries" rows={2} label={S.settings.blockedCountries} hint={S.settings.blockedCountriesHint}
              value={draft.blockedCountries} onChange={(v) => edit({ blockedCountries: v })} />
            <ListField id="sc-blocked-ips" rows={4} label={S.settings.blockedIps} hint={S.settings.blockedIpsHint}
              value={draft.blockedIps} onChange={(v) => edit({ blockedIps: v })} />
          </fieldset>
          <fieldset className="sc-card" disabled={readOnly}>
            <legend>{S.settings.modules}</legend>
            <p className="sc-muted sc-small">{S.settings.modulesHint}</p>
            <ModuleTree nodes={draft.whitelabel} readOnly={readOnly} onChange={(whitelabel) => edit({ whitelabel })} />
          </fieldset>
          {!readOnly && (
            <div className="sc-actions">
              <button type="submit" className="sc-btn sc-btn-primary" disabled={!dirty || saving}>
                {saving ? S.settings.saving : S.settings.save}
              </button>
              <button type="button" className="sc-btn" disabled={!dirty || saving} onClick={() => saved && setDraft(saved)}>
                {S.settings.discard}
              </button>
              <span className="sc-muted" role="status">{saveError ? '' : notice || (dirty ? '' : S.settings.noChanges)}</span>
            </div>
          )}
          {saveError && <p className="sc-error" role="alert">{saveError}</p>}
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={S.settings.confirmTitle}
        body={S.settings.confirmBody}
        confirmLabel={S.settings.confirmAction}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function Switch(p: { id: string; label: string; hint: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <div className="sc-switch-row">
      <input id={p.id} type="checkbox" role="switch" checked={p.checked} aria-describedby={`${p.id}-hint`}
        onChange={(e) => p.onChange(e.target.checked)} />
      <label htmlFor={p.id}>{p.label}</label>
      <span id={`${p.id}-hint`} className="sc-muted sc-small">{p.hint}</span>
    </div>
  );
}

/** A list edited as text, one entry per line or comma, with its hint read out with it. */
function ListField(p: { id: string; rows: number; label: string; hint: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="sc-field">
      <label htmlFor={p.id}>{p.label}</label>
      <textarea id={p.id} rows={p.rows} value={p.value} spellCheck={false} aria-describedby={`${p.id}-hint`} onChange={(e) => p.onChange(e.target.value)} />
      <span id={`${p.id}-hint`} className="sc-muted sc-small">{p.hint}</span>
    </div>
  );
}
