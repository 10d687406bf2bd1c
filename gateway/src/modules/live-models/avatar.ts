import { createHash } from 'node:crypto';

/**
 * Generated host portraits (docs/LIVE-MODELS.md "Avatars"), in the spirit of the catalogue's
 * generated game art (games/art.ts): an SVG drawn from the host's name and colour, so the site
 * needs no photos and fetches nothing from outside. Skin tone, hair colour and hair style follow
 * from a hash of the name, so one host always looks the same. Square, 160 x 160, about 1.5 KB.
 */

const DRAWING = 1;
const SKIN = ['#f4d3b5', '#e8b88f', '#c98e62', '#8d5a3b'];
const HAIR = ['#1d1410', '#3b2417', '#6a3d1f', '#b5793b', '#e0c07a', '#7a2f45'];
/** Hair drawn behind the face (long or short), and a fringe in front of it. */
const STYLES = [
  { back: 'M44 78q-6-52 36-56q42 4 36 56v44h-72z', front: 'M52 62q10-24 28-24q20 0 30 26q-20-12-58-2z' },
  { back: 'M46 70q-2-46 34-48q36 2 34 48v18h-68z', front: 'M50 64q4-26 30-26q26 0 30 26q-12-10-30-12q-18 2-30 12z' },
  { back: 'M40 84q-10-62 40-62q50 0 40 62l8 46h-96z', front: 'M50 66q8-30 36-26q22 4 24 24q-30-14-60 2z' },
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const avatarVersion = (name: string, hue: number) => createHash('sha1').update(`${DRAWING}|${name}|${hue}`).digest('hex').slice(0, 10);

export function avatarSvg(name: string, hue: number): string {
  const h = createHash('sha1').update(name).digest();
  const skin = SKIN[h[0]! % SKIN.length]!;
  const hair = HAIR[h[1]! % HAIR.length]!;
  const style = STYLES[h[2]! % STYLES.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 45) % 360},65%,14%)"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".25" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="160" height="160" fill="url(#b)"/><rect width="160" height="160" fill="url(#l)"/>` +
    // Stage lights: two soft beams behind the host.
    `<path d="M20 0l30 160h-40zM140 0l10 160h-40z" fill="#fff" fill-opacity=".07"/>` +
    `<path d="${style.back}" fill="${hair}"/>` +
    `<path d="M34 160q4-40 46-42q42 2 46 42z" fill="hsl(${(hue + 180) % 360},55%,38%)"/>` +
    `<rect x="71" y="96" width="18" height="20" rx="8" fill="${skin}"/>` +
    `<ellipse cx="80" cy="72" rx="27" ry="31" fill="${skin}"/>` +
    `<path d="${style.front}" fill="${hair}"/>` +
    `<g fill="#2a1a14"><ellipse cx="70" cy="75" rx="3" ry="3.6"/><ellipse cx="90" cy="75" rx="3" ry="3.6"/></g>` +
    `<path d="M72 89q8 7 16 0" fill="none" stroke="#b4485a" stroke-width="3" stroke-linecap="round"/>` +
    `<g fill="#ff8fb1" fill-opacity=".35"><circle cx="63" cy="85" r="5"/><circle cx="97" cy="85" r="5"/></g>` +
    // A heart sparkle in the corner: the chat.
    `<path d="M132 26c-4-7-14-4-12 4c1 5 12 12 12 12s11-7 12-12c2-8-8-11-12-4z" fill="#ff5d8f" stroke="#fff" stroke-width="2"/>` +
    `</svg>`
  );
}
