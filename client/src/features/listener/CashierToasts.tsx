import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberTab } from '../../lib/paths';
import { dismissToast, toastStore, TOAST_MS, type CashierToast } from './cashierToasts';

/** The toasts of money status changes, in a polite live region that is always present so each new one is read out. */
export function CashierToasts() {
  const list = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const { t } = useTranslation();
  return (
    <div className="cashier-toasts" role="status" aria-live="polite" aria-label={t('cashierToast.region')}>
      {list.map((toast) => (
        <Toast key={toast.key} toast={toast} />
      ))}
    </div>
  );
}

function Toast({ toast }: { toast: CashierToast }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.key), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.key]);
  return (
    <div className={`cashier-toast cashier-toast--${toast.status}`} data-testid="cashier-toast">
      <p className="cashier-toast__text">{t(`cashierToast.${toast.kind}.${toast.status}`, { id: toast.id })}</p>
      <Link className="cashier-toast__link" to={memberTab(toast.kind === 'deposit' ? 'depositv2' : 'withdraw')} onClick={() => dismissToast(toast.key)}>
        {t('cashierToast.view')}
      </Link>
      <button type="button" className="cashier-toast__close" onClick={() => dismissToast(toast.key)} aria-label={t('cashierToast.dismiss')}>
        ×
      </button>
    </div>
  );
}
