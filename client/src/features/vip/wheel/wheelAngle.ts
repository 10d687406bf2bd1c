/**
 * Where the wheel turns to (docs/VIP-WHEEL.md "Animation"). Segments are drawn the same size,
 * clockwise from the top; the pointer sits at the top. Landing on segment i means turning so its
 * middle is under the pointer, always forwards, by at least `turns` whole turns from where the
 * wheel stands now, so every spin looks like a spin and the angle only grows.
 */
export function landingAngle(current: number, index: number, count: number, turns = 5): number {
  const middle = ((index + 0.5) * 360) / count;
  const target = (360 - middle) % 360;
  const now = ((current % 360) + 360) % 360;
  const forward = (target - now + 360) % 360;
  return current + turns * 360 + forward;
}

/** The segment under the pointer when the wheel stands at `angle` (the inverse, for tests and the resting state). */
export function segmentAt(angle: number, count: number): number {
  const a = ((-angle % 360) + 360) % 360;
  return Math.floor((a * count) / 360) % count;
}

/** An SVG arc path of one segment of a wheel of radius r centred at (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const a0 = (index * 2 * Math.PI) / count;
  const a1 = ((index + 1) * 2 * Math.PI) / count;
  const x = (a: number) => (r + r * Math.sin(a)).toFixed(2);
  const y = (a: number) => (r - r * Math.cos(a)).toFixed(2);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M ${r} ${r} L ${x(a0)} ${y(a0)} A ${r} ${r} 0 ${large} 1 ${x(a1)} ${y(a1)} Z`;
}
