import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useSession } from '../../session/session';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatDate, formatMoney } from '../../lib/format';
import { useProblemText } from '../../hooks/useProblemText';
import { CopyField } from '../../components/CopyField';
import { referralApi } from './referralApi';
import { ReferralQr } from './ReferralQr';
import { ShareButtons } from './ShareButtons';
import { useSite } from '../../stores/site';
import './referral.css';
import { HeadRow } from '../../components/HeadRow';
import { Panel } from '../../components/Panel';

/**
 * The member-centre referral page (`referral`; docs/ENGAGE.md): the member's code, the
 * register link (built by the gateway on the site's public URL) with copy, share buttons and QR,
 * what the referrer gets, what the code brought (friends, first deposits, bonus bet) and
 * the invited friends, masked, newest first.
 */
export default function ReferralTab() {
  const { t } = useTranslation();
  const { server } = useProblemText();
  const { config } = useSite();
  const summary = useQuery({ queryKey: ['referral', 'summary'], queryFn: ({ signal }) => referralApi.summary(signal) });
  if (summary.isPending) return <Spinner label={t('common.loading')} />;
  if (summary.isError) {
    const e = summary.error;
    if (e instanceof ApiError && e.code === 'FEATURE_DISABLED') return <EmptyState icon="users" title={t('referral.unavailable')} />;
    return (
      <p className="form-error" role="alert">
        {server(e as ApiError) ?? t('err.INTERNAL')}
      </p>
    );
  }
  const s = summary.data;
  const link = s.link;
  return (
    <div className="referral">
      <Panel id="referral-invite" title={t('referral.invite')} className="referral__invite" heading="h3">
        <div className="invite">
          <div className="invite__fields">
            <CopyField label={t('referral.code')} value={s.code} testId="referral-code" />
            <CopyField label={t('referral.link')} value={link} testId="referral-link" />
            <p className="muted">{t('referral.help')}</p>
            <ShareButtons link={link} text={t('referral.shareText', { site: config?.siteName ?? '' })} />
          </div>
          <ReferralQr value={link} label={t('referral.qr')} />
        </div>
      </Panel>
      {/* No referral bonus is paid by the site (docs/ENGAGE.md "Referral"): the page says what the referrer does get. */}
      <Panel id="referral-reward" title={t('referral.rewardTitle')} heading="h3">
        <p data-testid="referral-reward">{t('referral.reward')}</p>
      </Panel>
      <dl className="referral__kpis" data-testid="referral-kpis">
        <div>
          <dt>{t('referral.friends')}</dt>
          <dd data-testid="referral-friends">{s.friends}</dd>
        </div>
        <div>
          <dt>{t('referral.deposited')}</dt>
          <dd data-testid="referral-deposited">{s.depositedFriends}</dd>
        </div>
        <div>
          <dt>{t('referral.bonusBet')}</dt>
          <dd className="amount amount--gold" data-testid="referral-bonus-bet">
            {formatMoney(s.bonusBet)} <span className="referral__cur">{s.currency}</span>
          </dd>
        </div>
      </dl>
      <p className="muted referral__note">{t('referral.bonusBetNote')}</p>
      <FriendsTable />
    </div>
  );
}

function FriendsTable() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['referral', 'friends', page],
    queryFn: ({ signal }) => referralApi.friends(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel id="referral-friends-h" title={t('referral.invited')} heading="h3">
      {q.isPending && <Spinner label={t('common.loading')} />}
      {q.isError && (
        <p className="form-error" role="alert">
          {t('err.INTERNAL')}
        </p>
      )}
      {q.data && q.data.total === 0 && (
        <p className="muted" data-testid="referral-none">
          {t('referral.none')}
        </p>
      )}
      {q.data && q.data.total > 0 && (
        <>
          <div className="referral__scroll">
            <table className="referral__table" aria-busy={q.isFetching} data-testid="referral-table">
              <thead>
                <HeadRow
                  cols={[
                    { label: t('referral.col.friend') },
                    { label: t('referral.col.registered') },
                    { label: t('referral.col.firstDeposit') },
                    { label: t('referral.col.validBet'), className: 'referral__num' },
                  ]}
                />
              </thead>
              <tbody>
                {q.data.list.map((f, i) => (
                  <tr key={`${f.registeredAt}-${i}`} data-testid="referral-row">
                    <td>{f.username}</td>
                    <td>{formatDate(new Date(f.registeredAt))}</td>
                    <td>{f.firstDeposit ? t('referral.yes') : t('referral.no')}</td>
                    <td className="referral__num">
                      {member?.currencySymbol} {formatMoney(f.validBet)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {q.data.totalPages > 1 && (
            <nav className="referral__pager" aria-label={t('referral.pages')}>
              <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('referral.prev')}
              </button>
              <span>{t('referral.page', { page, pages: q.data.totalPages })}</span>
              <button type="button" className="btn btn--ghost btn--sm" disabled={page >= q.data.totalPages} onClick={() => setPage((p) => p + 1)}>
                {t('referral.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </Panel>
  );
}
