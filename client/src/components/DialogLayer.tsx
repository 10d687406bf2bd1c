import { useTranslation } from 'react-i18next';
import { useTextsReady } from '../hooks/useTextsReady';
import { ui, useUi } from '../stores/ui';
import { Icon, type IconName } from './Icon';
import { Modal } from './Modal';

const TONE_ICON: Record<string, IconName> = { info: 'info', warning: 'warning', error: 'warning', success: 'check' };

/** Confirmations and warnings (logout, trial refusal, SMS failures) above any modal. */
export function DialogLayer() {
  const { dialogs } = useUi();
  const { t } = useTranslation();
  const ready = useTextsReady(dialogs.flatMap((d) => [d.titleKey, d.messageKey, d.cancelKey, d.confirmKey]));
  if (!ready) return null;
  return (
    <>
      {dialogs.map((d) => {
        const tone = d.tone ?? 'info';
        const cancel = d.cancelKey ? () => ui.answer(d.id, false) : undefined;
        return (
          <Modal
            key={d.id}
            title={t(d.titleKey ?? 'in_popup_prompt')}
            onClose={() => ui.answer(d.id, false)}
            size="sm"
            variant="dialog"
            role="alertdialog"
            className={`dialog dialog--${tone}`}
          >
            <div className="dialog__content">
              <span className={`dialog__icon dialog__icon--${tone}`}>
                <Icon name={TONE_ICON[tone] ?? 'info'} size={28} />
              </span>
              <p className="dialog__message" data-testid="dialog-message">
                {t(d.messageKey, d.params)}
              </p>
            </div>
            <div className="dialog__actions">
              {cancel && (
                <button type="button" className="btn btn--ghost" onClick={cancel}>
                  {t(d.cancelKey ?? 'in_more_cancel')}
                </button>
              )}
              <button type="button" className="btn btn--primary" data-autofocus onClick={() => ui.answer(d.id, true)}>
                {t(d.confirmKey ?? 'in_increase_submit')}
              </button>
            </div>
          </Modal>
        );
      })}
    </>
  );
}
