import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { localeOf } from '../../lib/format';
import { accountKind, useShow } from '../../console-kit/accounts';
import { useConsolePath } from '../../console-kit/base';
import SessionsPanel from './SessionsPanel';
import JournalPanel from './JournalPanel';
import BetsPanel from './BetsPanel';
import { staffQueries } from '../../console-kit/staffApi';
import { ErrorNote } from '../../console-kit/ui';
import { VerifyMethodReset } from './VerifyMethodReset';
import { AccountActions } from './AccountActions';

export default function AccountPage() {
  const { t } = useTranslation();
  const show = useShow();
  const id = Number(useParams().id);
  const path = useConsolePath();
  const valid = Number.isInteger(id) && id > 0;
  // Keyed by id: another account's profile can never show under this URL while it loads.
  const { data: a, error, isPending, refetch } = useQuery({ ...staffQueries.account(id), enabled: valid });
  const f = (k: string) => t(`support.profile.fields.${k}`);
  const gone = error instanceof ApiError && error.code === 'NOT_FOUND';

  return (
    <section className="sc-page">
      <p>
        {/* Browser history keeps the list's filter and page; the link is for arrivals from elsewhere. */}
        <Link to={path('accounts')} className="sc-back">
          ← {t('support.profile.back')}
        </Link>
      </p>
      {!valid && <p className="sc-muted">{t('support.notFoundPage')}</p>}
      <ErrorNote error={error} onRetry={gone ? undefined : () => void refetch()} />
      {valid && isPending && !error && <div className="sc-card sc-skeleton-block" aria-hidden="true" />}
      {a && (
        <>
          <h1>
            {a.username} <span className={`sc-kind sc-kind-${accountKind(a.type)}`}>{show.type(a.type)}</span>
          </h1>
          <p>
            <Link to={path('replay', a.id)} data-testid="replay-link">
              {t('support.replay.link')}
            </Link>
          </p>
          <dl className="sc-card sc-fields">
            <Field label={f('nickname')}>{show.text(a.nickname)}</Field>
            <Field label={f('status')}>
              <span className={`sc-status sc-status-${a.status}`} data-testid="account-status">
                {t(`support.member.status.${a.status}`, { defaultValue: a.status })}
              </span>
            </Field>
            <Field label={f('balance')}>
              <span className="sc-num sc-money">{show.money(a.balance, a.currency)}</span>
            </Field>
            <Field label={f('upline')}>
              {a.parentUsername ? <Link to={`${path('accounts')}?q=${encodeURIComponent(a.parentUsername)}`}>{a.parentUsername}</Link> : show.none}
            </Field>
            <Field label={f('downline')}>
              <span className="sc-num">{a.downlineCount.toLocaleString(localeOf())}</span>
            </Field>
            <Field label={f('mobile')}>
              <span className="sc-num">{show.text(a.mobileNum)}</span>
            </Field>
            <Field label={f('email')}>{show.text(a.email)}</Field>
            <Field label={f('payeeName')}>{show.text(a.payeeName)}</Field>
            <Field label={f('verifyMethod')}>
              <span data-testid="verify-method">{show.text(a.verifyMethod)}</span>
              {a.verifyMethod && (
                <>
                  {' '}
                  <VerifyMethodReset accountId={a.id} />
                </>
              )}
            </Field>
            <Field label={f('language')}>{show.text(a.language)}</Field>
            <Field label={f('created')}>
              <span className="sc-num">{show.time(a.createdAt)}</span>
            </Field>
            <Field label={f('lastLogin')}>
              <span className="sc-num">{show.time(a.lastLoginAt)}</span>
            </Field>
            <Field label={f('knownIps')} wide>
              {a.knownIps.length === 0 ? (
                <span className="sc-muted">{t('support.profile.noIps')}</span>
              ) : (
                <ul className="sc-chips">
                  {a.knownIps.map((ip) => (
                    <li key={ip} className="sc-chip sc-num">
                      {ip}
                    </li>
                  ))}
                </ul>
              )}
            </Field>
          </dl>
          <AccountActions key={`actions-${a.id}`} a={a} />
          <SessionsPanel key={a.id} accountId={a.id} />
          <BetsPanel key={`bets-${a.id}`} accountId={a.id} />
          <JournalPanel key={`journal-${a.id}`} accountId={a.id} currency={a.currency} adjustable={a.type !== 4} />
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
