import type { WheelSegmentInput } from '@wl/shared/core';
import { segmentPath } from './wheelAngle';

const R = 150;

/**
 * The wheel itself: equal slices clockwise from the top (each slice's chance is in the legend,
 * not its size), turned by a CSS transform so the browser animates it smoothly; the transition
 * is dropped under prefers-reduced-motion (wheel.css) and the caller then announces at once.
 */
export function WheelDisc({ segments, angle, label, onStopped }: { segments: WheelSegmentInput[]; angle: number; label: string; onStopped(): void }) {
  const n = segments.length;
  return (
    <div className="vw-disc-wrap">
      <svg className="vw-pointer" viewBox="0 0 40 40" aria-hidden="true">
        <path d="M20 38 L6 6 H34 Z" />
      </svg>
      <svg
        className="vw-disc"
        viewBox={`0 0 ${R * 2} ${R * 2}`}
        role="img"
        aria-label={label}
        style={{ transform: `rotate(${angle}deg)` }}
        onTransitionEnd={(e) => {
          if (e.propertyName === 'transform') onStopped();
        }}
        data-testid="wheel-disc"
        data-angle={angle}
      >
        {segments.map((s, i) => (
          <g key={i}>
            <path d={segmentPath(i, n, R)} className={`vw-seg vw-seg--${s.prize > 0 ? (i % 2 ? 'a' : 'b') : 'none'}`} />
            <text className="vw-seg__label" x={R} y={R * 0.28} textAnchor="middle" transform={`rotate(${((i + 0.5) * 360) / n} ${R} ${R})`}>
              {s.label.length > 10 ? `${s.label.slice(0, 9)}…` : s.label}
            </text>
          </g>
        ))}
        <circle cx={R} cy={R} r={R * 0.14} className="vw-hub" />
      </svg>
    </div>
  );
}
