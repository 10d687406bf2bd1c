import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUi } from '../../stores/ui';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/format';
import { useStore } from '../../lib/store';
import { current, isAt, targetOf } from './queue';
import { attentionStore, dismissAttention } from './store';

/**
 * The socket-event listener modal (logged in only): a staff message, a big win of the
 * member's own, a withdrawal staff finished; one at a time, the next after this one is closed.
 */
export function ListenerModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queue = useStore(attentionStore);
  const { modal } = useUi();
  const { pathname, search } = useLocation();
  const a = current(queue);
  // A notice about the page the member is on (the withdrawal list, the messages) would only stand
  // in the way of what it announces: that page already shows it, live. It is let go unseen.
  const onItsPage = Boolean(a && isAt(targetOf(a), pathname, search));
  useEffect(() => {
    if (onItsPage) dismissAttention();
  }, [onItsPage, a]);
  // The mandatory password change outranks everything (stores/ui.ts); the queue waits behind it.
  if (!a || onItsPage || (modal?.kind === 'changePassword' && modal.mandatory)) return null;
  const waiting = queue.items.length - 1;
  const go = (to: string) => {
    dismissAttention();
    void navigate(to);
  };

  const title = a.kind === 'message' ? t('listener.message.title') : a.kind === 'win' ? t('listener.win.title') : t(`listener.withdrawal.${a.status}.title`);
  return (
    <Modal title={title} onClose={dismissAttention} size="sm" variant="dialog" className={`dialog listener listener--${a.kind}`}>
      <div className="dialog__content" data-testid="listener-modal">
        {a.kind === 'message' && <p className="dialog__message">{t(`listener.message.${a.from}`, { title: a.title })}</p>}
        {a.kind === 'win' && (
          <p className="dialog__message">{t('listener.win.body', { amount: `${formatMoney(a.amount)} ${a.currency}`, game: a.gameName })}</p>
        )}
        {a.kind === 'withdrawal' && <p className="dialog__message">{t(`listener.withdrawal.${a.status}.body`, { id: a.id })}</p>}
      </div>
      {waiting > 0 && <p className="listener__more">{t('listener.more', { count: waiting })}</p>}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={dismissAttention}>
          {t('listener.close')}
        </button>
        {a.kind === 'message' && (
          <button type="button" className="btn btn--primary" data-autofocus onClick={() => go(targetOf(a)!)}>
            {t('listener.message.read')}
          </button>
        )}
        {a.kind === 'withdrawal' && (
          <button type="button" className="btn btn--primary" data-autofocus onClick={() => go(targetOf(a)!)}>
            {t(`listener.withdrawal.${a.status}.action`)}
          </button>
        )}
        {a.kind === 'win' && (
          <button type="button" className="btn btn--primary" data-autofocus onClick={dismissAttention}>
            {t('listener.win.ok')}
          </button>
        )}
      </div>
    </Modal>
  );
}
