import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, VIP_HOST_CHANNELS, VIP_LIMITS, type StaffVipHost, type VipHost, type VipHostChannelKind } from '@wl/shared/core';
import { problemFields } from '../../../api/http';
import { Field, FormError } from '../../../components/Field';
import { staffCall } from '../../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../../console-kit/ui';

const hostQuery = queryOptions({ queryKey: ['staff', 'vip', 'host'], queryFn: ({ signal }) => staffCall<StaffVipHost>(API.staffVipHost, { signal }) });
const EMPTY: VipHost = { name: '', channels: [{ kind: 'whatsapp', value: '' }], note: '' };

/** The personal host of Platinum-and-above members: a name, up to five ways to reach them, a note (hours, languages). */
export function HostEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const q = useQuery(hostQuery);
  const [host, setHost] = useState<VipHost | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  // Filled once; a background refetch must not wipe what staff are typing (a save refills it).
  useEffect(() => {
    if (q.data) setHost((cur) => cur ?? q.data.host ?? EMPTY);
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: VipHost) => staffCall<StaffVipHost>(API.staffVipHost, { method: 'PUT', body }),
    onSuccess: (v) => {
      setNotice(t('vip.admin.saved'));
      setHost(v.host ?? EMPTY);
      queries.setQueryData(hostQuery.queryKey, v);
    },
    onError: (e) => {
      const fields = problemFields(e);
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, code]) => [k, t(`vip.admin.problems.${code}`, { defaultValue: t('err.SETTING_INVALID') })])),
      );
    },
  });
  const change = (next: VipHost) => {
    setNotice('');
    setErrors({});
    setHost(next);
  };
  const submit = () => {
    if (!host) return;
    save.reset();
    const body = {
      name: host.name.trim(),
      note: host.note.trim(),
      channels: host.channels.filter((c) => c.value.trim()).map((c) => ({ kind: c.kind, value: c.value.trim() })),
    };
    if (!body.name) return setErrors({ name: t('vip.admin.problems.blank') });
    save.mutate(body);
  };
  return (
    <section className="sc-card" aria-labelledby="vip-host-h">
      <h2 id="vip-host-h">{t('vip.admin.host')}</h2>
      <p className="sc-muted sc-small">{t('vip.admin.hostHint')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {host && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) submit();
          }}
          className="vip-admin__host"
        >
          <Field
            id="vip-host-name"
            label={t('vip.admin.hostName')}
            value={host.name}
            onValue={(v) => change({ ...host, name: v })}
            error={errors.name || null}
            maxLength={VIP_LIMITS.hostNameLength}
            required
            readOnly={readOnly}
            autoComplete="off"
          />
          <fieldset className="vip-admin__channels">
            <legend>{t('vip.admin.channels')}</legend>
            {host.channels.map((c, i) => (
              <div key={i} className="vip-admin__channel">
                <select
                  className="field__input"
                  value={c.kind}
                  disabled={readOnly}
                  aria-label={t('vip.admin.channelKind', { n: i + 1 })}
                  onChange={(e) =>
                    change({ ...host, channels: host.channels.map((x, j) => (j === i ? { ...x, kind: e.target.value as VipHostChannelKind } : x)) })
                  }
                >
                  {VIP_HOST_CHANNELS.map((k) => (
                    <option key={k} value={k}>
                      {t(`vip.channels.${k}`)}
                    </option>
                  ))}
                </select>
                <input
                  className="field__input"
                  value={c.value}
                  readOnly={readOnly}
                  maxLength={VIP_LIMITS.channelValueLength}
                  autoComplete="off"
                  aria-label={t('vip.admin.channelValue', { n: i + 1 })}
                  aria-invalid={errors[`channels.${i}.value`] ? true : undefined}
                  onChange={(e) => change({ ...host, channels: host.channels.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })}
                />
                {!readOnly && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => change({ ...host, channels: host.channels.filter((_, j) => j !== i) })}
                  >
                    {t('vip.admin.remove')}
                  </button>
                )}
                {errors[`channels.${i}.value`] && (
                  <span className="sc-error-text sc-small" role="alert">
                    {errors[`channels.${i}.value`]}
                  </span>
                )}
              </div>
            ))}
            {!readOnly && host.channels.length < VIP_LIMITS.hostChannels && (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => change({ ...host, channels: [...host.channels, { kind: 'telegram', value: '' }] })}
              >
                {t('vip.admin.addChannel')}
              </button>
            )}
          </fieldset>
          <Field
            id="vip-host-note"
            label={t('vip.admin.hostNote')}
            value={host.note}
            onValue={(v) => change({ ...host, note: v })}
            maxLength={VIP_LIMITS.hostNoteLength}
            readOnly={readOnly}
            autoComplete="off"
          />
          <FormError message={save.isError && Object.keys(errors).length === 0 ? errorText(save.error) : ''} />
          {!readOnly && <SaveBar pending={save.isPending} notice={notice} testId="vip-save-host" />}
        </form>
      )}
    </section>
  );
}
