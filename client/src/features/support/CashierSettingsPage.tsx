import { useEffect, useId, useState, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type ChannelInput, type StaffChannel, type WalletModeSettings, type WalletModeValue, type WithdrawLimits } from '@wl/shared/core';
import { ApiError, withId } from '../../api/http';
import { ui } from '../../app/ui';
import { Field, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/format';
import { parseAmount } from '../../lib/money';
import { useShow } from './accounts';
import { useStaff } from './session';
import { staffCall } from './staffApi';
import { ErrorNote, useErrorText } from './ui';

/**
 * Cashier settings (docs/CASHIER.md "Staff settings"): the site's payment channels, the withdrawal
 * limits and the wallet mode. Everyone on staff reads; only admins change (the gateway checks too).
 */
const channelsQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'channels'],
  queryFn: ({ signal }) => staffCall<StaffChannel[]>(API.staffCashierChannels, { signal }),
});
const limitsQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'limits'],
  queryFn: ({ signal }) => staffCall<WithdrawLimits>(API.staffWithdrawLimits, { signal }),
});
const modeQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'wallet-mode'],
  queryFn: ({ signal }) => staffCall<WalletModeValue>(API.staffWalletMode, { signal }),
});

const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
/** Minor units as a form shows them: "1234.5" style, no separators, so it reads back exactly. */
const major = (minor: number) => (minor / 100).toFixed(2);
/** Like parseAmount, but zero is allowed (a fixed fee of nothing). */
const parseFee = (text: string) => (/^\s*0+(?:[.,]0{1,2})?\s*$/.test(text) ? 0 : parseAmount(text));
const parseWhole = (text: string, min: number, max: number) => {
  if (!/^\s*-?\d{1,9}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

export default function CashierSettingsPage() {
  const { t } = useTranslation();
  const readOnly = useStaff().role !== 'admin';
  return (
    <section className="sc-page">
      <h1>{t('support.cashier.heading')}</h1>
      {readOnly && <p className="sc-note" role="note">{t('support.cashier.readOnly')}</p>}
      <ChannelsSection readOnly={readOnly} />
      <LimitsSection readOnly={readOnly} />
      <WalletModeSection readOnly={readOnly} />
    </section>
  );
}

/* ---------------------------------------------------------------- channels */

function ChannelsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(channelsQuery);
  const [editing, setEditing] = useState<StaffChannel | 'new' | null>(null);
  const [failure, setFailure] = useState('');
  const toggle = useMutation({
    mutationFn: (c: StaffChannel) => staffCall<StaffChannel>(withId(API.staffCashierChannel, c.id), { method: 'PUT', body: { ...inputOf(c), enabled: !c.enabled } }),
    onSuccess: () => {
      setFailure('');
      void queries.invalidateQueries({ queryKey: channelsQuery.queryKey });
    },
    onError: (e) => setFailure(errorText(e)),
  });

  const askToggle = async (c: StaffChannel) => {
    // Disabling hides the channel from members at once; it gets a second look.
    if (c.enabled) {
      const sure = await ui.dialog({
        titleKey: 'support.cashier.channels.disableTitle', messageKey: 'support.cashier.channels.disableBody', params: { name: c.name },
        confirmKey: 'support.cashier.channels.disable', cancelKey: 'in_more_cancel', tone: 'warning',
      });
      if (!sure) return;
    }
    toggle.mutate(c);
  };

  const cols = ['name', 'type', 'range', 'fee', 'timeout', 'status', 'actions'] as const;
  return (
    <section className="sc-card" aria-labelledby="cs-channels-h">
      <div className="sc-toolbar">
        <h2 id="cs-channels-h">{t('support.cashier.channels.heading')}</h2>
        {!readOnly && (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')} data-testid="cs-add-channel">
            {t('support.cashier.channels.add')}
          </button>
        )}
      </div>
      <p className="sc-muted sc-small">{t('support.cashier.channels.hint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {failure && <p className="sc-error-text" role="alert">{failure}</p>}
      {/* Focusable so the table can be scrolled from the keyboard on narrow screens (read-only rows have no buttons). */}
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('support.cashier.channels.heading')}>
        <table className="sc-table" aria-label={t('support.cashier.channels.heading')} aria-busy={q.isFetching}>
          <thead>
            <tr>
              {cols.map((c) => (
                <th key={c} scope="col">{c === 'actions' ? <span className="sr-only">{t('support.cashier.channels.cols.actions')}</span> : t(`support.cashier.channels.cols.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.isPending ? (
              <tr className="sc-skeleton-row" aria-hidden="true">{cols.map((c) => <td key={c}><span className="sc-skeleton" /></td>)}</tr>
            ) : !q.data || q.data.length === 0 ? (
              <tr><td colSpan={cols.length} className="sc-empty">{t('support.cashier.channels.empty')}</td></tr>
            ) : (
              q.data.map((c) => (
                <tr key={c.id} data-testid="cs-channel">
                  <td>{c.name}<div className="sc-muted sc-small">#{c.id} · {t('support.cashier.channels.sortShort', { sort: c.sort })}</div></td>
                  <td>{t(`support.cashier.channels.types.${c.type}`)}</td>
                  <td className="sc-num sc-nowrap" data-testid="cs-channel-range">{show.money(c.minAmount)} – {show.money(c.maxAmount, c.currency)}</td>
                  <td className="sc-num sc-nowrap">{t('support.cashier.channels.feeShort', { pct: (c.feeBps / 100).toFixed(2), fixed: formatMoney(c.feeFixed) })}</td>
                  <td className="sc-num">{t('support.cashier.channels.minutes', { count: c.timeoutMinutes })}</td>
                  <td>
                    <span className={`sc-status ${c.enabled ? 'sc-cs-on' : 'sc-cs-off'}`}>{t(c.enabled ? 'support.cashier.channels.enabled' : 'support.cashier.channels.disabled')}</span>
                    <div className="sc-muted sc-small">{show.text(c.updatedBy)} {show.time(c.updatedAt)}</div>
                  </td>
                  <td>
                    {!readOnly && (
                      <div className="sc-actions">
                        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(c)} aria-label={t('support.cashier.channels.editNamed', { name: c.name })} data-testid="cs-edit">
                          {t('support.cashier.channels.edit')}
                        </button>
                        <button type="button" className="btn btn--ghost btn--sm" disabled={toggle.isPending} onClick={() => void askToggle(c)}
                          aria-label={t(c.enabled ? 'support.cashier.channels.disableNamed' : 'support.cashier.channels.enableNamed', { name: c.name })}>
                          {t(c.enabled ? 'support.cashier.channels.disable' : 'support.cashier.channels.enable')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {editing && (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queries.invalidateQueries({ queryKey: channelsQuery.queryKey });
          }}
        />
      )}
    </section>
  );
}

function inputOf(c: StaffChannel): ChannelInput {
  return {
    type: c.type, name: c.name, currency: c.currency, minAmount: c.minAmount, maxAmount: c.maxAmount, feeBps: c.feeBps, feeFixed: c.feeFixed,
    bankDetails: c.bankDetails ? { bankName: c.bankDetails.bankName, accountName: c.bankDetails.accountName, accountNumber: c.bankDetails.accountNumber, ...(c.bankDetails.note ? { note: c.bankDetails.note } : {}) } : null,
    timeoutMinutes: c.timeoutMinutes, enabled: c.enabled, sort: c.sort,
  };
}

interface ChannelDraft {
  type: 'sandbox' | 'bank';
  name: string; currency: string; min: string; max: string; feeBps: string; feeFixed: string; timeout: string; sort: string; enabled: boolean;
  bankName: string; accountName: string; accountNumber: string; note: string;
}

function draftOf(c: StaffChannel | null): ChannelDraft {
  return c
    ? {
        type: c.type, name: c.name, currency: c.currency, min: major(c.minAmount), max: major(c.maxAmount), feeBps: String(c.feeBps), feeFixed: major(c.feeFixed),
        timeout: String(c.timeoutMinutes), sort: String(c.sort), enabled: c.enabled,
        bankName: c.bankDetails?.bankName ?? '', accountName: c.bankDetails?.accountName ?? '', accountNumber: c.bankDetails?.accountNumber ?? '', note: c.bankDetails?.note ?? '',
      }
    : { type: 'sandbox', name: '', currency: '', min: '', max: '', feeBps: '0', feeFixed: '0', timeout: '15', sort: '0', enabled: true, bankName: '', accountName: '', accountNumber: '', note: '' };
}

type DraftErrors = Partial<Record<keyof ChannelDraft, string>>;

/** The draft as a request, or what is wrong with it, field by field (the gateway checks again). */
function readDraft(d: ChannelDraft, t: (k: string) => string): { input: ChannelInput | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const bad = t('support.cashier.invalid');
  const min = parseAmount(d.min);
  const max = parseAmount(d.max);
  const feeBps = parseWhole(d.feeBps, 0, 10000);
  const feeFixed = parseFee(d.feeFixed);
  const timeout = parseWhole(d.timeout, 1, 20160);
  const sort = parseWhole(d.sort, -100000, 100000);
  if (!d.name.trim()) errors.name = t('support.cashier.required');
  if (!/^[A-Z]{3}$/.test(d.currency.trim().toUpperCase())) errors.currency = t('support.cashier.channels.currencyHint');
  if (min === null) errors.min = bad;
  if (max === null) errors.max = bad;
  else if (min !== null && max < min) errors.max = t('support.cashier.maxBelowMin');
  if (feeBps === null) errors.feeBps = bad;
  if (feeFixed === null) errors.feeFixed = bad;
  if (timeout === null) errors.timeout = bad;
  if (sort === null) errors.sort = bad;
  if (d.type === 'bank') {
    if (!d.bankName.trim()) errors.bankName = t('support.cashier.required');
    if (!d.accountName.trim()) errors.accountName = t('support.cashier.required');
    if (!d.accountNumber.trim()) errors.accountNumber = t('support.cashier.required');
  }
  if (Object.keys(errors).length) return { input: null, errors };
  return {
    errors,
    input: {
      type: d.type, name: d.name.trim(), currency: d.currency.trim().toUpperCase(), minAmount: min!, maxAmount: max!, feeBps: feeBps!, feeFixed: feeFixed!,
      bankDetails: d.type === 'bank'
        ? { bankName: d.bankName.trim(), accountName: d.accountName.trim(), accountNumber: d.accountNumber.trim(), ...(d.note.trim() ? { note: d.note.trim() } : {}) }
        : null,
      timeoutMinutes: timeout!, enabled: d.enabled, sort: sort!,
    },
  };
}

/** The gateway's SETTING_INVALID names fields of the request; map them onto the form's. */
const SERVER_FIELDS: Record<string, keyof ChannelDraft> = { name: 'name', maxAmount: 'max', bankDetails: 'bankName', type: 'type' };

function ChannelDialog({ channel, onClose, onSaved }: { channel: StaffChannel | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [d, setD] = useState(() => draftOf(channel));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useMutation({
    mutationFn: (input: ChannelInput) =>
      channel
        ? staffCall<StaffChannel>(withId(API.staffCashierChannel, channel.id), { method: 'PUT', body: input })
        : staffCall<StaffChannel>(API.staffCashierChannels, { method: 'POST', body: input }),
    onSuccess: onSaved,
    onError: (e) => {
      const fields = e instanceof ApiError ? (e.value as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields) {
        const mapped: DraftErrors = {};
        for (const k of Object.keys(fields)) mapped[SERVER_FIELDS[k] ?? 'name'] = t(k === 'type' ? 'support.cashier.channels.typeLocked' : k === 'maxAmount' ? 'support.cashier.maxBelowMin' : 'support.cashier.invalid');
        setErrors(mapped);
      }
    },
  });
  const edit = (patch: Partial<ChannelDraft>) => {
    setD((cur) => ({ ...cur, ...patch }));
    setErrors((cur) => {
      const next = { ...cur };
      for (const k of Object.keys(patch)) delete next[k as keyof ChannelDraft];
      return next;
    });
  };
  const f = (key: keyof ChannelDraft, label: string, extra: { hint?: ReactNode; inputMode?: 'decimal' | 'numeric'; required?: boolean; autoComplete?: string } = {}) => (
    <Field label={label} value={String(d[key])} onValue={(v) => edit({ [key]: v } as Partial<ChannelDraft>)} error={errors[key]} required={extra.required ?? true}
      hint={extra.hint} inputMode={extra.inputMode} autoComplete="off" spellCheck={false} id={`cs-ch-${key}`} />
  );
  const typeId = useId();
  return (
    <Modal title={channel ? t('support.cashier.channels.editTitle', { name: channel.name }) : t('support.cashier.channels.addTitle')} onClose={onClose} size="lg" variant="dialog">
      <form className="form sc-cs-form" noValidate onSubmit={(e) => {
        e.preventDefault();
        save.reset();
        const r = readDraft(d, t);
        setErrors(r.errors);
        if (r.input) save.mutate(r.input);
      }}>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>{t('support.cashier.channels.cols.type')}</label>
          <select id={typeId} className="field__input" value={d.type} onChange={(e) => edit({ type: e.target.value as ChannelDraft['type'] })}
            aria-invalid={errors.type ? true : undefined} aria-describedby={errors.type ? `${typeId}-msg` : undefined}>
            <option value="sandbox">{t('support.cashier.channels.types.sandbox')}</option>
            <option value="bank">{t('support.cashier.channels.types.bank')}</option>
          </select>
          {errors.type && <p id={`${typeId}-msg`} className="field__error" role="alert">{errors.type}</p>}
        </div>
        {f('name', t('support.cashier.channels.name'))}
        {f('currency', t('support.cashier.channels.currency'), { hint: t('support.cashier.channels.currencyHint') })}
        <div className="sc-cs-grid">
          {f('min', t('support.cashier.channels.min'), { inputMode: 'decimal' })}
          {f('max', t('support.cashier.channels.max'), { inputMode: 'decimal' })}
          {f('feeBps', t('support.cashier.channels.feeBps'), { inputMode: 'numeric', hint: t('support.cashier.channels.feeBpsHint') })}
          {f('feeFixed', t('support.cashier.channels.feeFixed'), { inputMode: 'decimal' })}
          {f('timeout', t('support.cashier.channels.timeout'), { inputMode: 'numeric', hint: t('support.cashier.channels.timeoutHint') })}
          {f('sort', t('support.cashier.channels.sort'), { inputMode: 'numeric', hint: t('support.cashier.channels.sortHint') })}
        </div>
        {d.type === 'bank' && (
          <fieldset className="sc-cs-bank">
            <legend>{t('support.cashier.channels.bank')}</legend>
            {f('bankName', t('support.cashier.channels.bankName'))}
            {f('accountName', t('support.cashier.channels.accountName'))}
            {f('accountNumber', t('support.cashier.channels.accountNumber'))}
            {f('note', t('support.cashier.channels.note'), { required: false })}
          </fieldset>
        )}
        <div className="sc-switch-row">
          <input id="cs-ch-enabled" type="checkbox" role="switch" checked={d.enabled} onChange={(e) => edit({ enabled: e.target.checked })} aria-describedby="cs-ch-enabled-hint" />
          <label htmlFor="cs-ch-enabled">{t('support.cashier.channels.enabled')}</label>
          <span id="cs-ch-enabled-hint" className="sc-muted sc-small">{t('support.cashier.channels.enabledHint')}</span>
        </div>
        <FormError message={save.isError ? errorText(save.error) : ''} />
        <div className="sc-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>{t('in_more_cancel')}</button>
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending} data-testid="cs-save-channel">
            {save.isPending ? t('support.settings.saving') : t('support.cashier.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/* ------------------------------------------------------- withdrawal limits */

function LimitsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(limitsQuery);
  const [d, setD] = useState<Record<'min' | 'max' | 'count' | 'amount' | 'minutes', string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (q.data) setD({ min: major(q.data.minAmount), max: major(q.data.maxAmount), count: String(q.data.dailyCount), amount: major(q.data.dailyAmount), minutes: String(q.data.confirmMinutes) });
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: WithdrawLimits) => staffCall<WithdrawLimits>(API.staffWithdrawLimits, { method: 'PUT', body }),
    onSuccess: (v) => {
      setNotice(t('support.cashier.saved'));
      queries.setQueryData(limitsQuery.queryKey, v);
    },
  });
  const edit = (k: keyof NonNullable<typeof d>, v: string) => {
    setNotice('');
    setErrors((e) => ({ ...e, [k]: '' }));
    setD((cur) => (cur ? { ...cur, [k]: v } : cur));
  };
  const submit = () => {
    if (!d) return;
    save.reset();
    const bad = t('support.cashier.invalid');
    const v = { minAmount: parseAmount(d.min), maxAmount: parseAmount(d.max), dailyCount: parseWhole(d.count, 1, 1000), dailyAmount: parseAmount(d.amount), confirmMinutes: parseWhole(d.minutes, 1, 43200) };
    const e: Record<string, string> = {};
    if (v.minAmount === null) e.min = bad;
    if (v.maxAmount === null) e.max = bad;
    else if (v.minAmount !== null && v.maxAmount < v.minAmount) e.max = t('support.cashier.maxBelowMin');
    if (v.dailyCount === null) e.count = bad;
    if (v.dailyAmount === null) e.amount = bad;
    if (v.confirmMinutes === null) e.minutes = bad;
    setErrors(e);
    if (Object.keys(e).length === 0) save.mutate(v as WithdrawLimits);
  };
  const field = (k: keyof NonNullable<typeof d>, label: string, hint?: string) => (
    <Field id={`cs-wl-${k}`} label={label} value={d![k]} onValue={(v) => edit(k, v)} error={errors[k] || null} hint={hint} required
      inputMode={k === 'count' || k === 'minutes' ? 'numeric' : 'decimal'} autoComplete="off" readOnly={readOnly} />
  );
  return (
    <section className="sc-card" aria-labelledby="cs-limits-h">
      <h2 id="cs-limits-h">{t('support.cashier.limits.heading')}</h2>
      <p className="sc-muted sc-small">{t('support.cashier.limits.hint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && !q.error && <div className="sc-skeleton-block" aria-hidden="true" />}
      {d && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); if (!readOnly) submit(); }}>
          <div className="sc-cs-grid">
            {field('min', t('support.cashier.limits.min'))}
            {field('max', t('support.cashier.limits.max'))}
            {field('count', t('support.cashier.limits.count'))}
            {field('amount', t('support.cashier.limits.amount'))}
            {field('minutes', t('support.cashier.limits.minutes'), t('support.cashier.limits.minutesHint'))}
          </div>
          <FormError message={save.isError ? errorText(save.error) : ''} />
          {!readOnly && (
            <div className="sc-actions">
              <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="cs-save-limits">
                {save.isPending ? t('support.settings.saving') : t('support.cashier.save')}
              </button>
              <span className="sc-muted" role="status">{notice}</span>
            </div>
          )}
        </form>
      )}
    </section>
  );
}

/* ------------------------------------------------------------- wallet mode */

function WalletModeSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(modeQuery);
  const [d, setD] = useState<{ single: boolean; vendors: string; upline: boolean } | null>(null);
  const [vendorError, setVendorError] = useState('');
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (q.data) setD({ single: q.data.single, vendors: q.data.vendors.join(', '), upline: q.data.uplineTransfer });
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: WalletModeSettings) => staffCall<WalletModeValue>(API.staffWalletMode, { method: 'PUT', body }),
    onSuccess: (v) => {
      setNotice(t('support.cashier.saved'));
      queries.setQueryData(modeQuery.queryKey, v);
    },
  });
  const edit = (patch: Partial<NonNullable<typeof d>>) => {
    setNotice('');
    setVendorError('');
    setD((cur) => (cur ? { ...cur, ...patch } : cur));
  };
  const submit = async () => {
    if (!d || !q.data) return;
    save.reset();
    const vendors = [...new Set(d.vendors.split(/[\s,;]+/).map((v) => v.toUpperCase()).filter(Boolean))];
    const wrong = vendors.find((v) => !VENDOR_CODE.test(v));
    if (wrong) return setVendorError(t('support.cashier.mode.vendorInvalid', { code: wrong }));
    const dropped = q.data.fundedVendors.filter((v) => !vendors.includes(v));
    if (dropped.length) return setVendorError(t('err.WALLET_VENDOR_HAS_FUNDS') + ` (${dropped.join(', ')})`);
    if (d.single && !q.data.single) {
      const sure = await ui.dialog({
        titleKey: 'support.cashier.mode.singleTitle', messageKey: 'support.cashier.mode.singleBody',
        confirmKey: 'support.cashier.mode.singleAction', cancelKey: 'in_more_cancel', tone: 'warning',
      });
      if (!sure) return;
    }
    save.mutate({ single: d.single, vendors, uplineTransfer: d.upline });
  };
  const serverVendors = save.error instanceof ApiError ? (save.error.value as { vendors?: string[] } | null)?.vendors : undefined;
  return (
    <section className="sc-card" aria-labelledby="cs-mode-h">
      <h2 id="cs-mode-h">{t('support.cashier.mode.heading')}</h2>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && !q.error && <div className="sc-skeleton-block" aria-hidden="true" />}
      {d && q.data && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); if (!readOnly) void submit(); }}>
          <fieldset className="sc-cs-radios" disabled={readOnly}>
            <legend>{t('support.cashier.mode.mode')}</legend>
            <label><input type="radio" name="cs-mode" checked={d.single} onChange={() => edit({ single: true })} /> {t('support.cashier.mode.single')}</label>
            <label><input type="radio" name="cs-mode" checked={!d.single} onChange={() => edit({ single: false })} /> {t('support.cashier.mode.transfer')}</label>
          </fieldset>
          <div className="sc-field">
            <label htmlFor="cs-vendors">{t('support.cashier.mode.vendors')}</label>
            <textarea id="cs-vendors" rows={2} value={d.vendors} spellCheck={false} readOnly={readOnly} aria-describedby="cs-vendors-hint"
              aria-invalid={vendorError ? true : undefined} onChange={(e) => edit({ vendors: e.target.value })} />
            <span id="cs-vendors-hint" className="sc-muted sc-small">
              {t('support.cashier.mode.vendorsHint')}
              {q.data.fundedVendors.length > 0 && ` ${t('support.cashier.mode.funded', { vendors: q.data.fundedVendors.join(', ') })}`}
            </span>
            {vendorError && <p className="field__error" role="alert">{vendorError}</p>}
          </div>
          <div className="sc-switch-row">
            <input id="cs-upline" type="checkbox" role="switch" checked={d.upline} disabled={readOnly} onChange={(e) => edit({ upline: e.target.checked })} aria-describedby="cs-upline-hint" />
            <label htmlFor="cs-upline">{t('support.cashier.mode.upline')}</label>
            <span id="cs-upline-hint" className="sc-muted sc-small">{t('support.cashier.mode.uplineHint')}</span>
          </div>
          <p className="sc-muted sc-small">{t('support.cashier.lastChange')}: {show.text(q.data.updatedBy)} {show.time(q.data.updatedAt)}</p>
          <FormError message={save.isError ? errorText(save.error) + (serverVendors?.length ? ` (${serverVendors.join(', ')})` : '') : ''} />
          {!readOnly && (
            <div className="sc-actions">
              <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="cs-save-mode">
                {save.isPending ? t('support.settings.saving') : t('support.cashier.save')}
              </button>
              <span className="sc-muted" role="status">{notice}</span>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
