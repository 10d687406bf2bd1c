// The demo vendor's game page script (no framework): talks to /demo-vendor/api/* only.
const main = document.getElementById('game');
const { token, vendor, operator, game, kind } = main.dataset;
const balanceOut = document.getElementById('balance');
const result = document.getElementById('result');
const form = document.getElementById('bet-form');
const button = document.getElementById('play');

const money = (minor, currency) => (minor / 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + currency;
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SYMBOLS = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };

async function api(path, body) {
  const res = await fetch('/demo-vendor/api/' + path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = await res.json();
  if (!env.success) throw new Error(env.message || env.code);
  return env.value;
}

function show(text, tone) {
  result.textContent = text;
  result.className = 'result' + (tone ? ' ' + tone : '');
}

async function refreshBalance() {
  try {
    const b = await api('balance', { token, vendor, operator });
    balanceOut.textContent = money(b.balance, b.currency);
  } catch (err) {
    show(err.message, 'lose');
  }
}

function betOf(data) {
  if (kind === 'table') return { kind, side: data.get('side') };
  if (kind === 'match') return { kind, pick: data.get('pick') };
  return { kind: 'spin' };
}

async function waitForTicket(id) {
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const t = await api('tickets/' + encodeURIComponent(id) + '?token=' + encodeURIComponent(token) + '&vendor=' + encodeURIComponent(vendor));
    if (t.state === 'settled') return t;
    if (t.state === 'failed') throw new Error('The match could not be settled; the stake will be returned.');
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const amount = Number(data.get('stake'));
  button.disabled = true;
  show('…');
  try {
    const r = await api('play', { token, vendor, operator, game, amount, bet: betOf(data) });
    balanceOut.textContent = money(r.balance, r.currency);
    if (r.kind === 'table') {
      document.getElementById('player-cards').textContent = r.player.map((c) => RANKS[c]).join(' ');
      document.getElementById('banker-cards').textContent = r.banker.map((c) => RANKS[c]).join(' ');
      const who = r.winner === 'tie' ? 'Tie' : r.winner === 'player' ? 'Player wins' : 'Banker wins';
      show(who + (r.payout > 0 ? ' · you get ' + money(r.payout, r.currency) : ' · you lose'), r.payout > 0 ? 'win' : 'lose');
    } else if (r.kind === 'spin') {
      document.getElementById('reels').textContent = r.reels.map((s) => SYMBOLS[s] || s).join(' ');
      show(r.payout > 0 ? 'You win ' + money(r.payout, r.currency) : 'No win this time', r.payout > 0 ? 'win' : 'lose');
    } else {
      show('Bet placed at ' + (r.odds / 100).toFixed(2) + '. Waiting for the final whistle…');
      const t = await waitForTicket(r.ticketId);
      const score = 'Final score ' + t.result.homeGoals + ' : ' + t.result.awayGoals;
      show(score + (t.result.payout > 0 ? ' · you win ' + money(t.result.payout, r.currency) : ' · bet lost'), t.result.payout > 0 ? 'win' : 'lose');
      await refreshBalance();
    }
  } catch (err) {
    show(err.message, 'lose');
  } finally {
    button.disabled = false;
  }
});

refreshBalance();
