import type { Tx } from '../../db/index.js';

/**
 * The demo site's live hosts (docs/LIVE-MODELS.md): one card for each host of the built-in demo
 * chat provider (demo-chat/hosts.ts), two of them away, so a fresh checkout shows both states.
 * Called by the demo seed (plugins/seed.ts) for the demo merchant only.
 */
const MODELS = [
  { ref: 'aria', name: 'Aria', languages: ['EN', 'TY'], tags: ['Karaoke', 'Chit-chat'], hue: 330 },
  { ref: 'bella', name: 'Bella', languages: ['EN', 'TH'], tags: ['Dance', 'Fitness'], hue: 280 },
  { ref: 'chloe', name: 'Chloe', languages: ['EN', 'VI'], tags: ['Cooking'], hue: 20 },
  { ref: 'daisy', name: 'Daisy', languages: ['EN', 'CN'], tags: ['Gaming', 'Slots talk'], hue: 200 },
  { ref: 'elena', name: 'Elena', languages: ['EN', 'ID'], tags: ['Travel', 'Music'], hue: 160 },
  { ref: 'fiona', name: 'Fiona', languages: ['EN'], tags: ['Art'], hue: 45 },
  { ref: 'grace', name: 'Grace', languages: ['EN', 'TY', 'CN'], tags: ['Chit-chat', 'Dance'], hue: 350 },
  { ref: 'hana', name: 'Hana', languages: ['EN', 'JA'], tags: ['Anime', 'Gaming'], hue: 240 },
];

export async function seedLiveModels(tx: Tx, merchantId: number): Promise<void> {
  for (const [i, m] of MODELS.entries()) {
    await tx`
      insert into live_models (merchant_id, name, languages, tags, hue, host_ref, sort)
      values (${merchantId}, ${m.name}, ${m.languages}, ${m.tags}, ${m.hue}, ${m.ref}, ${i * 10})`;
  }
}
