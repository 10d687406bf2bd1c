import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositLimitPeriod, DepositLimitWindow, ResponsibleSettings, SelfExclusionPeriod } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { onEvent } from '../../api/query';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { Spinner } from '../../components/PageTitle';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { responsibleKey, responsibleQuery } from '../../api/responsible';
import { responsibleApi } from './responsibleApi';
import { RealitySection } from './RealitySection';
import { TimeOutSection } from './TimeOutSection';
import './responsible.css';
import { RgSection } from './RgSection';

const PERIODS: DepositLimitPeriod[] = ['day', 'week', 'month'];
const EXCLUSIONS: SelfExclusionPeriod[] = ['1d', '7d', '30d', '6m', 'permanent'];
const EXCLUSION_DAYS: Record<SelfExclusionPeriod, number> = { '1d': 1, '7d': 7, '30d': 30, '6m': 181, permanent: Infinity };

/** "1,234.50" typed by the member -> minor units; '' -> null (no limit); undefined when not an amount. */
export function parseLimit(text: string): number | null | undefined {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return null;
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(plain)) return undefined;
  const minor = Math.round(Number(plain) * 100);
  return minor >= 1 ? minor : undefined;
}
const asText = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
const when = (iso: string) => formatTimestamp(new Date(iso));

/** Responsible gaming in the member centre: deposit limits per rolling window, reality check, self-exclusion and time-out. */
export default function ResponsiblePanel() {
  const { t } = useTranslation();
  const { member } = useSession();
  const query = useQuery(responsibleQuery(member?.id));
  // A deposit credited moves the balance and the "used" figures.
  useEffect(() => onEvent('balance:changed', responsibleKey(member?.id)), [member?.id]);

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    const e = errorText(query.error);
    return (
      <div className="responsible">
        <FormError message={t(e.key, { defaultValue: e.fallback })} />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const s = query.data;
  return (
    <div className="responsible" data-testid="responsible">
      <p className="muted">{t('responsible.intro')}</p>
      <LimitsSection settings={s} />
      <RealitySection />
      <ExclusionSection settings={s} />
      <TimeOutSection />
    </div>
  );
}

function WindowRow({ w }: { w: DepositLimitWindow }) {
  const { t } = useTranslation();
  const share = w.limit ? Math.min(100, Math.round((w.used / w.limit) * 100)) : 0;
  const label = t(`responsible.period.${w.period}`);
  return (
    <li className="responsible__window">
      <div className="responsible__window-head">
        <strong>{label}</strong>
        <span className="responsible__figures">
          {w.limit === null
            ? t('responsible.noLimit', { used: formatMoney(w.used) })
            : t('responsible.used', { used: formatMoney(w.used), limit: formatMoney(w.limit), remaining: formatMoney(w.remaining ?? 0) })}
        </span>
      </div>
      {w.limit !== null && (
        <div
          className={`responsible__bar${share >= 100 ? ' responsible__bar--full' : ''}`}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <span style={{ width: `${share}%` }} />
        </div>
      )}
      {w.pending && (
        <p className="responsible__pending">
          {w.pending.amount === null
            ? t('responsible.pendingRemove', { time: when(w.pending.effectiveAt) })
            : t('responsible.pendingRaise', { amount: formatMoney(w.pending.amount), time: when(w.pending.effectiveAt) })}
        </p>
      )}
    </li>
  );
}

function LimitsSection({ settings }: { settings: ResponsibleSettings }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const current = (p: DepositLimitPeriod) => settings.limits.find((l) => l.period === p)!;
  // Only the fields the member edited are sent: an untouched one keeps its waiting increase.
  const [edits, setEdits] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: responsibleApi.setLimits,
    onSuccess: (next) => {
      queries.setQueryData(responsibleKey(member?.id), next);
      setEdits({});
    },
    onError: (e) => {
      const x = errorText(e);
      setError(t(x.key, { defaultValue: x.fallback }));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.reset();
    const body: Partial<Record<DepositLimitPeriod, number | null>> = {};
    for (const p of PERIODS) {
      const text = edits[p];
      if (text === undefined) continue;
      const v = parseLimit(text);
      if (v === undefined) return setError(t('responsible.amountInvalid', { period: t(`responsible.period.${p}`) }));
      body[p] = v;
    }
    if (Object.keys(body).length === 0) return setError(t('responsible.nothingChanged'));
    save.mutate(body);
  };

  return (
    <RgSection id="rg-limits" title={t('responsible.limitsTitle')} intro={t('responsible.limitsIntro')}>
      <ul className="responsible__windows">
        {PERIODS.map((p) => (
          <WindowRow key={p} w={current(p)} />
        ))}
      </ul>
      {settings.available !== null && (
        <p className="notice notice--warning" data-testid="responsible-available">
          {t('responsible.available', { amount: formatMoney(settings.available) })}
        </p>
      )}
      <form className="form responsible__form" onSubmit={submit} noValidate>
        <div className="responsible__fields">
          {PERIODS.map((p) => (
            <Field
              key={p}
              name={`limit-${p}`}
              label={t('responsible.limitFor', { period: t(`responsible.period.${p}`), currency: settings.currency })}
              inputMode="decimal"
              autoComplete="off"
              value={edits[p] ?? asText(current(p).limit)}
              onValue={(v) => setEdits((x) => ({ ...x, [p]: v }))}
              hint={t('responsible.fieldHint')}
            />
          ))}
        </div>
        <FormError message={error} />
        {save.isSuccess && (
          <p className="notice notice--success" role="status">
            {t('responsible.saved')}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending} data-testid="responsible-save">
          {t('responsible.save')}
        </button>
      </form>
    </RgSection>
  );
}

function ExclusionSection({ settings }: { settings: ResponsibleSettings }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const queries = useQueryClient();
  const running = settings.exclusion;
  // Only a longer exclusion can be added on top of a running one; the same period again would
  // only move the end by the minutes since it started, so it is not offered.
  const left = running ? (running.endsAt === null ? Infinity : (new Date(running.endsAt).getTime() - Date.now()) / 86_400_000) : 0;
  const choices = EXCLUSIONS.filter((p) => EXCLUSION_DAYS[p] > left + 1 / 24);
  const [picked, setPicked] = useState<SelfExclusionPeriod | null>(null);
  const choice = picked && choices.includes(picked) ? picked : (choices[0] ?? null);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: responsibleApi.exclude,
    onSuccess: (next) => queries.setQueryData(responsibleKey(member?.id), next),
    onError: (e) => {
      const x = errorText(e);
      setError(t(x.key, { defaultValue: x.fallback }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return;
    setError(null);
    const confirmed = await ui.dialog({
      titleKey: 'responsible.confirmTitle',
      messageKey: choice === 'permanent' ? 'responsible.confirmForever' : 'responsible.confirmText',
      params: { period: t(`responsible.periods.${choice}`) },
      confirmKey: 'responsible.confirm',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (confirmed) start.mutate(choice);
  };

  return (
    <RgSection id="rg-exclusion" title={t('responsible.exclusionTitle')} intro={t('responsible.exclusionIntro')}>
      {running && (
        <p className="notice notice--warning" role="status" data-testid="responsible-excluded">
          {running.endsAt === null ? t('responsible.excludedForever') : t('responsible.excludedUntil', { time: when(running.endsAt) })}
        </p>
      )}
      {choice ? (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="responsible__choices">
            <legend className="field__label">{t('responsible.exclusionLength')}</legend>
            {choices.map((p) => (
              <label key={p} className="responsible__choice">
                <input type="radio" name="exclusion" value={p} checked={choice === p} onChange={() => setPicked(p)} />
                <span>{t(`responsible.periods.${p}`)}</span>
              </label>
            ))}
          </fieldset>
          <FormError message={error} />
          <button
            type="submit"
            className="btn btn--outline responsible__exclude"
            disabled={start.isPending}
            aria-busy={start.isPending}
            data-testid="responsible-exclude"
          >
            {t(running ? 'responsible.extend' : 'responsible.exclude')}
          </button>
        </form>
      ) : null}
    </RgSection>
  );
}
