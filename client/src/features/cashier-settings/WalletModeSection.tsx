import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type WalletModeSettings, ENDPOINTS } from '@wl/shared/core';
import { ApiError } from '../../api/http';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { useShow } from '../../console-kit/accounts';
import { callStaff } from '../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../console-kit/ui';
import { modeQuery, VENDOR_CODE } from './cashierSettings';

export function WalletModeSection({ readOnly }: { readOnly: boolean }) {
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
    mutationFn: (body: WalletModeSettings) => callStaff(ENDPOINTS.staffWalletModePut, { body }),
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
    const vendors = [
      ...new Set(
        d.vendors
          .split(/[\s,;]+/)
          .map((v) => v.toUpperCase())
          .filter(Boolean),
      ),
    ];
    const wrong = vendors.find((v) => !VENDOR_CODE.test(v));
    if (wrong) return setVendorError(t('support.cashier.mode.vendorInvalid', { code: wrong }));
    const dropped = q.data.fundedVendors.filter((v) => !vendors.includes(v));
    if (dropped.length) return setVendorError(t('err.WALLET_VENDOR_HAS_FUNDS') + ` (${dropped.join(', ')})`);
    if (d.single && !q.data.single) {
      const sure = await ui.dialog({
        titleKey: 'support.cashier.mode.singleTitle',
        messageKey: 'support.cashier.mode.singleBody',
        confirmKey: 'support.cashier.mode.singleAction',
        cancelKey: 'in_more_cancel',
        tone: 'warning',
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
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) void submit();
          }}
        >
          <fieldset className="sc-cs-radios" disabled={readOnly}>
            <legend>{t('support.cashier.mode.mode')}</legend>
            <label>
              <input type="radio" name="cs-mode" checked={d.single} onChange={() => edit({ single: true })} /> {t('support.cashier.mode.single')}
            </label>
            <label>
              <input type="radio" name="cs-mode" checked={!d.single} onChange={() => edit({ single: false })} /> {t('support.cashier.mode.transfer')}
            </label>
          </fieldset>
          <div className="sc-field">
            <label htmlFor="cs-vendors">{t('support.cashier.mode.vendors')}</label>
            <textarea
              id="cs-vendors"
              rows={2}
              value={d.vendors}
              spellCheck={false}
              readOnly={readOnly}
              aria-describedby="cs-vendors-hint"
              aria-invalid={vendorError ? true : undefined}
              onChange={(e) => edit({ vendors: e.target.value })}
            />
            <span id="cs-vendors-hint" className="sc-muted sc-small">
              {t('support.cashier.mode.vendorsHint')}
              {q.data.fundedVendors.length > 0 && ` ${t('support.cashier.mode.funded', { vendors: q.data.fundedVendors.join(', ') })}`}
            </span>
            {vendorError && (
              <p className="field__error" role="alert">
                {vendorError}
              </p>
            )}
          </div>
          <div className="sc-switch-row">
            <input
              id="cs-upline"
              type="checkbox"
              role="switch"
              checked={d.upline}
              disabled={readOnly}
              onChange={(e) => edit({ upline: e.target.checked })}
              aria-describedby="cs-upline-hint"
            />
            <label htmlFor="cs-upline">{t('support.cashier.mode.upline')}</label>
            <span id="cs-upline-hint" className="sc-muted sc-small">
              {t('support.cashier.mode.uplineHint')}
            </span>
          </div>
          <p className="sc-muted sc-small">
            {t('support.cashier.lastChange')}: {show.text(q.data.updatedBy)} {show.time(q.data.updatedAt)}
          </p>
          <FormError message={save.isError ? errorText(save.error) + (serverVendors?.length ? ` (${serverVendors.join(', ')})` : '') : ''} />
          {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="cs-save-mode" />}
        </form>
      )}
    </section>
  );
}
