/**
 * Generated art for home content (docs/HOME.md): promo banners and team crests as SVG, drawn from
 * a name, so the demo site looks complete with no network and no image files. The same name
 * always gives the same picture; an unknown banner name still gets a tidy generic promo.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Motif = 'coins' | 'reels' | 'cards' | 'ball' | 'fish' | 'balls' | 'crown' | 'dice' | 'rooster' | 'social' | 'play';
interface Scene {
  eyebrow: string;
  title: string;
  sub: string;
  cta: string;
  motif: Motif;
  hue: number;
}

/** The demo's promo scenes; banner rows point at them as /lgw/home/art/<name>.svg. */
export const SCENES: Record<string, Scene> = {
  welcome: { eyebrow: 'NEW MEMBERS', title: 'WELCOME BONUS', sub: '100% up to ₱10,000 on your first deposit', cta: 'JOIN NOW', motif: 'coins', hue: 42 },
  slots: { eyebrow: '10,000+ GAMES', title: 'MEGA SLOTS', sub: 'Spin the hottest reels from 40 providers', cta: 'PLAY SLOTS', motif: 'reels', hue: 330 },
  live: { eyebrow: 'REAL DEALERS 24/7', title: 'LIVE CASINO', sub: 'Baccarat, roulette and blackjack in HD', cta: 'TAKE A SEAT', motif: 'cards', hue: 0 },
  sports: { eyebrow: 'BEST ODDS', title: 'SPORTS BETTING', sub: 'Football, basketball and e-sports every day', cta: 'BET NOW', motif: 'ball', hue: 140 },
  fishing: { eyebrow: 'ARCADE', title: 'FISH HUNTER', sub: 'Catch the golden dragon for 888x', cta: 'START HUNTING', motif: 'fish', hue: 195 },
  lottery: { eyebrow: 'DRAWS EVERY 5 MINUTES', title: 'LOTTERY', sub: 'SSC, PK10 and VN lottery results live', cta: 'PICK NUMBERS', motif: 'balls', hue: 270 },
  vip: { eyebrow: 'VIP CLUB', title: 'UP TO 10% WEEKLY', sub: 'Cashback, a personal host and faster withdrawals', cta: 'SEE LEVELS', motif: 'crown', hue: 45 },
  fair: { eyebrow: 'IN-HOUSE GAMES', title: 'PROVABLY FAIR', sub: 'Check every round with the seed verifier', cta: 'PLAY FAIR', motif: 'dice', hue: 190 },
  cockfight: {
    eyebrow: 'DS88 · DIG · WGB',
    title: 'COCKFIGHT ARENA',
    sub: 'Live derbies with instant settlement',
    cta: 'WATCH LIVE',
    motif: 'rooster',
    hue: 18,
  },
  'fb-main': { eyebrow: 'FACEBOOK', title: 'AURUM PLAY PH', sub: 'News, giveaways and weekly winners', cta: 'FOLLOW', motif: 'social', hue: 220 },
  'fb-vip': { eyebrow: 'FACEBOOK', title: 'AURUM VIP LOUNGE', sub: 'Exclusive events for VIP members', cta: 'FOLLOW', motif: 'crown', hue: 228 },
  'fb-sports': { eyebrow: 'FACEBOOK', title: 'AURUM SPORTS TIPS', sub: 'Match previews and live odds', cta: 'FOLLOW', motif: 'ball', hue: 212 },
};

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${((h % 360) + 360) % 360} ${s}% ${l}% / ${a})`;

function coin(x: number, y: number, r: number): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.92}" fill="url(#gold)" stroke="#8a5a12" stroke-width="${r * 0.07}"/>
<ellipse rx="${r * 0.7}" ry="${r * 0.64}" fill="none" stroke="#fff3c4" stroke-opacity=".6" stroke-width="${r * 0.06}"/>
<text y="${r * 0.3}" font-size="${r * 0.9}" text-anchor="middle" font-weight="900" fill="#8a5a12" opacity=".75">$</text></g>`;
}
function card(x: number, y: number, rot: number, suit: string, red: boolean): string {
  const c = red ? '#d23c3c' : '#15171d';
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-44" y="-62" width="88" height="124" rx="10" fill="#f8f4ea" stroke="#d9cba6" stroke-width="2"/>
<text x="-30" y="-36" font-size="22" font-weight="800" fill="${c}">A</text><text y="20" font-size="52" text-anchor="middle" fill="${c}">${suit}</text></g>`;
}

function motif(m: Motif, h: number): string {
  switch (m) {
    case 'coins':
      return coin(600, 170, 82) + coin(710, 270, 60) + coin(520, 300, 46) + coin(730, 110, 34) + coin(640, 350, 26);
    case 'reels':
      return `<g transform="translate(620 215)"><rect x="-150" y="-105" width="300" height="210" rx="26" fill="${hsl(h, 60, 14)}" stroke="url(#gold)" stroke-width="8"/>
${[-95, 0, 95].map((x) => `<rect x="${x - 40}" y="-75" width="80" height="150" rx="10" fill="#fdf6e3"/><text x="${x}" y="26" font-size="76" font-weight="900" text-anchor="middle" fill="${hsl(h, 80, 45)}">7</text>`).join('')}
<rect x="-150" y="-6" width="300" height="12" fill="url(#gold)" opacity=".35"/></g>`;
    case 'cards':
      return (
        card(560, 220, -16, '♠', false) +
        card(640, 200, 0, '♥', true) +
        card(720, 220, 15, '♦', true) +
        `<g transform="translate(520 330)"><circle r="34" fill="${hsl(h, 70, 45)}" stroke="#fff" stroke-width="6" stroke-dasharray="10 8"/><circle r="20" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/></g>`
      );
    case 'ball':
      return `<g transform="translate(640 210)"><circle r="120" fill="#fafafa" stroke="#222" stroke-width="4"/>
<path d="M0-42 40-13 25 34h-50l-15-47z" fill="#1b1d23"/>${[0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a})" d="M0-120l-22 30h44zM0-42v-48" fill="#1b1d23" stroke="#1b1d23" stroke-width="5"/>`).join('')}
<circle r="120" fill="url(#shine)"/></g>`;
    case 'fish':
      return `<g transform="translate(620 210)"><path d="M-150 0c60-90 190-90 230 0-40 90-170 90-230 0z" fill="url(#gold)" stroke="#8a5a12" stroke-width="5"/>
<path d="M80 0l80-60v120z" fill="${hsl(h, 70, 50)}"/><circle cx="-95" cy="-12" r="14" fill="#15171d"/><circle cx="-100" cy="-17" r="5" fill="#fff"/>
${[-40, 0, 40].map((x) => `<path d="M${x} -40q20 40 0 80" fill="none" stroke="#8a5a12" stroke-width="5" opacity=".6"/>`).join('')}</g>
${[
  [520, 90, 10],
  [560, 60, 6],
  [760, 330, 12],
  [790, 300, 7],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>`)
  .join('')}`;
    case 'balls':
      return [
        [560, 170, 58, 0],
        [680, 150, 48, 120],
        [620, 280, 64, 200],
        [740, 270, 40, 300],
      ]
        .map(
          ([x, y, r, d], i) =>
            `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${hsl(h + d!, 75, 50)}"/><circle r="${r! * 0.55}" fill="#fff"/><text y="${r! * 0.2}" font-size="${r! * 0.6}" font-weight="900" text-anchor="middle" fill="#15171d">${[8, 23, 5, 17][i]}</text><circle r="${r}" fill="url(#shine)"/></g>`,
        )
        .join('');
    case 'crown':
      return `<g transform="translate(640 215)"><path d="M-130 70-150-70l80 60L0-110l70 100 80-60-20 140z" fill="url(#gold)" stroke="#8a5a12" stroke-width="6" stroke-linejoin="round"/>
<rect x="-132" y="70" width="264" height="34" rx="8" fill="url(#gold)" stroke="#8a5a12" stroke-width="5"/>${[-80, 0, 80].map((x) => `<circle cx="${x}" cy="30" r="14" fill="${hsl(h + 300, 70, 50)}" stroke="#fff" stroke-width="3"/>`).join('')}</g>`;
    case 'dice':
      return `<g transform="translate(590 200) rotate(-10)"><rect x="-80" y="-80" width="160" height="160" rx="26" fill="#10202a" stroke="${hsl(h, 90, 60)}" stroke-width="5"/>
${[
  [-40, -40],
  [40, -40],
  [0, 0],
  [-40, 40],
  [40, 40],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${hsl(h, 90, 60)}"/>`)
  .join('')}</g>
<g transform="translate(720 280) rotate(14)"><rect x="-55" y="-55" width="110" height="110" rx="18" fill="#fdf6e3" stroke="url(#gold)" stroke-width="5"/><circle cx="-22" cy="-22" r="11" fill="#d23c3c"/><circle cx="22" cy="22" r="11" fill="#d23c3c"/></g>`;
    case 'rooster':
      return `<g transform="translate(630 220)"><path d="M-90 60c-20-80 20-140 90-150 30-40 70-30 60 10 30 0 40 30 10 40 20 60-10 110-80 120-40 5-70-5-80-20z" fill="${hsl(h, 75, 45)}" stroke="#2a0f05" stroke-width="5"/>
<path d="M60-100c10-30 30-30 40-10-10-5-20 0-20 10z" fill="#d23c3c"/><circle cx="50" cy="-70" r="7" fill="#15171d"/><path d="M95-60l30 8-30 8z" fill="url(#gold)"/>
<path d="M-90 60c-60-10-90-60-70-110 20 40 50 40 70 40z" fill="${hsl(h + 20, 70, 35)}"/></g>`;
    case 'social':
      return `<g transform="translate(630 210)"><rect x="-110" y="-110" width="220" height="220" rx="48" fill="#fff" opacity=".95"/>
<path d="M25 110V20h32l5-36H25v-24c0-11 3-18 19-18h20v-33c-4 0-15-2-29-2-29 0-48 18-48 50v27h-32v36h32v90z" fill="${hsl(h, 70, 45)}"/></g>`;
    case 'play':
      return `<g transform="translate(640 210)"><circle r="90" fill="#fff" opacity=".92"/><path d="M-28-46 52 0-28 46z" fill="${hsl(h, 80, 45)}"/></g>`;
  }
}

/** Words into lines of at most `max` characters (SVG text does not wrap by itself). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 2);
}

/** A promo banner, 800 x 400: copy on the left, the scene's motif on the right. */
export function bannerArt(name: string): string {
  const h = hash(name);
  const scene = SCENES[name] ?? {
    eyebrow: 'PROMOTION',
    title: name.replace(/-/g, ' ').toUpperCase().slice(0, 22),
    sub: 'Only at Aurum Play',
    cta: 'LEARN MORE',
    motif: (['coins', 'reels', 'cards', 'crown'] as const)[h % 4]!,
    hue: h % 360,
  };
  const hue = scene.hue;
  const rings = Array.from({ length: 8 }, (_, i) => `<circle cx="640" cy="210" r="${50 + i * 40}" fill="none"/>`).join('');
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const k = hash(`${name}${i}`);
    return `<circle cx="${420 + (k % 380)}" cy="${20 + ((k >> 9) % 360)}" r="${1 + (k % 3)}" fill="#fff" opacity=".${4 + (k % 5)}"/>`;
  }).join('');
  // Heavy capitals run about 0.72 em wide: the title stays clear of the motif on the right.
  const size = Math.min(52, Math.floor(400 / (scene.title.length * 0.72)));
  const cta = 112 + size + 52 + (wrap(scene.sub, 30).length - 1) * 30 + 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400" role="img" aria-label="${esc(scene.title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 9)}"/><stop offset=".55" stop-color="${hsl(hue, 60, 17)}"/><stop offset="1" stop-color="${hsl(hue + 25, 70, 28)}"/></linearGradient>
<radialGradient id="glow" cx="80%" cy="52%" r="55%"><stop offset="0" stop-color="${hsl(hue, 95, 60)}" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".45" stop-color="#f5c451"/><stop offset="1" stop-color="#b77a1c"/></linearGradient>
<radialGradient id="shine" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
<linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#05060a" stop-opacity=".75"/><stop offset=".6" stop-color="#05060a" stop-opacity="0"/></linearGradient>
</defs>
<rect width="800" height="400" fill="url(#bg)"/><rect width="800" height="400" fill="url(#glow)"/>
<g stroke="#fff" stroke-opacity=".07" stroke-width="2">${rings}</g>${sparkles}
${motif(scene.motif, hue)}
<rect width="800" height="400" fill="url(#fade)"/>
<g font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<text x="44" y="104" font-size="21" font-weight="800" letter-spacing="3" fill="${hsl(hue, 90, 72)}">${esc(scene.eyebrow)}</text>
<text x="42" y="${112 + size + 14}" font-size="${size}" font-weight="900" fill="url(#gold)" stroke="#3a2504" stroke-width="1">${esc(scene.title)}</text>
${wrap(scene.sub, 30)
  .map((line, i) => `<text x="44" y="${112 + size + 52 + i * 30}" font-size="24" fill="#f1f1f4" opacity=".92">${esc(line)}</text>`)
  .join('')}
<rect x="44" y="${cta}" width="${scene.cta.length * 15 + 56}" height="54" rx="27" fill="url(#gold)"/>
<text x="72" y="${cta + 35}" font-size="21" font-weight="800" letter-spacing="1" fill="#2a1a02">${esc(scene.cta)}</text>
</g>
<rect x="1" y="1" width="798" height="398" rx="2" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>
</svg>`;
}

/** A team crest, 120 x 140: a shield in two colours from the name, with the team's initials. */
export function crestArt(name: string): string {
  const h = hash(name);
  const hue = h % 360;
  const second = (hue + 140 + ((h >> 8) % 80)) % 360;
  const words = name.split('-').filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)]).join('').toUpperCase();
  const pattern = (h >> 12) % 3;
  const band =
    pattern === 0
      ? `<path d="M60 8v124" stroke="${hsl(second, 70, 50)}" stroke-width="28"/>`
      : pattern === 1
        ? `<path d="M8 40 112 90" stroke="${hsl(second, 70, 50)}" stroke-width="22"/>`
        : `<path d="M8 60h104" stroke="${hsl(second, 70, 50)}" stroke-width="26"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140" role="img" aria-label="${esc(initials)}">
<defs><clipPath id="s"><path d="M60 6 110 22v46c0 34-22 56-50 66C32 124 10 102 10 68V22z"/></clipPath>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>
<g clip-path="url(#s)"><rect width="120" height="140" fill="${hsl(hue, 65, 38)}"/>${band}<rect width="120" height="140" fill="url(#g)"/></g>
<path d="M60 6 110 22v46c0 34-22 56-50 66C32 124 10 102 10 68V22z" fill="none" stroke="#f5c451" stroke-width="5"/>
<text x="60" y="82" font-family="system-ui,sans-serif" font-size="34" font-weight="900" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="1.5">${esc(initials)}</text>
</svg>`;
}
