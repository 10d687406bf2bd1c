import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SetRealityCheckRequest } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { tabs } from '../../session/session-tabs';
import { FieldFrame, FormError } from '../../components/Field';
import { realityKey, realityQuery, responsibleApi } from './responsibleApi';
import { RgSection } from './RgSection';

type Minutes = SetRealityCheckRequest['intervalMinutes'];
/** The gateway's list (REALITY_CHECK_MINUTES in shared/src/api/responsible.ts); off first. */
const CHOICES: Minutes[] = [null, 15, 30, 60, 90, 120];

/** Reality-check interval (docs/RESPONSIBLE.md "Reality check"): off by default; applies to this session at once. */
export function RealitySection() {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const query = useQuery(realityQuery(member?.id));
  const current = query.data?.intervalSeconds ?? null;
  const [picked, setPicked] = useState<Minutes | undefined>(undefined);
  const value = picked === undefined ? (current === null ? null : Math.round(current / 60)) : picked;
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: responsibleApi.setReality,
    onSuccess: (next) => {
      queries.setQueryData(realityKey(member?.id), next);
      setPicked(undefined);
      tabs.post({ type: 'reality' });
    },
    onError: (e) => {
      const x = errorText(e);
      setError(t(x.key, { defaultValue: x.fallback }));
    },
  });
  const label = (m: Minutes) => (m === null ? t('responsible.reality.off') : t('responsible.reality.every', { m }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.reset();
    save.mutate(value as Minutes);
  };

  return (
    <RgSection id="rg-reality" title={t('responsible.reality.title')} intro={t('responsible.reality.intro')}>
      <form className="form responsible__narrow" onSubmit={submit} noValidate>
        <FieldFrame id="rg-reality-interval" label={t('responsible.reality.interval')}>
          <div className="field__control">
            <div className="field__box">
              <select
                id="rg-reality-interval"
                className="field__input"
                value={value === null ? '' : String(value)}
                data-testid="reality-interval"
                onChange={(e) => setPicked(e.target.value === '' ? null : (Number(e.target.value) as Minutes))}
              >
                {CHOICES.map((m) => (
                  <option key={m ?? 'off'} value={m === null ? '' : String(m)}>
                    {label(m)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </FieldFrame>
        <FormError message={error} />
        {save.isSuccess && (
          <p className="notice notice--success" role="status">
            {t('responsible.reality.saved')}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={save.isPending || query.isPending} aria-busy={save.isPending} data-testid="reality-save">
          {t('responsible.reality.save')}
        </button>
      </form>
    </RgSection>
  );
}
