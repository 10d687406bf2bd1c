import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ui, type DialogRequest } from '../stores/ui';
import { FilterTabs, useErrorText } from './ui';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';

/**
 * The decision half of a review queue: the row a dialog is open for, the call, and its failure.
 * A failure is read out in the dialog while one is open and on the page otherwise, never twice.
 */
export function useReview<T, V, R = unknown>(opts: { call(v: V): Promise<R>; refresh: readonly QueryKey[]; done?(result: R): void }) {
  const errorText = useErrorText();
  const queries = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: opts.call,
    onSuccess: (result) => {
      setFailure(null);
      setTarget(null);
      for (const queryKey of opts.refresh) void queries.invalidateQueries({ queryKey });
      opts.done?.(result);
    },
    onError: (e) => setFailure(errorText(e)),
  });
  return {
    target,
    busy: act.isPending,
    decide: act.mutate,
    /** Decides once staff answer yes to the question (a decision with nothing to write). */
    decideAfter: async (question: DialogRequest, v: V) => {
      if (await ui.dialog(question)) act.mutate(v);
    },
    pageFailure: target ? null : failure,
    open: (row: T) => {
      setFailure(null);
      setTarget(row);
    },
    /** What every decision dialog of the queue takes. */
    dialog: {
      busy: act.isPending,
      error: failure,
      onCancel: () => {
        setTarget(null);
        setFailure(null);
      },
    },
  };
}

export type Review<T, V> = ReturnType<typeof useReview<T, V>>;

/** The texts staff write with a decision on a member's request: the internal note, the message to the member. */
export interface MemberTexts {
  note: string;
  memberMessage?: string;
}

/**
 * The dialog of the row a queue has a decision open for, on a member's request: what it asks
 * comes from the row (`ask`), and the note and message to the member written in it go into the
 * decision (`decide`). Nothing shows while no row is open.
 */
export function MemberDecisionDialog<T, V>({
  review,
  ask,
  decide,
}: {
  review: Review<T, V>;
  ask(target: T): Pick<ReasonDialogProps, 'title' | 'text' | 'submitLabel' | 'maxLength' | 'noteOptional' | 'testIds'>;
  decide(target: T, texts: MemberTexts): V;
}) {
  const target = review.target;
  if (target === null) return null;
  return (
    <ReasonDialog
      {...review.dialog}
      {...ask(target)}
      memberMessage
      onSubmit={(note, memberMessage) => review.decide(decide(target, { note, memberMessage }))}
    />
  );
}

/** A queue page: heading, intro, the filter tabs with a refresh, and a failure not shown in a dialog. */
export function QueueFrame<F extends string>(props: {
  heading: string;
  intro?: string;
  filterLabel: string;
  filters: readonly F[];
  filterText(f: F): string;
  list: { filter: F; setFilter(f: F): void };
  query: { refetch(): unknown; isFetching: boolean };
  failure?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="sc-page">
      <h1>{props.heading}</h1>
      {props.intro && <p className="sc-muted">{props.intro}</p>}
      <div className="sc-toolbar">
        <FilterTabs label={props.filterLabel} options={props.filters} labels={props.filterText} value={props.list.filter} onChange={props.list.setFilter} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void props.query.refetch()} disabled={props.query.isFetching}>
          {t('support.refresh')}
        </button>
      </div>
      {props.failure && (
        <p className="sc-error-text" role="alert">
          {props.failure}
        </p>
      )}
      {props.children}
    </section>
  );
}

/** A row's decision button; all of a row's wait while a decision is on its way. */
export function DecideButton(props: { primary?: boolean; busy: boolean; onClick(): void; label: string; ariaLabel?: string; testId?: string }) {
  return (
    <button
      type="button"
      className={`btn ${props.primary ? 'btn--primary' : 'btn--ghost'} btn--sm`}
      disabled={props.busy}
      onClick={props.onClick}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}

/** Who decided and when, under a row's status. */
export function ReviewedLine({ by, at }: { by: string | null | undefined; at: string }) {
  if (!by) return null;
  return (
    <div className="sc-muted sc-small">
      {by} · {at}
    </div>
  );
}
