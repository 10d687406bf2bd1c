import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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
