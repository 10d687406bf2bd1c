import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MIN_MS } from '@wl/shared/core';
import { feedbackApi } from './feedbackApi';

/**
 * The popup's captcha image. The gateway refuses refreshes faster than one a second, so a click
 * inside that window waits for it; every answer spends the image, so the form asks for a new one
 * after each refused send.
 */
export function useFeedbackCaptcha() {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const refresh = useCallback(() => {
    window.clearTimeout(timer.current);
    const wait = Math.max(0, last.current + CAPTCHA_REFRESH_MIN_MS - Date.now());
    timer.current = window.setTimeout(() => {
      last.current = Date.now();
      feedbackApi.captcha().then(
        (img) => {
          setImage(img);
          setFailed(false);
        },
        () => setFailed(true),
      );
    }, wait);
  }, []);

  useEffect(() => {
    refresh();
    return () => window.clearTimeout(timer.current);
  }, [refresh]);

  return { image, failed, refresh };
}
