import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  VENDOR_SECRET_OVERLAP_HOURS,
  VENDOR_SECRET_OVERLAP_HOURS_MAX,
  type StaffVendorCredential,
  type StaffVendorCredentialRotate,
  type StaffVendorCredentialRotated,
  ENDPOINTS,
} from '@wl/shared/core';
import { staffVendorCredentialRotate } from '@wl/shared/form-checks';
import { CopyField } from '../../components/CopyField';
import { FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { schemaResolver } from '../../lib/form-resolver';
import { useShow } from '../../console-kit/accounts';
import { FormButtons, FormText } from '../../console-kit/form';
import { callStaff } from '../../console-kit/staffApi';
import { parseWhole } from './cashierSettings';
import { ErrorNote, useErrorText } from '../../console-kit/ui';

/**
 * The console's "Vendor credentials" (admins; docs/SEAMLESS.md "Rotation"): each vendor's public
 * operator id for this site and a rotation that shows the new secret once. The secret lives only
 * in this page's state while its dialog is open: it is never put in the query cache, and closing
 * the dialog drops it.
 */
const credentialsQuery = queryOptions({
  queryKey: ['staff', 'vendor-credentials'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffVendorCredentials, { signal }),
});

/** The overlap as the body's check reads it (a whole number of hours up to the maximum); what cannot be read goes as NaN. */
const overlapResolver = schemaResolver<{ hours: string }, StaffVendorCredentialRotate>(staffVendorCredentialRotate, {
  toBody: (d) => ({ overlapHours: parseWhole(d.hours, 0, VENDOR_SECRET_OVERLAP_HOURS_MAX) ?? Number.NaN }),
  fields: { overlapHours: 'hours' },
  messages: { overlapHours: 'support.vendorCredentials.overlapInvalid' },
});

const COLS = ['vendor', 'operator', 'created', 'rotated', 'retires'] as const;

export default function VendorCredentialsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const q = useQuery(credentialsQuery);
  const [rotating, setRotating] = useState<StaffVendorCredential | null>(null);
  return (
    <section className="sc-page">
      <h1>{t('support.vendorCredentials.heading')}</h1>
      <p className="sc-muted">{t('support.vendorCredentials.intro')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={t('support.vendorCredentials.tableLabel')}>
        <table className="sc-table" aria-label={t('support.vendorCredentials.tableLabel')} aria-busy={q.isFetching}>
          <thead>
            <tr>
              {COLS.map((c) => (
                <th key={c} scope="col">
                  {t(`support.vendorCredentials.cols.${c}`)}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t('support.vendorCredentials.cols.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {q.data?.list.map((c) => (
              <tr key={c.vassalage} data-testid={`vc-row-${c.vassalage}`}>
                <td>
                  {c.name} <span className="sc-muted sc-small">{c.vassalage}</span>
                </td>
                <td className="sc-num">
                  {c.operatorId ? <code>{c.operatorId}</code> : <span className="sc-muted">{t('support.vendorCredentials.none')}</span>}
                </td>
                <td className="sc-num sc-nowrap">{show.time(c.createdAt)}</td>
                <td className="sc-num sc-nowrap">{show.time(c.rotatedAt)}</td>
                <td className="sc-num sc-nowrap">{show.time(c.previousRetiresAt)}</td>
                <td>
                  {/* The vendor's name is read out after the visible text, so the name still starts with what is shown. */}
                  <button type="button" className="btn btn--outline btn--sm" onClick={() => setRotating(c)} data-testid={`vc-rotate-${c.vassalage}`}>
                    {t('support.vendorCredentials.rotate')}
                    <span className="sr-only"> ({c.name})</span>
                  </button>
                </td>
              </tr>
            ))}
            {q.data && q.data.list.length === 0 && (
              <tr>
                <td colSpan={COLS.length + 1} className="sc-muted">
                  {t('support.list.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {rotating && <RotateDialog vendor={rotating} onDone={() => setRotating(null)} />}
    </section>
  );
}

/** Confirm (with the overlap), then the new secret once; closing either step ends it. */
function RotateDialog({ vendor, onDone }: { vendor: StaffVendorCredential; onDone(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const show = useShow();
  const queries = useQueryClient();
  const form = useForm<{ hours: string }, unknown, StaffVendorCredentialRotate>({
    defaultValues: { hours: String(VENDOR_SECRET_OVERLAP_HOURS) },
    resolver: overlapResolver,
  });
  const [rotated, setRotated] = useState<StaffVendorCredentialRotated | null>(null);
  const rotate = useMutation({
    mutationFn: (body: StaffVendorCredentialRotate) => callStaff(ENDPOINTS.staffVendorCredentialRotate, { params: { code: vendor.vassalage }, body }),
    // The secret goes to this dialog's state only; the listing is read again (it never has one).
    onSuccess: (v) => {
      setRotated(v);
      void queries.invalidateQueries({ queryKey: credentialsQuery.queryKey });
    },
  });
  const close = () => {
    setRotated(null);
    rotate.reset();
    onDone();
  };

  // Two keyed dialogs, not one whose content changes: the second mounts afresh, so its focus trap
  // puts focus on the secret (selected for copying) and still hands it back to the row's button.
  if (rotated) {
    return (
      <Modal key="secret" title={t('support.vendorCredentials.newTitle', { name: vendor.name })} onClose={close} size="sm" variant="dialog" role="alertdialog">
        <div className="form" data-testid="vc-secret-dialog">
          <p className="sc-error" role="alert">
            {t('support.vendorCredentials.onceWarning')}
          </p>
          <CopyField label={t('support.vendorCredentials.secretLabel')} value={rotated.secret} testId="vc-secret" />
          <CopyField label={t('support.vendorCredentials.operatorLabel')} value={rotated.operatorId ?? ''} testId="vc-operator" />
          <p className="sc-muted sc-small">
            {rotated.previousRetiresAt
              ? t('support.vendorCredentials.overlapUntil', { time: show.time(rotated.previousRetiresAt) })
              : t('support.vendorCredentials.overlapNone')}
          </p>
          <div className="sc-actions">
            <button type="button" className="btn btn--primary btn--sm" onClick={close} data-testid="vc-done">
              {t('support.vendorCredentials.done')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      key="confirm"
      title={t('support.vendorCredentials.confirmTitle', { name: vendor.name })}
      onClose={close}
      size="sm"
      variant="dialog"
      role="alertdialog"
    >
      <form className="form" noValidate data-testid="vc-confirm" onSubmit={form.handleSubmit((body) => rotate.mutate(body))}>
        <p>{t('support.vendorCredentials.confirmText', { name: vendor.name })}</p>
        <FormText
          form={form}
          name="hours"
          params={{ max: VENDOR_SECRET_OVERLAP_HOURS_MAX }}
          id="vc-overlap"
          label={t('support.vendorCredentials.overlapLabel')}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t('support.vendorCredentials.overlapHint', { max: VENDOR_SECRET_OVERLAP_HOURS_MAX })}
        />
        <FormError message={rotate.isError ? errorText(rotate.error) : ''} />
        <FormButtons busy={rotate.isPending} onCancel={close} saveLabel={t('support.vendorCredentials.rotateConfirm')} testId="vc-confirm-rotate" small />
      </form>
    </Modal>
  );
}
