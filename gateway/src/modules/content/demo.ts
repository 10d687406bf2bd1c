import { youtubeIdOf } from '@wl/shared';
import type { Tx } from '../../db/index.js';

/**
 * The demo site's home content (the seed calls this for the demo merchant): promo banners with
 * generated art, marquee notices, hot matches with generated crests, videos and Facebook pages.
 * Match times are relative to the seeding moment so the board shows upcoming matches.
 */
const art = (name: string) => `/lgw/home/art/${name}.svg`;
const crest = (team: string) => `/lgw/home/crests/${team.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

const HOME_BANNERS: [string, string, string, 'ROUTE' | 'EXTERNAL' | 'NONE'][] = [
  ['welcome', 'Welcome bonus: 100% up to ₱10,000', '/promotions', 'ROUTE'],
  ['slots', 'Mega slots: 10,000+ games', '/rng', 'ROUTE'],
  ['live', 'Live casino with real dealers', '/live', 'ROUTE'],
  ['sports', 'Sports betting with the best odds', '/sports', 'ROUTE'],
  ['fair', 'Provably fair in-house games', '/bgs', 'ROUTE'],
  ['fishing', 'Fish hunter: catch the golden dragon', '/fish', 'ROUTE'],
  ['vip', 'VIP club: up to 10% weekly cashback', '/vip', 'ROUTE'],
];

const FACEBOOK_PAGES: [string, string, string][] = [
  ['fb-main', 'Aurum Play PH', 'https://www.facebook.com/aurumplay'],
  ['fb-vip', 'Aurum VIP Lounge', 'https://www.facebook.com/aurumplay.vip'],
  ['fb-sports', 'Aurum Sports Tips', 'https://www.facebook.com/aurumplay.sports'],
];

const NOTICES: [string, string][] = [
  ['Weekend reload bonus', 'Deposit from Friday to Sunday and get a 20% reload bonus up to ₱5,000. Turnover 10x. One claim per member per weekend.'],
  ['Scheduled maintenance', 'Live casino provider DS88 will be under maintenance on Tuesday from 02:00 to 04:00. Other games stay open.'],
  ['New lottery draws', 'SSC and PK10 draws now run every 5 minutes around the clock. Results are published as soon as each draw closes.'],
  ['Play responsibly', 'Set a deposit limit or take a break any time from the member centre. Players must be 21 or older.'],
];

const MATCHES: [string, string, string, number][] = [
  ['PBA Governors Cup', 'Manila Eagles', 'Cebu Sharks', 2],
  ['Premier League', 'Northbridge FC', 'Redport United', 5],
  ['La Liga', 'Real Costa', 'Atletico Norte', 26],
  ['NBA', 'Bay City Waves', 'Lakeside Giants', 30],
  ['Champions Cup', 'Lion Rock', 'Harbor Kings', 50],
  ['Serie A', 'Milano Stella', 'Torino Ferro', 74],
  ['MPL Philippines', 'Onic Storm', 'Blacklist Nova', 98],
  ['V-League', 'Hanoi Tigers', 'Saigon Dragons', 122],
];

// The demo site only (seedHomeContent runs for the demo merchant): Blender's open movies, named as
// what they are, not as the site's own content. An operator's site starts with no videos; staff
// add theirs in the console's Home content, and the home page shows no videos block until then.
const VIDEOS: [string, string][] = [
  ['Big Buck Bunny (Blender open movie)', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
  ['Sintel (Blender open movie)', 'https://youtu.be/eRsGyueVLvQ'],
  ['Tears of Steel (Blender open movie)', 'https://www.youtube.com/watch?v=R6MlUcmOul8'],
  ['Spring (Blender open movie)', 'https://www.youtube.com/watch?v=WhWc3b3KhnY'],
];

export async function seedHomeContent(tx: Tx, merchantId: number): Promise<void> {
  for (const [i, [name, title, link, linkage]] of HOME_BANNERS.entries()) {
    await tx`insert into home_banners (merchant_id, group_name, title, image_url, link_url, linkage, sort)
             values (${merchantId}, 'w_home', ${title}, ${art(name)}, ${link}, ${linkage}, ${i})`;
  }
  // The sign-in and registration popups show the welcome offer.
  for (const group of ['w_login', 'w_register']) {
    await tx`insert into home_banners (merchant_id, group_name, title, image_url, link_url, linkage, sort)
             values (${merchantId}, ${group}, 'Welcome bonus: 100% up to ₱10,000', ${art('welcome')}, '', 'NONE', 0)`;
  }
  for (const [i, [name, title, link]] of FACEBOOK_PAGES.entries()) {
    await tx`insert into home_banners (merchant_id, group_name, title, image_url, link_url, linkage, sort)
             values (${merchantId}, 'w_facebook', ${title}, ${art(name)}, ${link}, 'EXTERNAL', ${i})`;
  }
  for (const [i, [title, content]] of NOTICES.entries()) {
    await tx`insert into home_notices (merchant_id, title, content, sort) values (${merchantId}, ${title}, ${content}, ${i})`;
  }
  // A sports game of the catalogue, when the catalogue is there, so a match opens its book.
  const [sports] = await tx<{ nodeId: string }[]>`select node_id from games where game_type = 'SPORTS' and not is_group order by node_id limit 1`;
  for (const [league, home, away, hours] of MATCHES) {
    await tx`insert into home_matches (merchant_id, title, home_team, away_team, home_team_image_url, away_team_image_url, match_time, node_id)
             values (${merchantId}, ${league}, ${home}, ${away}, ${crest(home)}, ${crest(away)}, now() + make_interval(hours => ${hours}), ${sports?.nodeId ?? null})`;
  }
  for (const [i, [title, url]] of VIDEOS.entries()) {
    const id = youtubeIdOf(url)!;
    await tx`insert into home_videos (merchant_id, title, url, youtube_id, sort) values (${merchantId}, ${title}, ${url}, ${id}, ${i})`;
  }
}
