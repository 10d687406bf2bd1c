/**
 * The demo chat provider's roster (docs/LIVE-MODELS.md "Demo chat provider"): who it has, who is
 * on air and how many watch. Two hosts are always away, so a site shows both states and an
 * offline launch can be tried. Viewer counts drift smoothly with the clock (a 10-minute wave per
 * host), so the cards look alive without anything random between two reads of a list.
 */
export interface DemoHost {
  ref: string;
  name: string;
  base: number;
  away?: boolean;
}

export const DEMO_HOSTS: readonly DemoHost[] = [
  { ref: 'aria', name: 'Aria', base: 1840 },
  { ref: 'bella', name: 'Bella', base: 1265 },
  { ref: 'chloe', name: 'Chloe', base: 932 },
  { ref: 'daisy', name: 'Daisy', base: 2410 },
  { ref: 'elena', name: 'Elena', base: 688 },
  { ref: 'fiona', name: 'Fiona', base: 0, away: true },
  { ref: 'grace', name: 'Grace', base: 1514 },
  { ref: 'hana', name: 'Hana', base: 0, away: true },
];

const WAVE_MS = 10 * 60_000;

export interface HostStatus {
  ref: string;
  online: boolean;
  viewers: number;
}

export function hostStatus(h: DemoHost, index: number, now = Date.now()): HostStatus {
  if (h.away) return { ref: h.ref, online: false, viewers: 0 };
  const wave = Math.sin((2 * Math.PI * (now % WAVE_MS)) / WAVE_MS + index * 1.3);
  return { ref: h.ref, online: true, viewers: Math.max(1, Math.round(h.base * (1 + 0.12 * wave))) };
}

export const rosterStatus = (now = Date.now()) => DEMO_HOSTS.map((h, i) => hostStatus(h, i, now));
export const findHost = (ref: string) => DEMO_HOSTS.find((h) => h.ref === ref) ?? null;
