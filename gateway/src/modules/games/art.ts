import { createHash } from 'node:crypto';

/**
 * Generated catalogue art (docs/GAMES.md "Art"): every icon is an SVG drawn from the game's name,
 * type, motif and hue, so 10,000 games need no image files and nothing is fetched from outside.
 * Each is drawn at the game tile's own 4:3 shape (200 x 150), so a tile shows all of it, title
 * and vendor included, with nothing cropped. Each stays under 3 KB. The URL carries `artVersion`,
 * so the answer can be cached as immutable: a renamed game gets a new URL.
 */

/** Bumped when the drawing changes, so every URL changes with it. */
const DRAWING = 3;

/**
 * Every card of every list carries a version, so the hashes are remembered: a lobby page would
 * otherwise hash 20 to 50 names per request. Bounded; the oldest half goes when it is full.
 */
const VERSIONS_MAX = 50_000;
const versions = new Map<string, string>();

export function artVersion(name: string, type: string, art: { motif?: string; hue?: number }): string {
  const key = `${DRAWING}|${name}|${type}|${art.motif ?? ''}|${art.hue ?? ''}`;
  let v = versions.get(key);
  if (v === undefined) {
    v = createHash('sha1').update(key).digest('hex').slice(0, 10);
    if (versions.size >= VERSIONS_MAX) for (const k of [...versions.keys()].slice(0, VERSIONS_MAX / 2)) versions.delete(k);
    versions.set(key, v);
  }
  return v;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Motifs drawn in a 100x100 box, scaled into the icon's upper part (white, with a soft shadow). */
const MOTIFS: Record<string, string> = {
  fortune:
    '<circle cx="50" cy="50" r="34"/><circle cx="50" cy="50" r="25" fill="none" stroke="#0003" stroke-width="4"/><path d="M50 30v40M40 38h20M40 62h20" stroke="#0004" stroke-width="6" stroke-linecap="round"/>',
  dragon: '<path d="M20 70q10-45 45-48q-12 10-6 18q15-4 21 8q-14-2-18 8q10 4 8 16q-10-9-22-6q-12 3-28 4z"/>',
  fruit:
    '<circle cx="36" cy="64" r="16"/><circle cx="66" cy="66" r="16"/><path d="M36 48q6-26 26-32M66 50q-2-20-4-34" fill="none" stroke="#fff" stroke-width="5"/>',
  egypt: '<path d="M50 16l38 66h-76z"/><path d="M50 16l10 66h-20z" fill="#0002"/>',
  space: '<circle cx="50" cy="50" r="24"/><ellipse cx="50" cy="52" rx="44" ry="11" fill="none" stroke="#fff" stroke-width="5" transform="rotate(-18 50 52)"/>',
  ocean: '<path d="M8 58q10-12 21 0t21 0t21 0t21 0v26h-84z"/><circle cx="62" cy="32" r="12"/>',
  gems: '<path d="M30 24h40l18 20l-38 44l-38-44z"/><path d="M12 44h76M38 24l12 64l12-64" fill="none" stroke="#0003" stroke-width="3"/>',
  myth: '<path d="M58 10l-30 46h20l-8 36l32-50h-20z"/>',
  candy:
    '<circle cx="50" cy="40" r="26"/><path d="M50 40m-16 0a16 16 0 1 1 16 16a8 8 0 1 1 8-8" fill="none" stroke="#0003" stroke-width="5"/><rect x="47" y="64" width="6" height="28" rx="3"/>',
  wild: '<circle cx="50" cy="62" r="18"/><circle cx="26" cy="40" r="9"/><circle cx="42" cy="26" r="9"/><circle cx="60" cy="26" r="9"/><circle cx="75" cy="40" r="9"/>',
  chip: '<circle cx="50" cy="50" r="36"/><circle cx="50" cy="50" r="36" fill="none" stroke="#0004" stroke-width="9" stroke-dasharray="14 14"/><circle cx="50" cy="50" r="20" fill="#0002"/>',
  cards:
    '<rect x="18" y="22" width="40" height="58" rx="6" transform="rotate(-12 38 51)"/><rect x="44" y="20" width="40" height="58" rx="6" fill="#fffd"/><path d="M64 36q-12 12 0 22q12-10 0-22zM64 52v12" stroke="#0006" stroke-width="3" fill="#0006"/>',
  fish: '<path d="M14 50q30-34 62 0q-32 34-62 0z"/><path d="M76 50l16-16v32z"/><circle cx="30" cy="46" r="4" fill="#0006"/>',
  rocket:
    '<path d="M50 10q20 20 14 52h-28q-6-32 14-52z"/><path d="M36 62l-10 16l14-6zM64 62l10 16l-14-6z"/><circle cx="50" cy="38" r="7" fill="#0004"/><path d="M44 66q6 22 12 0" fill="#ffb347"/>',
  dice: '<rect x="20" y="20" width="60" height="60" rx="12"/><g fill="#0006"><circle cx="35" cy="35" r="6"/><circle cx="50" cy="50" r="6"/><circle cx="65" cy="65" r="6"/></g>',
  joystick: '<rect x="18" y="62" width="64" height="22" rx="8"/><rect x="46" y="34" width="8" height="30"/><circle cx="50" cy="30" r="13"/>',
  crown: '<path d="M16 74l-4-44l22 18l16-28l16 28l22-18l-4 44z"/><rect x="16" y="76" width="68" height="8" rx="3"/>',
  balls:
    '<circle cx="32" cy="58" r="18"/><circle cx="68" cy="58" r="18"/><circle cx="50" cy="32" r="18"/><g fill="#0005" font-size="16" font-weight="700" text-anchor="middle" font-family="sans-serif"><text x="32" y="64">7</text><text x="68" y="64">3</text><text x="50" y="38">8</text></g>',
  ball: '<circle cx="50" cy="50" r="34"/><path d="M50 34l15 11l-6 18h-18l-6-18z" fill="#0005"/>',
  controller:
    '<path d="M22 36h56q14 0 14 20q0 22-14 18l-12-10h-32l-12 10q-14 4-14-18q0-20 14-20z"/><path d="M30 50h14M37 43v14" stroke="#0005" stroke-width="5"/><circle cx="64" cy="48" r="4" fill="#0005"/><circle cx="72" cy="56" r="4" fill="#0005"/>',
  rooster:
    '<path d="M30 80q-10-30 10-44q-4-14 8-18q2-8 8-4q6-4 8 4q-6 2-6 8q18 10 16 30q10-10 12-28q10 24-6 44q-10 10-30 10z"/><circle cx="52" cy="28" r="3" fill="#0006"/>',
  tiger:
    '<circle cx="26" cy="28" r="11"/><circle cx="74" cy="28" r="11"/><circle cx="50" cy="54" r="32"/><path d="M50 24v12M36 27l5 10M64 27l-5 10M20 52h10M70 52h10M22 64l9-3M78 64l-9-3" stroke="#0005" stroke-width="5" stroke-linecap="round"/><circle cx="39" cy="50" r="4" fill="#0007"/><circle cx="61" cy="50" r="4" fill="#0007"/><path d="M45 62h10l-5 6z" fill="#0007"/><path d="M42 72q8 6 16 0" stroke="#0006" stroke-width="3" fill="none"/>',
  panda:
    '<circle cx="26" cy="28" r="12" fill="#222"/><circle cx="74" cy="28" r="12" fill="#222"/><circle cx="50" cy="54" r="32"/><ellipse cx="38" cy="50" rx="8" ry="10" fill="#222" transform="rotate(-20 38 50)"/><ellipse cx="62" cy="50" rx="8" ry="10" fill="#222" transform="rotate(20 62 50)"/><ellipse cx="50" cy="66" rx="6" ry="4" fill="#222"/>',
  lion: '<circle cx="50" cy="50" r="40" fill="#fffb"/><circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="9 6"/><circle cx="50" cy="52" r="24"/><circle cx="42" cy="48" r="3.5" fill="#0007"/><circle cx="58" cy="48" r="3.5" fill="#0007"/><path d="M45 58h10l-5 6z" fill="#0007"/>',
  eagle:
    '<path d="M50 38l-44-18q6 30 30 36l-8 8l22 2v22l8-6l8 6v-22l22-2l-8-8q24-6 30-36z"/><circle cx="50" cy="32" r="10"/><path d="M56 32l8 4l-8 2z" fill="#fc3"/>',
  moon: '<circle cx="48" cy="44" r="32"/><circle cx="62" cy="36" r="28" fill="#0004"/><path d="M14 90l12-26l8 10l10-22l8 20l6-8l14 26z"/>',
  horns:
    '<path d="M14 24q-2 28 26 32h20q28-4 26-32q-8 18-26 18h-20q-18 0-26-18z"/><ellipse cx="50" cy="66" rx="18" ry="22"/><circle cx="43" cy="78" r="3" fill="#0007"/><circle cx="57" cy="78" r="3" fill="#0007"/>',
};

/**
 * A theme shares one motif; the animal named in the game's name gets its own, so "Safari Tiger"
 * and "Jungle Wolf" are not the same paw.
 */
const NAME_MOTIFS: Array<[RegExp, string]> = [
  [/tiger/i, 'tiger'],
  [/panda/i, 'panda'],
  [/lion/i, 'lion'],
  [/eagle/i, 'eagle'],
  [/wolf/i, 'moon'],
  [/buffalo/i, 'horns'],
];
const motifOf = (name: string, motif?: string) => MOTIFS[NAME_MOTIFS.find(([re]) => re.test(name))?.[1] ?? motif ?? ''] ?? MOTIFS.chip!;

/** The largest font size (up to `max`) at which `chars` bold characters fit in `width`. */
const fit = (chars: number, width: number, max: number) => Math.max(9, Math.min(max, Math.floor(width / (chars * 0.6))));

/** Two lines at most, each within the width; the font shrinks for long names. */
function titleLines(name: string): { lines: string[]; size: number } {
  if (name.length <= 14) return { lines: [name], size: fit(name.length, 184, 18) };
  const words = name.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= Math.ceil(name.length / 2) + 3) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  const second = words.join(' ');
  const longest = Math.max(first.length, second.length);
  return { lines: second ? [first, second] : [first], size: fit(longest, 184, 15) };
}

/**
 * Background patterns, drawn faintly over the gradient in the 200 x 150 box. With the layouts
 * below they make each game's icon its own: games of one theme share a motif (every tiger slot
 * has the paw), so the name picks the pattern, the layout and the light's direction.
 */
const PATTERNS = [
  // Rays from behind the motif.
  '<g fill="#fff" fill-opacity=".09"><path d="M100 48L40-20h30zM100 48L130-20h30zM100 48L220 10v30zM100 48L-20 10v30zM100 48L220 90v30zM100 48L-20 90v30z"/></g>',
  // Dots.
  '<g fill="#fff" fill-opacity=".1">' +
    Array.from({ length: 24 }, (_, i) => `<circle cx="${12 + (i % 6) * 35 + (Math.floor(i / 6) % 2) * 17}" cy="${10 + Math.floor(i / 6) * 24}" r="4"/>`).join(
      '',
    ) +
    '</g>',
  // Diagonal stripes.
  '<path d="M-20 90L90-20M10 120L120 10M40 150L150 40M70 180L180 70M100 210L210 100" stroke="#fff" stroke-opacity=".08" stroke-width="12"/>',
  // Rings.
  '<g fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="5"><circle cx="100" cy="48" r="46"/><circle cx="100" cy="48" r="70"/><circle cx="100" cy="48" r="94"/></g>',
  // Diamonds.
  '<g fill="#fff" fill-opacity=".08"><path d="M20 10l12 14l-12 14l-12-14zM180 10l12 14l-12 14l-12-14zM20 62l12 14l-12 14l-12-14zM180 62l12 14l-12 14l-12-14zM50 36l8 10l-8 10l-8-10zM150 36l8 10l-8 10l-8-10z"/></g>',
  // Waves.
  '<path d="M0 30q25-14 50 0t50 0t50 0t50 0M0 60q25-14 50 0t50 0t50 0t50 0M0 90q25-14 50 0t50 0t50 0t50 0" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="6"/>',
];

/** Where the motif (defined once as `#m`) stands: one large; tilted left; tilted right; one large between two small. */
const LAYOUTS = [
  '<use href="#m" transform="translate(60 6) scale(.8)"/>',
  '<use href="#m" transform="translate(56 4) scale(.84) rotate(-14 50 50)"/>',
  '<use href="#m" transform="translate(64 4) scale(.84) rotate(12 50 50)"/>',
  '<g opacity=".75"><use href="#m" transform="translate(6 30) scale(.5) rotate(-18 50 50)"/><use href="#m" transform="translate(144 30) scale(.5) rotate(18 50 50)"/></g><use href="#m" transform="translate(62 4) scale(.76)"/>',
];

/** A stable number from a name (FNV-1a), so the same game always gets the same composition. */
function nameHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The pattern and layout of a game's icon, from its name and vendor. */
export function composition(name: string, vendorName: string): { pattern: number; layout: number; light: number } {
  const h = nameHash(`${name}|${vendorName}`);
  return { pattern: h % PATTERNS.length, layout: Math.floor(h / PATTERNS.length) % LAYOUTS.length, light: Math.floor(h / 97) % 2 };
}

export function gameIconSvg(g: { name: string; gameType: string; vendorName: string; art: { motif?: string; hue?: number } }): string {
  const hue = g.art.hue ?? 40;
  const motif = motifOf(g.name, g.art.motif);
  const c = composition(g.name, g.vendorName);
  const { lines, size } = titleLines(g.name);
  // The band below the motif holds one or two title lines, then the vendor; baselines keep
  // the second line's descenders clear of the vendor line.
  const top = lines.length === 1 ? 123 : 113;
  const text = lines.map((l, i) => `<text x="100" y="${top + i * (size + 2)}">${escapeXml(l)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150" role="img" aria-label="${escapeXml(g.name)}">` +
    `<defs><linearGradient id="b" x1="${c.light}" y1="0" x2="${1 - c.light}" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,16%)"/></linearGradient>` +
    `<radialGradient id="l" cx="${c.light ? 0.35 : 0.65}" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="s"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-opacity=".45"/></filter><g id="m">${motif}</g></defs>` +
    `<rect width="200" height="150" fill="url(#b)"/>${PATTERNS[c.pattern]}<rect width="200" height="150" fill="url(#l)"/>` +
    `<g fill="#fff" filter="url(#s)">${LAYOUTS[c.layout]}</g>` +
    `<rect y="94" width="200" height="56" fill="#000" fill-opacity=".42"/>` +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-weight="700" font-size="${size}" text-anchor="middle">${text}</g>` +
    `<text x="100" y="144" fill="#fff" fill-opacity=".7" font-family="system-ui,sans-serif" font-size="9" text-anchor="middle" letter-spacing="1">${escapeXml(g.vendorName.toUpperCase())}</text></svg>`
  );
}

export function vendorLogoSvg(v: { code: string; name: string; hue: number }): string {
  const initials = v.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const size = fit(v.name.length, 140, 22);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${escapeXml(v.name)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${v.hue},65%,30%)"/><stop offset="1" stop-color="hsl(${(v.hue + 30) % 360},60%,12%)"/></linearGradient>` +
    `<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${v.hue},90%,72%)"/><stop offset="1" stop-color="hsl(${v.hue},80%,45%)"/></linearGradient></defs>` +
    `<rect width="240" height="96" rx="14" fill="url(#b)"/>` +
    `<circle cx="48" cy="48" r="30" fill="url(#m)"/><circle cx="48" cy="48" r="30" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
    `<text x="48" y="56" fill="#101216" font-family="system-ui,sans-serif" font-weight="800" font-size="22" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="90" y="54" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-weight="700" font-size="${size}">${escapeXml(v.name)}</text>` +
    `<rect x="1" y="1" width="238" height="94" rx="13" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="2"/></svg>`
  );
}
