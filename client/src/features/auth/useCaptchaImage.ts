import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MIN_MS } from '@wl/shared/core';
import { identityApi } from '../../api/identity';

/**
 * Captcha image for the forms whose machine leaves the image to the UI (registration). The
 * gateway refuses refreshes faster than one per second, so clicks inside that window wait.
 */
export function useCaptchaImage(enabled: boolean, reloadKey: unknown) {
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const load = useCallback(() => {
    window.clearTimeout(timer.current);
    const wait = Math.max(0, last.current + CAPTCHA_REFRESH_MIN_MS - Date.now());
    timer.current = window.setTimeout(() => {
      last.current = Date.now();
      identityApi.captcha().then(
        (img) => {
          setImage(img);
          setError(null);
        },
        (err: { code?: string }) => setError(err.code ?? 'INTERNAL'),
      );
    }, wait);
  }, []);

  useEffect(() => {
    if (enabled) load();
    return () => window.clearTimeout(timer.current);
  }, [enabled, reloadKey, load]);

  return { image, errorCode: error, refresh: load };
}
