import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StaffResponsibleValue } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useConsolePath } from '../../../console-kit/base';
import { ErrorNote } from '../../../console-kit/ui';
import { HistoryTable } from './HistoryTable';
import { responsibleStaffQueries } from './responsibleStaff';

/**
 * Console "Responsible gaming" (docs/RESPONSIBLE.md "Staff"): the site's history of members'
 * choices (limits, exclusions, time-outs, reality-check intervals and answers), newest first;
 * with a member (`responsible/:id`), that member's settings in force and their own history.
 * Read-only: nobody at the site can lift or shorten what a member chose.
 */
export default function ResponsibleConsolePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = Number.isInteger(id) && id > 0 ? id : null;
  const path = useConsolePath();
  return (
    <section className="sc-page" data-testid="responsible-console">
      {member && (
        <p>
          <Link to={path('responsible')} className="sc-back">
            ← {t('responsible.staff.back')}
          </Link>
        </p>
      )}
      <h1>{t('responsible.staff.heading')}</h1>
      {member ? <MemberSettings accountId={member} /> : <p className="sc-muted">{t('responsible.staff.intro')}</p>}
      <History accountId={member} />
    </section>
  );
}

function MemberSettings({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const show = useShow();
  const path = useConsolePath();
  const { data, error, refetch } = useQuery(responsibleStaffQueries.member(accountId));
  if (error) return <ErrorNote error={error} onRetry={() => void refetch()} />;
  if (!data) return <div className="sc-card sc-skeleton-block" aria-hidden="true" />;
  const s: StaffResponsibleValue['settings'] = data.settings;
  const reality =
    data.realityCheckSeconds === null ? t('responsible.reality.off') : t('responsible.reality.every', { m: Math.round(data.realityCheckSeconds / 60) });
  return (
    <>
      <p>
        <Link to={path('accounts', accountId)}>{t('responsible.staff.profile', { username: data.username })}</Link>
      </p>
      <dl className="sc-card sc-fields" data-testid="responsible-member">
        {s.limits.map((l) => (
          <div key={l.period} className="sc-field-row">
            <dt>{t('responsible.staff.limit', { period: t(`responsible.period.${l.period}`) })}</dt>
            <dd className="sc-num">
              {l.limit === null ? t('responsible.staff.noLimit') : show.money(l.limit, s.currency)}
              {l.pending && (
                <>
                  {' '}
                  ·{' '}
                  {t('responsible.staff.pending', {
                    amount: l.pending.amount === null ? t('responsible.staff.removed') : show.money(l.pending.amount, s.currency),
                    time: show.time(l.pending.effectiveAt),
                  })}
                </>
              )}
            </dd>
          </div>
        ))}
        <div className="sc-field-row">
          <dt>{t('responsible.exclusionTitle')}</dt>
          <dd>
            {s.exclusion
              ? s.exclusion.endsAt === null
                ? t('responsible.excludedForever')
                : t('responsible.staff.until', { time: show.time(s.exclusion.endsAt) })
              : show.none}
          </dd>
        </div>
        <div className="sc-field-row">
          <dt>{t('responsible.timeOut.title')}</dt>
          <dd data-testid="responsible-member-timeout">{data.timeOut ? t('responsible.staff.until', { time: show.time(data.timeOut.endsAt) }) : show.none}</dd>
        </div>
        <div className="sc-field-row">
          <dt>{t('responsible.reality.title')}</dt>
          <dd>{reality}</dd>
        </div>
      </dl>
    </>
  );
}

function History({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(responsibleStaffQueries.log(accountId, page));
  return (
    <section className="sc-section">
      <h2>{t('responsible.staff.history')}</h2>
      <HistoryTable query={query} linkMembers={accountId === null} onPage={setPage} />
    </section>
  );
}
