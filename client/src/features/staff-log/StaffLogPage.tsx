import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type To } from 'react-router';
import type { StaffActionRow } from '@wl/shared/core';
import { Field } from '../../components/Field';
import { useShow } from '../../console-kit/accounts';
import { useConsolePath } from '../../console-kit/base';
import { useCan } from '../../console-kit/session';
import { KNOWN_ACTIONS, detailsSummary, noFilters, rangeInvalid, readFilters, staffLogQuery, writeFilters, type LogFilters } from './staffLog';
import type { PageOf } from '../../console-kit/types';
import { ErrorNote, ResultsPager } from '../../console-kit/ui';
import './staffLog.css';

const COLS = ['time', 'staff', 'action', 'member', 'details'] as const;

/**
 * Console "Staff log" (admins; docs/REPLAY.md "Staff action log"): every staff write and every
 * replay view or export of this site, newest first. The filters live in the URL, so a filtered
 * log is a link an admin can share. The gateway refuses the list to support staff; the page
 * says so plainly instead of showing them an error.
 */
export default function StaffLogPage() {
  const { t } = useTranslation();
  const admin = useCan('audit.read');
  return (
    <section className="sc-page">
      <h1>{t('support.staffLog.heading')}</h1>
      {admin ? (
        <StaffLog />
      ) : (
        <p className="sc-note" role="note" data-testid="staff-log-admins-only">
          {t('support.staffLog.adminsOnly')}
        </p>
      )}
    </section>
  );
}

function StaffLog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useQuery({ ...staffLogQuery(filters), placeholderData: keepPreviousData });
  const go = (f: LogFilters) => setParams(writeFilters(f));
  const filtered = writeFilters({ ...filters, page: 1 }).toString() !== '';
  const path = useConsolePath();
  // The staff name filters the log to that staff member (a link: the result is a shareable URL).
  const onlyStaff = (staffId: number) => ({ pathname: path('staff-log'), search: `?${writeFilters({ ...filters, staffId, page: 1 }).toString()}` });
  return (
    <>
      <p className="sc-muted">{t('support.staffLog.intro')}</p>
      <FilterForm
        filters={filters}
        onApply={go}
        refresh={
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('support.refresh')}
          </button>
        }
      />
      <LogTable query={query} filtered={filtered} onlyStaff={onlyStaff} onPage={(page) => go({ ...filters, page })} />
    </>
  );
}

function FilterForm({ filters, onApply, refresh }: { filters: LogFilters; onApply(f: LogFilters): void; refresh: ReactNode }) {
  const { t } = useTranslation();
  const listId = useId();
  const [staffId, setStaffId] = useState(filters.staffId ? String(filters.staffId) : '');
  const [accountId, setAccountId] = useState(filters.accountId ? String(filters.accountId) : '');
  const [action, setAction] = useState(filters.action);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [problems, setProblems] = useState<Partial<Record<'staffId' | 'accountId' | 'to', string>>>({});
  // Back/forward, a staff-name link or Clear change the URL under the form: show its filters. Not
  // by remounting (a key), which would drop keyboard focus from the button just pressed.
  const applied = writeFilters({ ...filters, page: 1 }).toString();
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setStaffId(filters.staffId ? String(filters.staffId) : '');
    setAccountId(filters.accountId ? String(filters.accountId) : '');
    setAction(filters.action);
    setFrom(filters.from);
    setTo(filters.to);
    setProblems({});
  }

  const id = (v: string) => (v.trim() === '' ? null : /^\d{1,15}$/.test(v.trim()) && Number(v) > 0 ? Number(v) : Number.NaN);
  function submit(e: FormEvent) {
    e.preventDefault();
    const next: LogFilters = { staffId: id(staffId), accountId: id(accountId), action: action.trim(), from, to, page: 1 };
    const found: typeof problems = {};
    if (Number.isNaN(next.staffId)) found.staffId = t('support.staffLog.idInvalid');
    if (Number.isNaN(next.accountId)) found.accountId = t('support.staffLog.idInvalid');
    if (rangeInvalid(next)) found.to = t('err.DATE_RANGE_INVALID');
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(next);
  }

  return (
    <form className="sc-card sc-log-filters" onSubmit={submit} noValidate aria-label={t('support.staffLog.filters')} data-testid="staff-log-filters">
      <Field
        label={t('support.staffLog.staffId')}
        value={staffId}
        onValue={(v) => {
          setStaffId(v);
          setProblems((p) => ({ ...p, staffId: undefined }));
        }}
        error={problems.staffId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        name="staffId"
      />
      <Field
        label={t('support.staffLog.action')}
        value={action}
        onValue={setAction}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
        name="action"
        hint={t('support.staffLog.actionHint')}
      />
      <datalist id={listId}>
        {KNOWN_ACTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <Field
        label={t('support.staffLog.memberId')}
        value={accountId}
        onValue={(v) => {
          setAccountId(v);
          setProblems((p) => ({ ...p, accountId: undefined }));
        }}
        error={problems.accountId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        name="accountId"
      />
      <Field
        label={t('support.staffLog.from')}
        type="date"
        value={from}
        onValue={(v) => {
          setFrom(v);
          setProblems((p) => ({ ...p, to: undefined }));
        }}
        name="from"
      />
      <Field
        label={t('support.staffLog.to')}
        type="date"
        value={to}
        onValue={(v) => {
          setTo(v);
          setProblems((p) => ({ ...p, to: undefined }));
        }}
        error={problems.to}
        name="to"
      />
      <div className="sc-actions sc-log-buttons">
        <button type="submit" className="btn btn--primary btn--sm" data-testid="staff-log-apply">
          {t('support.staffLog.apply')}
        </button>
        {/* Always there (not only when filtered): a button that vanishes when pressed loses the keyboard focus. */}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onApply(noFilters)}>
          {t('support.staffLog.clear')}
        </button>
        {refresh}
      </div>
    </form>
  );
}

/**
 * The log as a captioned table. Not the console's PagedTable: that one is labelled rather than
 * captioned, and this table's caption also says how it is ordered.
 */
function LogTable({
  query,
  filtered,
  onlyStaff,
  onPage,
}: {
  query: UseQueryResult<PageOf<StaffActionRow>>;
  filtered: boolean;
  onlyStaff(staffId: number): To;
  onPage(p: number): void;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = query;
  const loading = isPending || isPlaceholderData;
  return (
    <>
      <ErrorNote error={error} onRetry={() => void refetch()} />
      <div className="sc-table-wrap" role="region" aria-labelledby="sc-log-caption" tabIndex={0}>
        <table className="sc-table sc-log-table" aria-busy={isFetching}>
          <caption id="sc-log-caption">{t('support.staffLog.caption')}</caption>
          <thead>
            <tr>
              {COLS.map((c) => (
                <th key={c} scope="col">
                  {t(`support.staffLog.cols.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && !error ? (
              Array.from({ length: 6 }, (_, r) => (
                <tr key={r} className="sc-skeleton-row" aria-hidden="true">
                  {COLS.map((c) => (
                    <td key={c}>
                      <span className="sc-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            ) : !data || data.list.length === 0 ? (
              <tr>
                <td colSpan={COLS.length} className="sc-empty">
                  {t(filtered ? 'support.staffLog.emptyFiltered' : 'support.staffLog.empty')}
                </td>
              </tr>
            ) : (
              data.list.map((r) => <LogRow key={r.id} r={r} onlyStaff={onlyStaff(r.staffId)} />)
            )}
          </tbody>
        </table>
      </div>
      {data && <ResultsPager page={data} busy={isFetching} onPage={onPage} />}
    </>
  );
}

function LogRow({ r, onlyStaff }: { r: StaffActionRow; onlyStaff: To }) {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const summary = detailsSummary(r.details);
  return (
    <tr data-testid="staff-log-row">
      <td className="sc-num sc-nowrap">
        <time dateTime={r.at}>{show.time(r.at)}</time>
      </td>
      <td>
        <Link to={onlyStaff} title={t('support.staffLog.onlyStaff', { name: r.staffUsername })}>
          {r.staffUsername}
        </Link>
        <div className="sc-muted sc-small">#{r.staffId}</div>
      </td>
      <td>
        <code className="sc-mono">{r.action}</code>
      </td>
      <td>
        {r.accountId === null ? (
          show.none
        ) : (
          <>
            {r.accountUsername ? (
              <Link to={path('accounts', r.accountId)} className="sc-row-link">
                {r.accountUsername}
              </Link>
            ) : (
              show.none
            )}
            <div className="sc-muted sc-small">#{r.accountId}</div>
          </>
        )}
      </td>
      <td className="sc-log-details">
        <details>
          <summary>{summary || t('support.staffLog.details')}</summary>
          <p className="sc-small">
            <span className="sc-muted">{t('support.staffLog.ip')}</span> <span className="sc-mono">{r.ip}</span>
          </p>
          <pre className="sc-mono">{JSON.stringify(r.details, null, 2)}</pre>
        </details>
      </td>
    </tr>
  );
}
