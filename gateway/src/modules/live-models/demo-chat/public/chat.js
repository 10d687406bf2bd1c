// The demo chat page's script (no framework): talks to /demo-chat/api/* with its session token.
// Every message is added with textContent: what people type is text, never markup.
const main = document.getElementById('chat');
const { session, host } = main.dataset;
const log = document.getElementById('log');
const scroller = log.parentElement;
const typing = document.getElementById('typing');
const form = document.getElementById('send');
const input = document.getElementById('text');
const error = document.getElementById('error');
let last = 0;
let ended = false;
let timer = null;

const time = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function add(m) {
  if (m.id <= last) return;
  last = m.id;
  const li = document.createElement('li');
  li.className = 'msg msg--' + m.from;
  const who = document.createElement('span');
  who.className = 'msg__who';
  who.textContent = m.from === 'me' ? 'You' : host;
  const text = document.createElement('p');
  text.className = 'msg__text';
  text.textContent = m.text;
  const at = document.createElement('time');
  at.className = 'msg__at';
  at.dateTime = m.at;
  at.textContent = time(m.at);
  li.append(who, text, at);
  log.append(li);
  scroller.scrollTop = scroller.scrollHeight;
}

async function api(method, query, body) {
  const res = await fetch('/demo-chat/api/messages' + query, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    cache: 'no-store',
  });
  const env = await res.json();
  if (!env.success) {
    const err = new Error(env.message || env.code);
    err.code = env.code;
    throw err;
  }
  return env.value;
}

function end(message) {
  ended = true;
  clearTimeout(timer);
  typing.textContent = '';
  error.textContent = message;
  input.disabled = true;
  form.querySelector('button').disabled = true;
}

function fail(err) {
  if (err.code === 'CHAT_SESSION_EXPIRED' || err.code === 'CHAT_SESSION_INVALID') end('This chat has ended. Close it and open the chat again from the site.');
  else error.textContent = err.message || 'Something went wrong, please try again.';
}

async function poll() {
  if (ended) return;
  let isTyping = false;
  try {
    const v = await api('GET', '?s=' + encodeURIComponent(session) + '&after=' + last);
    v.messages.forEach(add);
    isTyping = v.typing;
    typing.textContent = isTyping ? host + ' is typing…' : '';
    typing.classList.toggle('chat__typing--on', isTyping);
  } catch (err) {
    fail(err);
  }
  // Quicker while an answer is on its way; slow when the chat is idle.
  if (!ended) timer = setTimeout(poll, isTyping ? 700 : 2500);
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const text = input.value.trim();
  if (!text) return;
  error.textContent = '';
  try {
    const v = await api('POST', '', { s: session, text });
    add(v.message);
    input.value = '';
    clearTimeout(timer);
    timer = setTimeout(poll, 300);
  } catch (err) {
    fail(err);
  }
  input.focus();
});

poll();

// Esc inside the iframe never reaches the site's dialog: ask the page that holds this one to close
// it (same origin only; the dialog checks who sent it).
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && window.parent !== window) window.parent.postMessage({ type: 'demo-chat:close' }, location.origin);
});
