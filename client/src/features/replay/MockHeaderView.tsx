import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { MockHeader, Notice } from './mockHeader';

/** The member's header as the events drove it: balance, unread badge, the last banner. */
export function MockHeaderView({ header, username }: { header: MockHeader; username: string }) {
  const { t } = useTranslation();
  return (
    <figure className="sc-mock" aria-label={t('support.replay.mock.label', { username })}>
      <div className={`sc-mock-bar${header.signedOut ? ' sc-mock-out' : ''}`}>
        <span className="sc-mock-user">{username}</span>
        <span className="sc-mock-balance sc-num" data-testid="mock-balance">
          <span className="sr-only">{t('support.replay.mock.balance')} </span>
          {header.balance === null ? '—' : `${formatMoney(header.balance)} ${header.currency}`}
        </span>
        <span className="sc-mock-messages">
          {t('support.replay.mock.messages')}
          {!!header.unread && (
            <span className="sc-mock-badge" data-testid="mock-unread">
              {header.unread}
            </span>
          )}
        </span>
        <span className="sc-mock-state">{header.signedOut ? t('support.replay.mock.signedOut') : t('support.replay.mock.signedIn')}</span>
      </div>
      {header.notice && (
        <p className={`sc-mock-banner sc-mock-${header.notice.kind}`} data-testid="mock-banner">
          {noticeText(t, header.notice)}
        </p>
      )}
    </figure>
  );
}

function noticeText(t: (k: string, o?: Record<string, unknown>) => string, n: Notice): string {
  switch (n.kind) {
    case 'revoked':
      return t('support.replay.mock.revoked', { reason: t(`support.sessions.reasons.${n.reason}`, { defaultValue: n.reason }) });
    case 'message':
      return t('support.replay.mock.message', { title: n.title });
    case 'win':
      return t('support.replay.mock.win', { amount: `${formatMoney(n.amount)} ${n.currency}`, game: n.gameName });
    case 'cashier':
      return t(`support.replay.summary.${n.which}`, {
        id: n.id,
        status: t(n.which === 'deposit' ? `deposit.status.${n.status}` : `withdraw.statuses.${n.status}`, { defaultValue: n.status }),
      });
  }
}
