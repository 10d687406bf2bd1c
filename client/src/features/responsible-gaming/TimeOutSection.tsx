import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TimeOutPeriod } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { endSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { FieldFrame, FormError } from '../../components/Field';
import { formatTimestamp } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { responsibleApi } from './responsibleApi';
import { RgSection } from './RgSection';

const PERIODS: TimeOutPeriod[] = ['24h', '3d', '7d', '14d', '28d', '6w'];

/**
 * Time-out (docs/RESPONSIBLE.md "Time-out"): a break of 24 hours to 6 weeks from the whole
 * account. After the member confirms, the gateway ends every session of the account; this tab and
 * the others of the browser sign out here, and the member is told when they can come back.
 */
export function TimeOutSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<TimeOutPeriod>('24h');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: responsibleApi.timeOut,
    onSuccess: ({ timeOut }) => {
      endSession();
      navigate(PATHS.home);
      void ui.dialog({
        titleKey: 'responsible.timeOut.startedTitle',
        messageKey: 'responsible.timeOut.started',
        params: { time: formatTimestamp(new Date(timeOut.endsAt)) },
      });
    },
    onError: (e) => {
      const x = errorText(e);
      setError(t(x.key, { defaultValue: x.fallback }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const confirmed = await ui.dialog({
      titleKey: 'responsible.timeOut.confirmTitle',
      messageKey: 'responsible.timeOut.confirmText',
      params: { period: t(`responsible.timeOut.periods.${choice}`) },
      confirmKey: 'responsible.timeOut.confirm',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (confirmed) start.mutate(choice);
  };

  return (
    <RgSection id="rg-timeout" title={t('responsible.timeOut.title')} intro={t('responsible.timeOut.intro')}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {/* A list rather than radios: the exclusion above already asks for a length with radios. */}
        <FieldFrame id="rg-timeout-length" label={t('responsible.timeOut.length')} className="responsible__narrow">
          <div className="field__control">
            <div className="field__box">
              <select
                id="rg-timeout-length"
                className="field__input"
                value={choice}
                data-testid="time-out-length"
                onChange={(e) => setChoice(e.target.value as TimeOutPeriod)}
              >
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`responsible.timeOut.periods.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </FieldFrame>
        <FormError message={error} />
        <button
          type="submit"
          className="btn btn--outline responsible__exclude"
          disabled={start.isPending}
          aria-busy={start.isPending}
          data-testid="responsible-time-out"
        >
          {t('responsible.timeOut.start')}
        </button>
      </form>
    </RgSection>
  );
}
