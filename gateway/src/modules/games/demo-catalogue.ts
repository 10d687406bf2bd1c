import type { GameType } from '@wl/shared';
import type { Tx } from '../../db/index.js';

/**
 * The demo catalogue (docs/GAMES.md): about 10,000 games over 48 vendors covering every game
 * type, generated deterministically (a seeded PRNG, the same on every run) so every fresh database
 * holds the same rows and node ids.
 */

/** Where the built-in demo vendor serves its game pages (the demo vendor module). */
export const DEMO_VENDOR_LAUNCH_URL = '/demo-vendor/play';

interface VendorSpec {
  code: string;
  name: string;
  hue: number;
  /** Game types with the number of generated games of each. */
  types: Partial<Record<GameType, number>>;
  inHouse?: boolean;
  maintenance?: boolean;
  /** Vendor-group cards (isGame VASSALAGE): lobbies that open a popup list. */
  groups?: string[];
}

const slots = (code: string, name: string, hue: number, n: number, extra: Partial<Record<GameType, number>> = {}): VendorSpec => ({
  code,
  name,
  hue,
  types: { RNG: n, ...extra },
});

export const DEMO_VENDORS: VendorSpec[] = [
  { code: 'BGS', name: 'BGS Originals', hue: 45, types: {}, inHouse: true },
  { code: 'TCG', name: 'TCG Lottery', hue: 5, types: {}, inHouse: true },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', hue: 350, types: {}, inHouse: true },
  { code: 'TCG_SEA', name: 'SEA Lottery', hue: 190, types: {}, inHouse: true },
  { code: 'ROYAL_LIVE', name: 'Royal Live', hue: 275, types: { LIVE: 14 }, groups: ['Baccarat Lobby', 'Roulette Lobby'] },
  { code: 'LUXE_LIVE', name: 'Luxe Live Casino', hue: 330, types: { LIVE: 12 }, groups: ['VIP Lobby'] },
  { code: 'DRAGON_LIVE', name: 'Dragon Live', hue: 0, types: { LIVE: 10 }, groups: ['Asian Lobby'] },
  { code: 'APEX_SPORTS', name: 'Apex Sports', hue: 120, types: { SPORTS: 1 } },
  { code: 'STRIKE_SPORTS', name: 'Strike Sportsbook', hue: 150, types: { SPORTS: 1 } },
  { code: 'NOVA_ESPORTS', name: 'Nova Esports', hue: 260, types: { ESPORTS: 1 } },
  { code: 'PIXEL_ESPORTS', name: 'Pixel Arena', hue: 200, types: { ESPORTS: 1 } },
  { code: 'ACE_POKER', name: 'Ace Poker', hue: 210, types: { PVP: 16 } },
  { code: 'KINGS_CARDS', name: 'Kings Cards', hue: 30, types: { PVP: 14 } },
  { code: 'LUCKY_PVP', name: 'Lucky Tables', hue: 95, types: { PVP: 12 } },
  { code: 'OCEAN_FISH', name: 'Ocean Fishing', hue: 195, types: { FISH: 14 } },
  { code: 'REEF_HUNTER', name: 'Reef Hunter', hue: 175, types: { FISH: 10 } },
  { code: 'DEEP_FISH', name: 'Deep Blue', hue: 220, types: { FISH: 8 } },
  { code: 'SKY_CRASH', name: 'Sky Crash', hue: 15, types: { CRASH: 8 } },
  { code: 'ORBIT_CRASH', name: 'Orbit Games', hue: 250, types: { CRASH: 6 } },
  { code: 'NEON_ARCADE', name: 'Neon Arcade', hue: 300, types: { ARCADE: 20 } },
  { code: 'RETRO_ARCADE', name: 'Retro Arcade', hue: 60, types: { ARCADE: 16 } },
  { code: 'MEGA_JACKPOT', name: 'Mega Jackpot', hue: 48, types: { JACKPOT: 18 } },
  { code: 'VAULT_JACKPOT', name: 'Vault Jackpots', hue: 38, types: { JACKPOT: 12 } },
  { code: 'QUICK_MINI', name: 'Quick Mini Games', hue: 160, types: { MINI: 16 } },
  { code: 'POCKET_GAMES', name: 'Pocket Games', hue: 100, types: { MINI: 12 } },
  { code: 'DS88', name: 'DS88 Sabong', hue: 10, types: { COCKFIGHT: 1 } },
  { code: 'DIG', name: 'DIG Cockfight', hue: 25, types: { COCKFIGHT: 1 } },
  { code: 'WGB', name: 'WGB Sabong', hue: 355, types: { COCKFIGHT: 1 } },
  slots('JADE_SLOTS', 'Jade Slots', 150, 600, { FISH: 4, ARCADE: 6 }),
  slots('SUNRISE', 'Sunrise Gaming', 30, 580),
  slots('PHOENIX', 'Phoenix Play', 12, 500, { FISH: 3 }),
  slots('TIGER_REELS', 'Tiger Reels', 35, 480),
  slots('LOTUS_GAMING', 'Lotus Gaming', 320, 480),
  slots('NEBULA', 'Nebula Studios', 265, 500, { CRASH: 2 }),
  slots('GOLDEN_ERA', 'Golden Era', 45, 480),
  slots('RIVER_PLAY', 'River Play', 185, 470),
  slots('WILD_SPIN', 'Wild Spin', 90, 490),
  slots('MYSTIC_REELS', 'Mystic Reels', 285, 470),
  slots('STARLIGHT', 'Starlight', 230, 480),
  { ...slots('VOLCANO', 'Volcano Games', 5, 460), maintenance: true },
  slots('HAPPY_PANDA', 'Happy Panda', 140, 470, { MINI: 4 }),
  slots('SAMURAI_SLOTS', 'Samurai Slots', 0, 460),
  slots('AZTEC_GOLD', 'Aztec Gold', 50, 470),
  slots('NORTHERN_LIGHTS', 'Northern Lights', 170, 460),
  slots('CANDY_WORKS', 'Candy Works', 330, 480),
  slots('PHARAOH_PLAY', 'Pharaoh Play', 40, 470),
  slots('ZEN_REELS', 'Zen Reels', 110, 460),
  slots('THUNDER_REELS', 'Thunder Reels', 215, 480, { JACKPOT: 6 }),
];

/** Games with fixed codes that the in-house games, lottery and tests rely on. */
const FIXED_GAMES: Array<{ vendor: string; code: string; name: string; type: GameType; trial?: boolean; hot?: boolean; motif: string }> = [
  { vendor: 'BGS', code: 'BGS_SLOT', name: 'Golden Reels', type: 'BGS', trial: true, hot: true, motif: 'fortune' },
  { vendor: 'BGS', code: 'BGS_CRASH', name: 'Rocket Crash', type: 'BGS', trial: true, hot: true, motif: 'rocket' },
  { vendor: 'BGS', code: 'BGS_DICE', name: 'Lucky Dice', type: 'BGS', trial: true, hot: true, motif: 'dice' },
  { vendor: 'TCG', code: 'SSC', name: 'SSC 1-Minute', type: 'LOTT', motif: 'balls' },
  { vendor: 'TCG', code: 'PK10', name: 'PK10 Racing', type: 'LOTT', motif: 'balls' },
  { vendor: 'TCG_LOTTO_VN', code: 'VN_NORTH', name: 'Vietnam Northern Lottery', type: 'ELOTT', motif: 'balls' },
  { vendor: 'TCG_SEA', code: 'SEA_4D', name: 'SEA 4D', type: 'LOTT', motif: 'balls' },
  // Also written by lottery migration 066 where the catalogue was seeded before them: keep the two alike.
  { vendor: 'TCG', code: '11X5', name: '11X5 Lucky Five', type: 'LOTT', motif: 'balls' },
  { vendor: 'TCG', code: 'LF', name: 'LF Lucky Fast 3D', type: 'LOTT', motif: 'balls' },
  { vendor: 'TCG', code: 'LHC', name: 'LHC Mark Six', type: 'LOTT', motif: 'balls' },
];

/** Slot themes: each gives the icon its motif and the name its words. */
const THEMES: Record<string, { adjectives: string[]; nouns: string[] }> = {
  fortune: {
    adjectives: ['Lucky', 'Golden', 'Prosperous', 'Rich', 'Happy', 'Imperial'],
    nouns: ['Fortune', 'Coins', 'Riches', 'Ingots', 'Treasure', 'Blessings'],
  },
  dragon: { adjectives: ['Fire', 'Jade', 'Ancient', 'Roaring', 'Sky', 'Storm'], nouns: ['Dragon', 'Dragons', 'Pearl', 'Flame', 'Emperor', 'Legend'] },
  fruit: { adjectives: ['Juicy', 'Fresh', 'Sweet', 'Hot', 'Frozen', 'Classic'], nouns: ['Fruits', 'Cherries', 'Melons', 'Sevens', 'Berries', 'Lemons'] },
  egypt: { adjectives: ["Pharaoh's", 'Desert', 'Sacred', 'Lost', 'Eternal', 'Sun'], nouns: ['Pyramid', 'Scarab', 'Tomb', 'Sphinx', 'Oasis', 'Scrolls'] },
  space: { adjectives: ['Cosmic', 'Galactic', 'Stellar', 'Orbital', 'Astro', 'Nova'], nouns: ['Quest', 'Planets', 'Voyage', 'Stars', 'Nebula', 'Rockets'] },
  ocean: { adjectives: ['Deep', 'Coral', "Pirate's", 'Tidal', "Mermaid's", 'Sunken'], nouns: ['Pearls', 'Reef', 'Bounty', 'Waves', 'Lagoon', 'Shipwreck'] },
  gems: {
    adjectives: ['Sparkling', 'Royal', 'Crystal', 'Shining', 'Brilliant', 'Radiant'],
    nouns: ['Gems', 'Diamonds', 'Rubies', 'Jewels', 'Crown', 'Emeralds'],
  },
  myth: { adjectives: ['Mighty', 'Thunder', 'Olympian', 'Viking', 'Titan', 'Divine'], nouns: ['Gods', 'Hammer', 'Legends', 'Valhalla', 'Zeus', 'Odyssey'] },
  candy: { adjectives: ['Sugar', 'Candy', 'Bubble', 'Sweet', 'Jelly', 'Rainbow'], nouns: ['Rush', 'Pop', 'Party', 'Land', 'Blast', 'Drops'] },
  wild: { adjectives: ['Wild', 'Savage', 'Jungle', 'Safari', 'Prairie', 'Roaring'], nouns: ['Buffalo', 'Tiger', 'Wolf', 'Lions', 'Panda', 'Eagles'] },
};
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' Hold & Win', ' Link', ' Reloaded', ' 2', ' Extreme', ' Xmas', ' Power Bet'];

/** Names for the other types: a motif and words per type. */
const TYPE_WORDS: Partial<Record<GameType, { motif: string; adjectives: string[]; nouns: string[] }>> = {
  LIVE: {
    motif: 'chip',
    adjectives: ['Speed', 'VIP', 'Lightning', 'Classic', 'Squeeze', 'Golden'],
    nouns: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Poker'],
  },
  PVP: {
    motif: 'cards',
    adjectives: ['Texas', 'Royal', 'Fast', 'Classic', 'Rush', 'Pro'],
    nouns: ["Hold'em", 'Tongits', 'Pusoy', 'Rummy', 'Niu Niu', 'Blackjack'],
  },
  FISH: {
    motif: 'fish',
    adjectives: ['Golden', 'Mega', 'Ocean', 'Royal', 'Dragon', 'Lucky'],
    nouns: ['Fishing', 'Hunter', 'Catch', 'Reef', 'Shark', 'Fishing King'],
  },
  CRASH: { motif: 'rocket', adjectives: ['Sky', 'Jet', 'Turbo', 'Space', 'Moon', 'Lucky'], nouns: ['Crash', 'Rocket', 'Pilot', 'Flyer', 'Climb', 'Launch'] },
  ARCADE: { motif: 'joystick', adjectives: ['Neon', 'Pixel', 'Retro', 'Turbo', 'Mega', 'Super'], nouns: ['Plinko', 'Mines', 'Keno', 'Racer', 'Tower', 'Hilo'] },
  JACKPOT: {
    motif: 'crown',
    adjectives: ['Mega', 'Grand', 'Royal', 'Mighty', 'Ultimate', 'Golden'],
    nouns: ['Jackpot', 'Vault', 'Millions', 'Fortune Wheel', 'Treasury', 'Empire'],
  },
  MINI: {
    motif: 'dice',
    adjectives: ['Quick', 'Mini', 'Lucky', 'Instant', 'Pocket', 'Flash'],
    nouns: ['Dice', 'Wheel', 'Coin Flip', 'Limbo', 'Scratch', 'Hi-Lo'],
  },
  SPORTS: { motif: 'ball', adjectives: [''], nouns: ['Sportsbook'] },
  ESPORTS: { motif: 'controller', adjectives: [''], nouns: ['Esports'] },
  COCKFIGHT: { motif: 'rooster', adjectives: [''], nouns: ['Sabong Arena'] },
};

/** mulberry32: a small deterministic PRNG, seeded per vendor so adding a vendor never reshuffles others. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

export interface DemoGame {
  vendor_code: string;
  game_code: string;
  game_type: GameType;
  name: string;
  is_hot: boolean;
  is_new: boolean;
  is_group: boolean;
  trial_allowed: boolean;
  maintenance: boolean;
  sort: number;
  art: { motif: string; hue: number };
}

/** Every demo game, in insertion order (node ids follow it on a fresh database). */
export function demoGames(): DemoGame[] {
  const out: DemoGame[] = FIXED_GAMES.map((g, i) => ({
    vendor_code: g.vendor,
    game_code: g.code,
    game_type: g.type,
    name: g.name,
    is_hot: g.hot ?? false,
    is_new: false,
    is_group: false,
    trial_allowed: g.trial ?? false,
    maintenance: false,
    sort: i,
    art: { motif: g.motif, hue: DEMO_VENDORS.find((v) => v.code === g.vendor)!.hue },
  }));
  for (const v of DEMO_VENDORS) {
    const rnd = prng(seedOf(v.code));
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    const used = new Set<string>();
    let n = 0;
    const add = (type: GameType, name: string, motif: string, group = false) => {
      n++;
      out.push({
        vendor_code: v.code,
        game_code: `${v.code}_${String(n).padStart(4, '0')}`,
        game_type: type,
        name,
        is_group: group,
        is_hot: rnd() < 0.04,
        is_new: rnd() < 0.05,
        trial_allowed: type === 'RNG' && rnd() < 0.1,
        maintenance: rnd() < 0.003,
        sort: n,
        art: { motif, hue: (v.hue + Math.floor(rnd() * 80) - 40 + 360) % 360 },
      });
    };
    for (const g of v.groups ?? []) add('LIVE', g, 'chip', true);
    for (const [type, count] of Object.entries(v.types) as Array<[GameType, number]>) {
      for (let i = 0; i < count; i++) {
        let name = '';
        let motif = '';
        for (let tries = 0; tries < 50 && (!name || used.has(name)); tries++) {
          if (type === 'RNG') {
            motif = pick(Object.keys(THEMES));
            const t = THEMES[motif]!;
            name = `${pick(t.adjectives)} ${pick(t.nouns)}${tries > 3 || rnd() < 0.3 ? pick(SUFFIXES) : ''}`;
          } else {
            const w = TYPE_WORDS[type]!;
            motif = w.motif;
            name = count === 1 ? `${v.name}` : `${pick(w.adjectives)} ${pick(w.nouns)}`.trim();
            if (used.has(name)) name = `${name} ${i + 1}`;
          }
        }
        if (used.has(name)) name = `${name} ${n + 1}`;
        used.add(name);
        add(type, name, motif);
      }
    }
  }
  return out;
}

/**
 * Loads the catalogue in two statements (vendors, then every game from one JSON parameter), so
 * the 10,000 rows cost one round trip, not 10,000. Called by the demo seed on an empty database.
 */
export async function seedCatalogue(tx: Tx): Promise<number> {
  const vendors = DEMO_VENDORS.map((v, i) => ({
    code: v.code,
    name: v.name,
    sort: i,
    maintenance: v.maintenance ?? false,
    hue: v.hue,
    launch_url: v.inHouse ? null : DEMO_VENDOR_LAUNCH_URL,
  }));
  // No secrets here: each merchant's credential for a vendor is random and made apart
  // (vendor-wallet/credentials.ts), so nothing in this public catalogue can sign a wallet call.
  await tx`
    insert into game_vendors (code, name, sort, maintenance, hue, launch_url)
    select code, name, sort, maintenance, hue, launch_url
    from jsonb_to_recordset(${tx.json(vendors as never)}::jsonb)
      as x(code text, name text, sort int, maintenance boolean, hue int, launch_url text)`;
  const games = demoGames();
  await tx`
    insert into games (vendor_code, game_code, game_type, name, is_hot, is_new, is_group, trial_allowed, maintenance, sort, art)
    select vendor_code, game_code, game_type, name, is_hot, is_new, is_group, trial_allowed, maintenance, sort, art
    from jsonb_to_recordset(${tx.json(games as never)}::jsonb)
      as x(vendor_code text, game_code text, game_type text, name text, is_hot boolean, is_new boolean, is_group boolean,
           trial_allowed boolean, maintenance boolean, sort int, art jsonb)`;
  // Fresh statistics, so the first lobby queries pick the ordered indexes (docs/GAMES.md).
  await tx`analyze game_vendors`;
  await tx`analyze games`;
  return games.length;
}
