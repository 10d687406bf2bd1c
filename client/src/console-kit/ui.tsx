import { useCallback, useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { Pager } from '../components/Pager';
import { useProblemText } from '../hooks/useProblemText';
import { localeOf } from '../lib/format';
import type { PageOf } from './types';

/** Console-only building blocks (list toolbar, table states); everything else is the app's. */

/** A failure as text in the reader's language: the app's `err.<code>` messages, as everywhere else. */
export function useErrorText() {
  const { t } = useTranslation();
  const { server } = useProblemText();
  return useCallback((e: unknown) => (e instanceof ApiError ? (server(e) ?? '') : t('err.INTERNAL')), [server, t]);
}

export function FilterTabs<T extends string>(props: { label: string; options: readonly T[]; labels: (option: T) => string; value: T; onChange(v: T): void }) {
  return (
    <div className="sc-tabs" role="group" aria-label={props.label}>
      {props.options.map((o) => (
        <button key={o} type="button" className="sc-tab" aria-pressed={o === props.value} onClick={() => props.onChange(o)}>
          {props.labels(o)}
        </button>
      ))}
    </div>
  );
}

export function SearchBox(props: { value: string; onChange(v: string): void; hint: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sc-search">
      <label htmlFor={id} className="sr-only">
        {t('support.list.search')}
      </label>
      <div className="field__box">
        <input
          id={id}
          type="search"
          className="field__input"
          value={props.value}
          placeholder={props.hint}
          onChange={(e) => props.onChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </div>
  );
}

/** Placeholder rows of the real table's shape, so the layout does not jump when data lands. */
function SkeletonRows({ cols, rows = 6 }: { cols: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="sc-skeleton-row" aria-hidden="true">
          {Array.from({ length: cols }, (_, c) => (
            <td key={c}>
              <span className="sc-skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/**
 * What an empty list says, by why it is empty, with the one step that shows more: a search that
 * found nothing (clear it), the queue's waiting status with nothing waiting (all clear, see the
 * rest), another status with nothing in it (see all), or a list with nothing at all. Never "clear
 * the search" where there is no search.
 */
export function ListEmpty<F extends string>(props: {
  list: { filter: F; q: string; setFilter(f: F): void; setText(v: string): void };
  /** The filter that shows everything. */
  all: F;
  /** The queue's "waiting" status, when the list is a work queue, and what to say when it is empty. */
  waiting?: { filter: F; text: string };
  /** Whether another filter than status narrows the list (a type picker); `clear` resets it. */
  narrowed?: { clear(): void };
  /** The list has nothing at all. */
  none: string;
}) {
  const { t } = useTranslation();
  const { list, all, waiting, narrowed } = props;
  const step = (label: string, onClick: () => void) => (
    <button type="button" className="btn btn--ghost btn--sm sc-empty__step" onClick={onClick}>
      {label}
    </button>
  );
  if (list.q)
    return (
      <>
        {t('support.list.noMatch', { q: list.q })} {step(t('support.list.clearSearch'), () => list.setText(''))}
      </>
    );
  if (narrowed)
    return (
      <>
        {t('support.list.noneFiltered')} {step(t('support.list.clearFilters'), narrowed.clear)}
      </>
    );
  if (waiting && list.filter === waiting.filter)
    return (
      <span data-testid="list-all-clear">
        {waiting.text} {step(t('support.list.showAll'), () => list.setFilter(all))}
      </span>
    );
  if (list.filter !== all)
    return (
      <>
        {t('support.list.noneWithStatus')} {step(t('support.list.showAll'), () => list.setFilter(all))}
      </>
    );
  return <>{props.none}</>;
}

function EmptyRow({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} className="sc-empty">
        {children}
      </td>
    </tr>
  );
}

export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (!error) return null;
  return (
    <div className="sc-error" role="alert">
      <span>{text(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** Column headers; a `hidden` one is read out but not shown (an actions column). */
function TableHead({ cols }: { cols: readonly { label: string; hidden?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {cols.map((c, i) => (
          <th key={i} scope="col">
            {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Thousands separators of the reader's language for counts (not money: that is formatMoney's). */
function formatCount(n: number): string {
  return n.toLocaleString(localeOf(), { numberingSystem: 'latn' } as Intl.NumberFormatOptions);
}

/** A console list's pager: how many results in all, then previous / next. */
export function ResultsPager({
  page,
  busy,
  onPage,
}: {
  page: Pick<PageOf<unknown>, 'pageNum' | 'totalPages' | 'total'>;
  busy: boolean;
  onPage(p: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Pager
      className="sc-pager"
      staff
      page={page.pageNum}
      pages={page.totalPages}
      summary={t('support.list.results', { count: page.total, total: formatCount(page.total) })}
      onPage={onPage}
      busy={busy}
    />
  );
}

/**
 * A paged list from a query: error with retry, the table (skeleton rows while the first answer
 * or the next page loads, a line when empty), and the pager.
 */
export function PagedTable<T>(props: {
  label: string;
  cols: readonly { label: string; hidden?: boolean }[];
  query: UseQueryResult<PageOf<T>>;
  /** Placeholder rows while loading; 6 unless told. */
  skeletonRows?: number;
  empty: ReactNode;
  row(item: T): ReactNode;
  onPage(p: number): void;
  /** Only when there is more than one page (a panel inside a page). */
  pagerWhenPaged?: boolean;
}) {
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = props.query;
  const cols = props.cols.length;
  return (
    <>
      <ErrorNote error={error} onRetry={() => void refetch()} />
      {/* A region that can take focus: on a phone the table scrolls sideways inside it, and a
          keyboard user must be able to reach that scroll too (axe scrollable-region-focusable). */}
      <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={props.label}>
        <table className="sc-table" aria-label={props.label} aria-busy={isFetching}>
          <TableHead cols={props.cols} />
          <tbody>
            {isPending || isPlaceholderData ? (
              <SkeletonRows cols={cols} rows={props.skeletonRows} />
            ) : !data || data.list.length === 0 ? (
              <EmptyRow cols={cols}>{props.empty}</EmptyRow>
            ) : (
              data.list.map(props.row)
            )}
          </tbody>
        </table>
      </div>
      {data && (!props.pagerWhenPaged || data.totalPages > 1) && <ResultsPager page={data} onPage={props.onPage} busy={isFetching} />}
    </>
  );
}

/**
 * An unpaged list from a query: the heads (a `hidden` one read out only), one placeholder row
 * while the first answer loads, a line when there is nothing, then the rows.
 */
export function ListTable<T>(props: {
  label: string;
  cols: readonly { label: string; hidden?: boolean }[];
  query: UseQueryResult<readonly T[]>;
  empty: string;
  row(item: T): ReactNode;
}) {
  const { data, isPending, isFetching } = props.query;
  const cols = props.cols.length;
  return (
    <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={props.label}>
      <table className="sc-table" aria-label={props.label} aria-busy={isFetching}>
        <TableHead cols={props.cols} />
        <tbody>
          {isPending ? <SkeletonRows cols={cols} rows={1} /> : !data?.length ? <EmptyRow cols={cols}>{props.empty}</EmptyRow> : data.map(props.row)}
        </tbody>
      </table>
    </div>
  );
}

/** A row's action: a small button whose read-out name says which row it acts on. */
export function RowButton(props: { label: string; name: string; onClick(): void; disabled?: boolean; testId?: string }) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.name}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}

/** A console list's "new …" button, shown only to staff who may add. */
export function AddButton(props: { show: boolean; label: string; testId: string; onClick(): void; disabled?: boolean }) {
  if (!props.show) return null;
  return (
    <button type="button" className="btn btn--primary btn--sm" onClick={props.onClick} disabled={props.disabled} data-testid={props.testId}>
      {props.label}
    </button>
  );
}

/** Asks a list's query again; off while it is already asking. */
export function RefreshButton({ query }: { query: Pick<UseQueryResult, 'refetch' | 'isFetching'> }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('support.refresh')}
    </button>
  );
}

/** The end of a settings form: its save button (busy while saving) and the saved/failed notice read out. */
export function SaveBar({ pending, notice, testId }: { pending: boolean; notice: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="sc-actions">
      <button type="submit" className="btn btn--primary" disabled={pending} data-testid={testId}>
        {pending ? t('support.settings.saving') : t('support.cashier.save')}
      </button>
      <span className="sc-muted" role="status">
        {notice}
      </span>
    </div>
  );
}
