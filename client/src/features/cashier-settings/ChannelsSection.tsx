import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChannelInput, type StaffChannel, ENDPOINTS } from '@wl/shared/core';
import { channelInput } from '@wl/shared/form-checks';
import { problemFields } from '../../api/http';
import { ui } from '../../stores/ui';
import { FieldFrame, FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/format';
import { errorOf, schemaResolver, setServerErrors } from '../../lib/form-resolver';
import { parseAmount } from '../../lib/money';
import { useShow } from '../../console-kit/accounts';
import { FormButtons, FormText, SwitchRow } from '../../console-kit/form';
import { callStaff } from '../../console-kit/staffApi';
import { ErrorLine } from '../../console-kit/content';
import { AddButton, ErrorNote, ListTable, RowButton, useErrorText } from '../../console-kit/ui';
import { channelsQuery, major, parseFee, parseWhole } from './cashierSettings';

export function ChannelsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const q = useQuery(channelsQuery);
  const [editing, setEditing] = useState<StaffChannel | 'new' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const toggle = useMutation({
    mutationFn: (c: StaffChannel) => callStaff(ENDPOINTS.staffCashierChannel, { params: { id: c.id }, body: { ...inputOf(c), enabled: !c.enabled } }),
    onSuccess: () => {
      setFailure(null);
      void queries.invalidateQueries({ queryKey: channelsQuery.queryKey });
    },
    onError: setFailure,
  });

  const askToggle = async (c: StaffChannel) => {
    // Disabling hides the channel from members at once; it gets a second look.
    if (c.enabled) {
      const sure = await ui.dialog({
        titleKey: 'support.cashier.channels.disableTitle',
        messageKey: 'support.cashier.channels.disableBody',
        params: { name: c.name },
        confirmKey: 'support.cashier.channels.disable',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
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
        <AddButton show={!readOnly} label={t('support.cashier.channels.add')} testId="cs-add-channel" onClick={() => setEditing('new')} />
      </div>
      <p className="sc-muted sc-small">{t('support.cashier.channels.hint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <ErrorLine error={failure} />
      <ListTable
        label={t('support.cashier.channels.heading')}
        cols={cols.map((c) => ({ label: t(`support.cashier.channels.cols.${c}`), hidden: c === 'actions' }))}
        query={q}
        empty={t('support.cashier.channels.empty')}
        row={(c) => (
          <tr key={c.id} data-testid="cs-channel">
            <td>
              {c.name}
              <div className="sc-muted sc-small">
                #{c.id} · {t('support.cashier.channels.sortShort', { sort: c.sort })}
              </div>
            </td>
            <td>{t(`support.cashier.channels.types.${c.type}`)}</td>
            <td className="sc-num sc-nowrap" data-testid="cs-channel-range">
              {show.money(c.minAmount)} – {show.money(c.maxAmount, c.currency)}
            </td>
            <td className="sc-num sc-nowrap">{t('support.cashier.channels.feeShort', { pct: (c.feeBps / 100).toFixed(2), fixed: formatMoney(c.feeFixed) })}</td>
            <td className="sc-num">{t('support.cashier.channels.minutes', { count: c.timeoutMinutes })}</td>
            <td>
              <span className={`sc-status ${c.enabled ? 'sc-cs-on' : 'sc-cs-off'}`}>
                {t(c.enabled ? 'support.cashier.channels.enabled' : 'support.cashier.channels.disabled')}
              </span>
              <div className="sc-muted sc-small">
                {show.text(c.updatedBy)} {show.time(c.updatedAt)}
              </div>
            </td>
            <td>
              {!readOnly && (
                <div className="sc-actions">
                  <RowButton
                    label={t('support.cashier.channels.edit')}
                    name={t('support.cashier.channels.editNamed', { name: c.name })}
                    onClick={() => setEditing(c)}
                    testId="cs-edit"
                  />
                  <RowButton
                    label={t(c.enabled ? 'support.cashier.channels.disable' : 'support.cashier.channels.enable')}
                    name={t(c.enabled ? 'support.cashier.channels.disableNamed' : 'support.cashier.channels.enableNamed', { name: c.name })}
                    onClick={() => void askToggle(c)}
                    disabled={toggle.isPending}
                  />
                </div>
              )}
            </td>
          </tr>
        )}
      />
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
    type: c.type,
    name: c.name,
    currency: c.currency,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    feeBps: c.feeBps,
    feeFixed: c.feeFixed,
    bankDetails: c.bankDetails
      ? {
          bankName: c.bankDetails.bankName,
          accountName: c.bankDetails.accountName,
          accountNumber: c.bankDetails.accountNumber,
          ...(c.bankDetails.note ? { note: c.bankDetails.note } : {}),
        }
      : null,
    timeoutMinutes: c.timeoutMinutes,
    enabled: c.enabled,
    sort: c.sort,
  };
}

interface ChannelDraft {
  type: 'sandbox' | 'bank';
  name: string;
  currency: string;
  min: string;
  max: string;
  feeBps: string;
  feeFixed: string;
  timeout: string;
  sort: string;
  enabled: boolean;
  bankName: string;
  accountName: string;
  accountNumber: string;
  note: string;
}
/** The draft's text fields (all but the type and the switch). */
type TextField = Exclude<keyof ChannelDraft, 'type' | 'enabled'>;

function draftOf(c: StaffChannel | null): ChannelDraft {
  return c
    ? {
        type: c.type,
        name: c.name,
        currency: c.currency,
        min: major(c.minAmount),
        max: major(c.maxAmount),
        feeBps: String(c.feeBps),
        feeFixed: major(c.feeFixed),
        timeout: String(c.timeoutMinutes),
        sort: String(c.sort),
        enabled: c.enabled,
        bankName: c.bankDetails?.bankName ?? '',
        accountName: c.bankDetails?.accountName ?? '',
        accountNumber: c.bankDetails?.accountNumber ?? '',
        note: c.bankDetails?.note ?? '',
      }
    : {
        type: 'sandbox',
        name: '',
        currency: '',
        min: '',
        max: '',
        feeBps: '0',
        feeFixed: '0',
        timeout: '15',
        sort: '0',
        enabled: true,
        bankName: '',
        accountName: '',
        accountNumber: '',
        note: '',
      };
}

type BankField = 'bankName' | 'accountName' | 'accountNumber';
const BANK_FIELDS: readonly BankField[] = ['bankName', 'accountName', 'accountNumber'];
/** The bank details a bank channel needs but the draft leaves empty. */
const emptyBank = (d: ChannelDraft) => (d.type === 'bank' ? BANK_FIELDS.filter((k) => !d[k].trim()) : []);

/**
 * The draft as the request body (the gateway checks again): what cannot be read goes as NaN,
 * which its check refuses; each failing property is shown beside the field it is typed in.
 */
const resolver = schemaResolver<ChannelDraft, ChannelInput>(channelInput, {
  toBody: (d) => ({
    type: d.type,
    name: d.name.trim(),
    currency: d.currency.trim().toUpperCase(),
    minAmount: parseAmount(d.min) ?? Number.NaN,
    maxAmount: parseAmount(d.max) ?? Number.NaN,
    feeBps: parseWhole(d.feeBps, 0, 10000) ?? Number.NaN,
    feeFixed: parseFee(d.feeFixed) ?? Number.NaN,
    bankDetails:
      d.type === 'bank'
        ? {
            bankName: d.bankName.trim(),
            accountName: d.accountName.trim(),
            accountNumber: d.accountNumber.trim(),
            ...(d.note.trim() ? { note: d.note.trim() } : {}),
          }
        : null,
    timeoutMinutes: parseWhole(d.timeout, 1, 20160) ?? Number.NaN,
    enabled: d.enabled,
    sort: parseWhole(d.sort, -100000, 100000) ?? Number.NaN,
  }),
  fields: { minAmount: 'min', maxAmount: 'max', timeoutMinutes: 'timeout', bankDetails: (d) => emptyBank(d)[0] ?? 'bankName' },
  messages: {
    name: (d) => (d.name.trim() ? 'support.cashier.invalid' : 'support.cashier.required'),
    currency: 'support.cashier.channels.currencyHint',
    bankDetails: (d) => (emptyBank(d).length ? 'support.cashier.required' : 'support.cashier.invalid'),
  },
  fallback: 'support.cashier.invalid',
  // Every empty bank field says so at once; the body has one property for all of them.
  rules: (body, d) => ({
    max: body.maxAmount < body.minAmount ? 'support.cashier.maxBelowMin' : undefined,
    ...Object.fromEntries(emptyBank(d).map((k) => [k, 'support.cashier.required'])),
  }),
});

/** The gateway's refusals name fields of the request: these sit beside differently named fields. */
const SERVER_FIELDS = { maxAmount: 'max', bankDetails: 'bankName' } as const;
const serverMessage = (field: string) =>
  field === 'type' ? 'support.cashier.channels.typeLocked' : field === 'maxAmount' ? 'support.cashier.maxBelowMin' : 'support.cashier.invalid';

function ChannelDialog({ channel, onClose, onSaved }: { channel: StaffChannel | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<ChannelDraft, unknown, ChannelInput>({ defaultValues: draftOf(channel), resolver });
  const save = useMutation({
    mutationFn: (input: ChannelInput) =>
      channel
        ? callStaff(ENDPOINTS.staffCashierChannel, { params: { id: channel.id }, body: input })
        : callStaff(ENDPOINTS.staffCashierChannelsPost, { body: input }),
    onSuccess: onSaved,
    onError: (e) => setServerErrors(form, problemFields(e), serverMessage, SERVER_FIELDS),
  });
  const f = (key: TextField, label: string, extra: { hint?: ReactNode; inputMode?: 'decimal' | 'numeric'; required?: boolean } = {}) => (
    <FormText
      form={form}
      name={key}
      label={label}
      required={extra.required ?? true}
      hint={extra.hint}
      inputMode={extra.inputMode}
      autoComplete="off"
      spellCheck={false}
      id={`cs-ch-${key}`}
    />
  );
  const typeId = useId();
  const typeError = errorOf(form, t, 'type');
  return (
    <Modal
      title={channel ? t('support.cashier.channels.editTitle', { name: channel.name }) : t('support.cashier.channels.addTitle')}
      onClose={onClose}
      size="lg"
      variant="dialog"
    >
      <form
        className="form sc-cs-form"
        noValidate
        onSubmit={(e) => {
          save.reset();
          void form.handleSubmit((input) => save.mutate(input))(e);
        }}
      >
        <FieldFrame id={typeId} label={t('support.cashier.channels.cols.type')}>
          <select
            id={typeId}
            className="field__input"
            {...form.register('type')}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${typeId}-msg` : undefined}
          >
            <option value="sandbox">{t('support.cashier.channels.types.sandbox')}</option>
            <option value="bank">{t('support.cashier.channels.types.bank')}</option>
          </select>
          {typeError && (
            <p id={`${typeId}-msg`} className="field__error" role="alert">
              {typeError}
            </p>
          )}
        </FieldFrame>
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
        {form.watch('type') === 'bank' && (
          <fieldset className="sc-cs-bank">
            <legend>{t('support.cashier.channels.bank')}</legend>
            {f('bankName', t('support.cashier.channels.bankName'))}
            {f('accountName', t('support.cashier.channels.accountName'))}
            {f('accountNumber', t('support.cashier.channels.accountNumber'))}
            {f('note', t('support.cashier.channels.note'), { required: false })}
          </fieldset>
        )}
        <SwitchRow
          id="cs-ch-enabled"
          checked={form.watch('enabled')}
          onChange={(v) => form.setValue('enabled', v, { shouldDirty: true })}
          hint={t('support.cashier.channels.enabledHint')}
        >
          {t('support.cashier.channels.enabled')}
        </SwitchRow>
        <FormError message={save.isError ? errorText(save.error) : ''} />
        <FormButtons
          busy={save.isPending}
          onCancel={onClose}
          saveLabel={save.isPending ? t('support.settings.saving') : t('support.cashier.save')}
          testId="cs-save-channel"
          small
        />
      </form>
    </Modal>
  );
}
