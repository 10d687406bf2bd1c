import { useEffect, useState } from 'react';
import { QR_DEFAULTS } from '@wl/shared/core';
import QRCode from '../../lib/qrcode';

/**
 * The referral link as a QR code with the shared QR_DEFAULTS (size 200, dark #000000 on
 * #FFFFFF, error correction M). Their margin of 20 is taken as pixels: the library counts its
 * quiet zone in modules, and 4 modules (the standard quiet zone) come to about 20 px at this size.
 * The SVG is the library's output for our own link, never user input.
 */
export function ReferralQr({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, {
      type: 'svg',
      width: QR_DEFAULTS.size,
      margin: 4,
      errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
      color: { dark: QR_DEFAULTS.dark, light: QR_DEFAULTS.light },
    }).then(
      (s) => live && setSvg(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="referral__qr" style={{ width: QR_DEFAULTS.size, height: QR_DEFAULTS.size }} role="img" aria-label={label} data-testid="referral-qr">
      {svg && !failed && <div className="referral__qr-svg" dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}
