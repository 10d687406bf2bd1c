import type { PageKind } from './games.js';

/**
 * The demo vendor's game page for the popup iframe: markup only. Styles and script are separate
 * files (public/), as the site's CSP allows no inline script; the script reads what it needs from
 * the data attributes of <main>.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TABLE = `
  <fieldset class="choices" aria-describedby="result">
    <legend>Bet on</legend>
    <label><input type="radio" name="side" value="player" checked> Player <small>1:1</small></label>
    <label><input type="radio" name="side" value="banker"> Banker <small>0.95:1</small></label>
    <label><input type="radio" name="side" value="tie"> Tie <small>8:1</small></label>
  </fieldset>
  <div class="hands" aria-hidden="true"><div><h2>Player</h2><p id="player-cards" class="cards"></p></div><div><h2>Banker</h2><p id="banker-cards" class="cards"></p></div></div>`;

const MATCH = `
  <fieldset class="choices" aria-describedby="result">
    <legend>Full-time result</legend>
    <label><input type="radio" name="pick" value="home" checked> Home <small>2.10</small></label>
    <label><input type="radio" name="pick" value="draw"> Draw <small>3.20</small></label>
    <label><input type="radio" name="pick" value="away"> Away <small>3.50</small></label>
  </fieldset>
  <p class="note">The match is settled a few seconds after your bet.</p>`;

const SPIN = `<p id="reels" class="reels" aria-hidden="true">? ? ?</p>`;

const BODY: Record<PageKind, string> = { table: TABLE, match: MATCH, spin: SPIN };
const ACTION: Record<PageKind, string> = { table: 'Deal', match: 'Place bet', spin: 'Spin' };

/**
 * The demo provider speaks English only, so the page says so (`lang="en"`) whatever language the
 * launch asked for: a screen reader must not read English text with another language's voice.
 */
export function playPage(p: { token: string; game: string; gameName: string; vendor: string; operator: string; vendorName: string; kind: PageKind }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(p.gameName)} · ${escape(p.vendorName)}</title>
<link rel="stylesheet" href="/demo-vendor/assets/play.css">
<script type="module" src="/demo-vendor/assets/play.js"></script>
</head>
<body>
<main id="game" data-token="${escape(p.token)}" data-vendor="${escape(p.vendor)}" data-operator="${escape(p.operator)}" data-game="${escape(p.game)}" data-kind="${p.kind}">
  <header><h1>${escape(p.gameName)}</h1><p class="game-code">${escape(p.vendorName)}</p></header>
  <p class="balance">Balance <output id="balance" aria-live="polite">…</output></p>
  <form id="bet-form">
    ${BODY[p.kind]}
    <label class="stake">Stake <select id="stake" name="stake">
      <option value="100">1</option><option value="500">5</option><option value="1000" selected>10</option><option value="5000">50</option><option value="10000">100</option>
    </select></label>
    <button type="submit" id="play">${ACTION[p.kind]}</button>
  </form>
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <p class="demo">Demo provider: outcomes are random, money moves through the seamless wallet.</p>
</main>
</body>
</html>`;
}
