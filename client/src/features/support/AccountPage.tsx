import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { API, type AccountProfile } from '@wl/shared';
import { request, withId } from './api';
import { useConsolePath } from './base';
import { accountKind, formatDateTime, formatMinor, orNone, typeLabel } from './format';
import { useRemote } from './hooks';
import SessionsPanel from './SessionsPanel';
import { S } from './strings';
import { ErrorNote } from './ui';
import { VerifyMethodReset } from './VerifyMethodReset';

export default function AccountPage() {
  const id = Number(useParams().id);
  const path = useConsolePath();
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, reload } = useRemote(
    (signal) => (valid ? request<AccountProfile>('GET', withId(API.staffAccount, id), { signal }) : Promise.resolve(undefined)),
    [id],
  );
  // While another account loads, the previous one must not be shown under the new URL.
  const a = data && data.id === id ? data : undefined;
  const f = S.profile.fields;

  return (
    <section className="sc-page">
      <p>
        {/* Browser history keeps the list's filter and page; the link is for arrivals from elsewhere. */}
        <Link to={path('accounts')} className="sc-back">← {S.profile.back}</Link>
      </p>
      {!valid && <p className="sc-muted">{S.notFoundPage}</p>}
      <ErrorNote error={error} onRetry={error?.code === 'NOT_FOUND' ? undefined : reload} />
      {valid && loading && !a && <div className="sc-card sc-skeleton-block" aria-hidden="true" />}
      {a && (
        <>
          <h1>
            {a.username} <span className={`sc-kind sc-kind-${accountKind(a.type)}`}>{typeLabel(a.type)}</span>
          </h1>
          <dl className="sc-card sc-fields">
            <Field label={f.nickname}>{orNone(a.nickname)}</Field>
            <Field label={f.status}><span className={`sc-status sc-status-${a.status}`}>{a.status}</span></Field>
            <Field label={f.balance}><span className="sc-num sc-money">{formatMinor(a.balance, a.currency)}</span></Field>
            <Field label={f.upline}>
              {a.parentUsername ? <Link to={`${path('accounts')}?q=${encodeURIComponent(a.parentUsername)}`}>{a.parentUsername}</Link> : S.none}
            </Field>
            <Field label={f.downline}><span className="sc-num">{a.downlineCount.toLocaleString('en-US')}</span></Field>
            <Field label={f.mobile}><span className="sc-num">{orNone(a.mobileNum)}</span></Field>
            <Field label={f.email}>{orNone(a.email)}</Field>
            <Field label={f.payeeName}>{orNone(a.payeeName)}</Field>
            <Field label={f.verifyMethod}>
              <span data-testid="verify-method">{orNone(a.verifyMethod)}</span>
              {a.verifyMethod && <> <VerifyMethodReset accountId={a.id} onDone={reload} /></>}
            </Field>
            <Field label={f.language}>{orNone(a.language)}</Field>
            <Field label={f.created}><span className="sc-num">{formatDateTime(a.createdAt)}</span></Field>
            <Field label={f.lastLogin}><span className="sc-num">{formatDateTime(a.lastLoginAt)}</span></Field>
            <Field label={f.knownIps} wide>
              {a.knownIps.length === 0 ? (
                <span className="sc-muted">{S.profile.noIps}</span>
              ) : (
                <ul className="sc-chips">
                  {a.knownIps.map((ip) => <li key={ip} className="sc-chip sc-num">{ip}</li>)}
                </ul>
              )}
            </Field>
          </dl>
          <SessionsPanel key={a.id} accountId={a.id} />
        </>
      )}
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sc-field-row sc-wide' : 'sc-field-row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
