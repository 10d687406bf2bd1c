import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ActiveSession, type SignInRow, ENDPOINTS } from '@wl/shared/core';
import { errorText, call } from '../../api/http';
import { ui } from '../../stores/ui';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/PageTitle';
import { formatDateTime } from '../../lib/format';
import { HeadRow } from '../../components/HeadRow';

/** The security centre's read (docs/PAGES.md), keyed by member so one member never sees another's. */
export const securityOverviewQuery = (memberId: number | undefined) => ({
  queryKey: ['member', memberId, 'securityOverview'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(ENDPOINTS.securityOverview, { signal }),
  enabled: memberId !== undefined,
});

/** "Chrome on Windows" from a user agent: enough to recognise one's own devices. */
export function describeDevice(ua: string): { browser: string; os: string; phone: boolean } {
  const os = /Android/i.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(ua)
      ? 'iOS'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  return { browser, os, phone: /Mobi|Android|iPhone|iPod/i.test(ua) };
}

function Device({ ua }: { ua: string }) {
  const { t } = useTranslation();
  const d = describeDevice(ua);
  const name = d.browser && d.os ? t('pages.security.deviceOn', { browser: d.browser, os: d.os }) : d.browser || d.os || t('pages.security.unknownDevice');
  return (
    <span className="sec-device" title={ua}>
      <Icon name={d.phone ? 'phone' : 'grid'} size={16} />
      {name}
    </span>
  );
}

export function SecuritySignIns({ rows }: { rows: SignInRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="sec-block" aria-labelledby="sec-signins">
      <h3 id="sec-signins" className="sec-block__title">
        {t('pages.security.signIns')}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">{t('pages.security.noSignIns')}</p>
      ) : (
        <div className="sec-table-wrap" role="region" aria-labelledby="sec-signins" tabIndex={0}>
          <table className="sec-table" data-testid="sec-signins">
            <thead>
              <HeadRow
                cols={[
                  { label: t('pages.security.col.time') },
                  { label: t('pages.security.col.device') },
                  { label: t('pages.security.col.ip') },
                  { label: t('pages.security.col.result') },
                ]}
              />
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.at}-${i}`}>
                  <td className="num">{formatDateTime(new Date(r.at))}</td>
                  <td>
                    <Device ua={r.userAgent} />
                  </td>
                  <td className="num">{r.ip || '-'}</td>
                  <td>
                    <span className={`sec-pill sec-pill--${r.outcome}`}>{t(`pages.security.outcome.${r.outcome}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function SecuritySessions({ sessions, memberId }: { sessions: ActiveSession[]; memberId: number | undefined }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const others = sessions.filter((s) => !s.current).length;
  const signOut = useMutation({
    mutationFn: () => call(ENDPOINTS.securitySessions),
    onSuccess: (v) => {
      void queries.invalidateQueries({ queryKey: ['member', memberId, 'securityOverview'] });
      void ui.dialog({ messageKey: 'pages.security.signedOut', params: { count: v.revoked }, tone: 'success' });
    },
  });
  const ask = async () => {
    const sure = await ui.dialog({
      titleKey: 'pages.security.signOutTitle',
      messageKey: 'pages.security.signOutConfirm',
      params: { count: others },
      confirmKey: 'pages.security.signOutOthers',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) signOut.mutate();
  };
  const failure = signOut.error ? errorText(signOut.error) : null;
  return (
    <section className="sec-block" aria-labelledby="sec-sessions">
      <div className="sec-block__head">
        <h3 id="sec-sessions" className="sec-block__title">
          {t('pages.security.sessions', { count: sessions.length })}
        </h3>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={others === 0 || signOut.isPending}
          onClick={() => void ask()}
          data-testid="sec-signout-others"
        >
          <Icon name="logout" size={16} />
          {t('pages.security.signOutOthers')}
        </button>
      </div>
      {failure && (
        <p className="field__error" role="alert">
          {t(failure.key, { defaultValue: failure.fallback })}
        </p>
      )}
      <ul className="sec-sessions" data-testid="sec-sessions">
        {sessions.map((s) => (
          <li key={s.id} className="sec-session">
            <Device ua={s.userAgent} />
            {s.current && <span className="sec-pill sec-pill--signed-in">{t('pages.security.thisDevice')}</span>}
            <span className="muted sec-session__meta">
              {t('pages.security.sessionMeta', { ip: s.ip || '-', since: formatDateTime(new Date(s.createdAt)), seen: formatDateTime(new Date(s.lastSeenAt)) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sign-ins and sessions, loaded together (one request). */
export function SecurityActivity({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation();
  const q = useQuery(securityOverviewQuery(memberId));
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (q.isError)
    return (
      <p className="field__error" role="alert">
        {t('pages.security.loadFailed')}
      </p>
    );
  return (
    <>
      <SecuritySessions sessions={q.data.sessions} memberId={memberId} />
      <SecuritySignIns rows={q.data.signIns} />
    </>
  );
}
