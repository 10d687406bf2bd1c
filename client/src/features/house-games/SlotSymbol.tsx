import type { SlotSymbol as Symbol } from '@wl/shared/core';

/** Generated art for the reel symbols (no image files): one small SVG per symbol. */
export function SlotSymbol({ symbol }: { symbol: Symbol }) {
  return (
    <svg viewBox="0 0 64 64" className="bgs-symbol" aria-hidden="true" focusable="false">
      {symbol === 'SEVEN' && (
        <text x="32" y="48" textAnchor="middle" fontSize="46" fontWeight="900" fill="#ff4d5a" stroke="#ffd76a" strokeWidth="2">
          7
        </text>
      )}
      {symbol === 'BAR' && (
        <g>
          <rect x="6" y="20" width="52" height="24" rx="5" fill="#1b1d27" stroke="#f5c451" strokeWidth="3" />
          <text x="32" y="39" textAnchor="middle" fontSize="16" fontWeight="800" fill="#f5c451">
            BAR
          </text>
        </g>
      )}
      {symbol === 'BELL' && (
        <g fill="#ffcf3f" stroke="#a8741a" strokeWidth="2">
          <path d="M32 10c-10 0-16 8-16 20v8l-5 7h42l-5-7v-8c0-12-6-20-16-20z" />
          <circle cx="32" cy="50" r="5" />
        </g>
      )}
      {symbol === 'PLUM' && (
        <g>
          <circle cx="32" cy="36" r="18" fill="#8e4dd6" />
          <path d="M32 18c2-6 8-8 12-8-2 5-6 8-12 8z" fill="#3ddc97" />
        </g>
      )}
      {symbol === 'LEMON' && <ellipse cx="32" cy="34" rx="22" ry="15" fill="#f2e35b" stroke="#b9a52b" strokeWidth="2" />}
      {symbol === 'CHERRY' && (
        <g>
          <path d="M22 40C26 24 34 14 46 10M42 42C40 28 42 18 46 10" stroke="#3ddc97" strokeWidth="3" fill="none" />
          <circle cx="22" cy="44" r="10" fill="#e3243b" />
          <circle cx="42" cy="46" r="10" fill="#c81d33" />
        </g>
      )}
    </svg>
  );
}
