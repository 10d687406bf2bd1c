import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type WalletModeSettings, type WalletModeValue, ENDPOINTS } from '@wl/shared/core';
import { walletModeSettings } from '@wl/shared/form-checks';
import { ApiError } from '../../api/http';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { errorOf, schemaResolver } from '../../lib/form-resolver';
import { useShow } from '../../console-kit/accounts';
import { SwitchRow } from '../../console-kit/form';
import { callStaff } from '../../console-kit/staffApi';
import { SaveBar, useErrorText } from '../../console-kit/ui';
import { modeQuery, VENDOR_CODE } from './cashierSettings';
import { SettingsCard, useSettingsForm } from './SettingsCard';

type Draft = { single: boolean; vendors: string; upline: boolean };

const draftOf = (m: WalletModeValue): Draft => ({ single: m.single, vendors: m.vendors.join(', '), upline: m.uplineTransfer });

/** The vendor codes as typed: any separator, any case, each once. */
const vendorsOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((v) => v.toUpperCase())
      .filter(Boolean),
  ),
];
const wrongVendor = (text: string) => vendorsOf(text).find((v) => !VENDOR_CODE.test(v));
/** Vendors that still hold members' money, which the list may not drop (the gateway refuses it too). */
const droppedFunded = (mode: WalletModeValue, text: string) => {
  const vendors = vendorsOf(text);
  return mode.fundedVendors.filter((v) => !vendors.includes(v));
};

const FUNDED = 'err.WALLET_VENDOR_HAS_FUNDS';

/** The body's own checks; the settings as read (which vendors hold money) come in as the form's context. */
const resolver = schemaResolver<Draft, WalletModeSettings, WalletModeValue>(walletModeSettings, {
  toBody: (d) => ({ single: d.single, vendors: vendorsOf(d.vendors), uplineTransfer: d.upline }),
  fields: { uplineTransfer: 'upline' },
  messages: { vendors: (d) => (wrongVendor(d.vendors) ? 'support.cashier.mode.vendorInvalid' : 'err.SETTING_INVALID') },
  rules: (_body, d, mode) => ({ vendors: droppedFunded(mode, d.vendors).length ? FUNDED : undefined }),
});

export function WalletModeSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="cs-mode-h" heading={t('support.cashier.mode.heading')} query={useQuery(modeQuery)}>
      {(mode) => <WalletModeForm mode={mode} readOnly={readOnly} />}
    </SettingsCard>
  );
}

function WalletModeForm({ mode, readOnly }: { mode: WalletModeValue; readOnly: boolean }) {
  const { t } = useTranslation();
  const show = useShow();
  const errorText = useErrorText();
  const { form, save, notice, submit } = useSettingsForm({
    data: mode,
    draftOf,
    resolver,
    context: mode,
    queryKey: modeQuery.queryKey,
    put: (body: WalletModeSettings) => callStaff(ENDPOINTS.staffWalletModePut, { body }),
    readOnly,
  });
  const send = async (body: WalletModeSettings) => {
    // Switching to a single wallet changes how every member's money moves: a second look.
    if (body.single && !mode.single) {
      const sure = await ui.dialog({
        titleKey: 'support.cashier.mode.singleTitle',
        messageKey: 'support.cashier.mode.singleBody',
        confirmKey: 'support.cashier.mode.singleAction',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
      });
      if (!sure) return;
    }
    save.mutate(body);
  };
  const typed = form.watch('vendors');
  const single = form.watch('single');
  const vendorError = errorOf(form, t, 'vendors', { code: wrongVendor(typed) });
  const fundedNote = form.formState.errors.vendors?.message === FUNDED ? ` (${droppedFunded(mode, typed).join(', ')})` : '';
  const serverVendors = save.error instanceof ApiError ? (save.error.value as { vendors?: string[] } | null)?.vendors : undefined;
  const set = (name: 'single' | 'upline', v: boolean) => form.setValue(name, v, { shouldDirty: true });
  return (
    <form noValidate onSubmit={submit(send)}>
      <fieldset className="sc-cs-radios" disabled={readOnly}>
        <legend>{t('support.cashier.mode.mode')}</legend>
        <label>
          <input type="radio" name="cs-mode" checked={single} onChange={() => set('single', true)} /> {t('support.cashier.mode.single')}
        </label>
        <label>
          <input type="radio" name="cs-mode" checked={!single} onChange={() => set('single', false)} /> {t('support.cashier.mode.transfer')}
        </label>
      </fieldset>
      <div className="sc-field">
        <label htmlFor="cs-vendors">{t('support.cashier.mode.vendors')}</label>
        <textarea
          id="cs-vendors"
          rows={2}
          spellCheck={false}
          readOnly={readOnly}
          aria-describedby="cs-vendors-hint"
          aria-invalid={vendorError ? true : undefined}
          {...form.register('vendors')}
        />
        <span id="cs-vendors-hint" className="sc-muted sc-small">
          {t('support.cashier.mode.vendorsHint')}
          {mode.fundedVendors.length > 0 && ` ${t('support.cashier.mode.funded', { vendors: mode.fundedVendors.join(', ') })}`}
        </span>
        {vendorError && (
          <p className="field__error" role="alert">
            {vendorError + fundedNote}
          </p>
        )}
      </div>
      <SwitchRow
        id="cs-upline"
        checked={form.watch('upline')}
        disabled={readOnly}
        onChange={(v) => set('upline', v)}
        hint={t('support.cashier.mode.uplineHint')}
      >
        {t('support.cashier.mode.upline')}
      </SwitchRow>
      <p className="sc-muted sc-small">
        {t('support.cashier.lastChange')}: {show.text(mode.updatedBy)} {show.time(mode.updatedAt)}
      </p>
      <FormError message={save.isError ? errorText(save.error) + (serverVendors?.length ? ` (${serverVendors.join(', ')})` : '') : ''} />
      {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="cs-save-mode" />}
    </form>
  );
}
