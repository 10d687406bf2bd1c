import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteLogo } from '@wl/shared';
import { imageUrl } from '../../lib/hosts';
import { ui } from '../../stores/ui';
import { FormError } from '../../components/Field';
import { staffApi, staffQueries } from '../../console-kit/staffApi';
import { useErrorText } from '../../console-kit/ui';

/**
 * The logo, uploaded or removed at once (not with the form's Save): a file is its own call, and
 * the answer is the logo every open page then shows. PNG or JPEG; the gateway checks the file,
 * scales it to fit 480 x 120 and refuses anything else with a code said here in words.
 */
export function LogoControl({ logo, siteName, readOnly }: { logo: SiteLogo | null; siteName: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState('');
  const refresh = () => queries.invalidateQueries({ queryKey: staffQueries.settings().queryKey });
  const upload = useMutation({
    mutationFn: (file: File) => staffApi.uploadLogo(file),
    onSuccess: async () => {
      setDone(t('support.settings.logo.saved'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => staffApi.saveSettings({ logo: null }),
    onSuccess: async () => {
      setDone(t('support.settings.logo.removed'));
      await refresh();
    },
  });
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;

  async function confirmRemove() {
    const sure = await ui.dialog({
      titleKey: 'support.settings.logo.removeTitle',
      messageKey: 'support.settings.logo.removeBody',
      confirmKey: 'support.settings.logo.remove',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (sure) remove.mutate();
  }

  return (
    <div className="sc-logo" data-testid="site-logo">
      <div className="sc-logo__preview">
        {logo ? (
          <img src={imageUrl(logo.path)} width={logo.width} height={logo.height} alt={t('support.settings.logo.current', { site: siteName })} />
        ) : (
          <span className="sc-muted sc-small">{t('support.settings.logo.none')}</span>
        )}
      </div>
      <div className="sc-logo__actions">
        <input
          ref={input}
          id="sc-logo-file"
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('support.settings.logo.upload')}
          disabled={readOnly || busy}
          aria-describedby="sc-logo-hint"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            setDone('');
            remove.reset();
            if (file) upload.mutate(file);
          }}
        />
        <button type="button" className="btn btn--ghost btn--sm" disabled={readOnly || busy} onClick={() => input.current?.click()}>
          {upload.isPending ? t('support.settings.logo.uploading') : logo ? t('support.settings.logo.replace') : t('support.settings.logo.upload')}
        </button>
        {logo && (
          <button type="button" className="btn btn--ghost btn--sm" disabled={readOnly || busy} onClick={() => void confirmRemove()}>
            {t('support.settings.logo.remove')}
          </button>
        )}
        <span id="sc-logo-hint" className="sc-muted sc-small">
          {t('support.settings.logo.hint')}
        </span>
        <span className="sc-muted sc-small" role="status">
          {done}
        </span>
      </div>
      <FormError message={error ? errorText(error) : ''} />
    </div>
  );
}
