import { useTranslation } from 'react-i18next';
import { errorText } from '../api/http';
import { FormError } from '../components/Field';

/** A list that could not load: the error code's text and a retry, as the message list does. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const e = errorText(error);
  return (
    <div className="agent-failed">
      <FormError message={t(e.key, { defaultValue: e.fallback })} />
      <button type="button" className="btn btn--outline btn--sm" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
