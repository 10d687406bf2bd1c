import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../console-kit/ui';

/**
 * One settings card of the page (the limits, the wallet mode): its heading and hint, the query's
 * failure or a skeleton while it loads, then the form once the settings are read.
 */
export function SettingsCard<T>(props: { id: string; heading: string; hint?: string; query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const { query: q } = props;
  return (
    <section className="sc-card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      {props.hint && <p className="sc-muted sc-small">{props.hint}</p>}
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && !q.error && <div className="sc-skeleton-block" aria-hidden="true" />}
      {q.data !== undefined && props.children(q.data)}
    </section>
  );
}

/**
 * The form of one settings card: the settings as read (again whenever they are read anew), saved
 * with one PUT whose answer goes into the query's cache and back into the form, and "saved" shown
 * until the next change. A read-only form sends nothing.
 */
export function useSettingsForm<V extends FieldValues, B, D, C = unknown>(options: {
  data: D;
  draftOf(data: D): V;
  resolver: Resolver<V, C, B>;
  context?: C;
  queryKey: QueryKey;
  put(body: B): Promise<D>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const { data, draftOf } = options;
  const values = useMemo(() => draftOf(data), [data, draftOf]);
  const form = useForm<V, C, B>({ values, resolver: options.resolver, context: options.context });
  const save = useMutation({
    mutationFn: options.put,
    onSuccess: (v) => {
      queries.setQueryData(options.queryKey, v);
      form.reset(draftOf(v));
    },
  });
  const notice = save.isSuccess && !form.formState.isDirty ? t('support.cashier.saved') : '';
  /** The form's submit: checked, then `send` (a save unless told). */
  const submit =
    (send: (body: B) => unknown = (body) => save.mutate(body)) =>
    (e: FormEvent) => {
      e.preventDefault();
      if (options.readOnly) return;
      save.reset();
      void form.handleSubmit(send)(e);
    };
  return { form, save, notice, submit };
}
