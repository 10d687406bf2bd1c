import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/http';
import { Field, FormError } from '../../components/Field';
import { ui } from '../../stores/ui';
import { formatMoney } from '../../lib/format';
import { newActionKey } from '../../lib/money';
import { balanceQuery, configQuery, convertPreview, formatPoints, pointsApi, pointsKey } from './pointsApi';

/**
 * Points to cash (MCS2_convertPoint): the cash amount is previewed as the member types, the
 * conversion is confirmed once more and sent with the login password. One key per confirmed
 * conversion, so a retry after a lost answer pays once.
 */
export function ConvertForm({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const config = useQuery(configQuery(memberId)).data;
  const balance = useQuery(balanceQuery(memberId)).data;
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<{ points: number; key: string } | null>(null);
  const points = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const cash = config ? convertPreview(config, points) : null;

  const send = useMutation({
    mutationFn: (p: number) => {
      if (key.current?.points !== p) key.current = { points: p, key: newActionKey() };
      return pointsApi.convert({ points: p, password }, key.current.key);
    },
    onSuccess: (r) => {
      key.current = null;
      setText('');
      setPassword('');
      setDone(t('points.convert.done', { points: formatPoints(r.record.points), amount: formatMoney(r.record.amount), currency: r.record.currency }));
      void queries.invalidateQueries({ queryKey: pointsKey(memberId) });
    },
    onError: (e) => {
      const { key: k, fallback } = errorText(e);
      setError(t(k, { defaultValue: fallback }));
    },
  });

  if (!config || !config.convertEnabled) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (cash === null) return setError(t('points.convert.invalid', { min: formatPoints(config.minConvertPoints), step: formatPoints(config.convertPoints) }));
    if (balance && points > balance.balance) return setError(t('err.POINTS_INSUFFICIENT'));
    if (!password) return setError(t('points.passwordRequired'));
    const ok = await ui.dialog({
      titleKey: 'points.convert.title',
      messageKey: 'points.convert.confirm',
      confirmKey: 'points.convert.submit',
      cancelKey: 'in_more_cancel',
      params: { points: formatPoints(points), amount: formatMoney(cash), currency: config.currency },
    });
    if (ok) send.mutate(points);
  };
  return (
    <section className="pmall__card pmall__convert" aria-labelledby="pmall-convert">
      <h2 id="pmall-convert" className="pmall__label">
        {t('points.convert.title')}
      </h2>
      <p className="pmall__hint">
        {t('points.convert.rate', {
          points: formatPoints(config.convertPoints),
          amount: formatMoney(config.convertAmount),
          currency: config.currency,
          min: formatPoints(config.minConvertPoints),
        })}
      </p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="points-convert">
        <Field
          label={t('points.convert.points')}
          value={text}
          onValue={(v) => {
            setText(v);
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          required
          data-testid="convert-points"
        />
        <Field
          label={t('points.password')}
          type="password"
          value={password}
          onValue={setPassword}
          autoComplete="current-password"
          required
          data-testid="convert-password"
        />
        <p className="pmall__preview" aria-live="polite" data-testid="convert-preview">
          {t('points.convert.youGet')} <strong>{cash === null ? '—' : `${formatMoney(cash)} ${config.currency}`}</strong>
        </p>
        <FormError message={error} />
        {done && (
          <p className="notice notice--success" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={send.isPending} aria-busy={send.isPending}>
          {t('points.convert.submit')}
        </button>
      </form>
    </section>
  );
}
