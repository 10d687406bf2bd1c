import { useEffect, useState } from 'react';
import QRCode from '../lib/qrcode';

/**
 * A QR code drawn locally as SVG (the site's defaults: margin, dark on light, error correction M).
 * The markup comes from the qrcode library, never from user input, so it is safe to inline.
 */
export function QrCode({ value, size = 120, label }: { value: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#FFFFFF' } })
      .then((s) => live && setSvg(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="qr" style={{ width: size, height: size }} role="img" aria-label={label}>
      {svg && !failed && <div className="qr__svg" dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}
