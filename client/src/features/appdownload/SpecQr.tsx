import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** QR defaults (size and margin in px, colours, logo share of the width, error correction). */
export const QR_DEFAULTS = { size: 200, margin: 20, dark: '#000000', light: '#FFFFFF', logoScale: 0.2, errorCorrection: 'M' } as const;

type Drawn = { count: number; path: string } | { error: 'overflow' | 'failed' };

/** The QR modules as one SVG path of unit squares (the qrcode library loads on first use). */
async function draw(value: string): Promise<Drawn> {
  const lib = (await import('qrcode')).default;
  try {
    const { modules } = lib.create(value, { errorCorrectionLevel: QR_DEFAULTS.errorCorrection });
    let path = '';
    for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) path += `M${c} ${r}h1v1h-1z`;
    return { count: modules.size, path };
  } catch (e) {
    // "code length overflow" when the data does not fit version 40.
    return { error: /too big|overflow/i.test(String(e)) ? 'overflow' : 'failed' };
  }
}

/**
 * A QR code with the site logo in the middle, drawn as SVG at QR_DEFAULTS. A logo that
 * fails to load is left out (the code still scans: the logo only ever covers what error
 * correction M restores) and logged as 'Image load error'.
 */
export function SpecQr({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  logo,
}: {
  value: string;
  label: string;
  size?: number;
  margin?: number;
  logo?: string;
}) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [logoOk, setLogoOk] = useState(false);
  useEffect(() => {
    let live = true;
    void draw(value).then((d) => live && setDrawn(d));
    return () => {
      live = false;
    };
  }, [value]);
  useEffect(() => {
    setLogoOk(false);
    if (!logo) return;
    const img = new Image();
    img.onload = () => setLogoOk(true);
    img.onerror = () => console.warn('Image load error', logo);
    img.src = logo;
  }, [logo]);

  if (drawn && 'error' in drawn) {
    return (
      <p className="qr-spec qr-spec--error" role="alert" style={{ width: size }}>
        {t(drawn.error === 'overflow' ? 'pages.qr.overflow' : 'pages.qr.failed')}
      </p>
    );
  }
  const inner = size - 2 * margin;
  const logoSize = size * QR_DEFAULTS.logoScale;
  return (
    <div className="qr-spec" style={{ width: size, height: size }} role="img" aria-label={label} data-testid="spec-qr">
      {drawn && (
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <rect width={size} height={size} fill={QR_DEFAULTS.light} />
          <path d={drawn.path} fill={QR_DEFAULTS.dark} transform={`translate(${margin} ${margin}) scale(${inner / drawn.count})`} shapeRendering="crispEdges" />
          {logo && logoOk && (
            <>
              <rect x={(size - logoSize) / 2 - 3} y={(size - logoSize) / 2 - 3} width={logoSize + 6} height={logoSize + 6} rx={6} fill={QR_DEFAULTS.light} />
              <image href={logo} x={(size - logoSize) / 2} y={(size - logoSize) / 2} width={logoSize} height={logoSize} />
            </>
          )}
        </svg>
      )}
    </div>
  );
}
