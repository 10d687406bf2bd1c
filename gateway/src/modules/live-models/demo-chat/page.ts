/**
 * The demo chat provider's page for the chat dialog's iframe: markup only, styles and script are
 * files of their own (public/), as the site's CSP allows no inline script. Messages are never put
 * into this markup; the script adds them with textContent. English only, so it says `lang="en"`.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/demo-chat/assets/chat.css">`;

/** Who the person is shows in the site's dialog (in the site's language), not again here. */
export function chatPage(p: { token: string; hostName: string; maxLength: number }): string {
  return `${head(`${p.hostName} · Live chat`)}
<script type="module" src="/demo-chat/assets/chat.js"></script>
</head>
<body>
<main id="chat" class="chat" data-session="${escape(p.token)}" data-host="${escape(p.hostName)}">
  <header class="chat__head">
    <span class="chat__live" aria-hidden="true">LIVE</span>
    <h1 class="chat__host">${escape(p.hostName)}</h1>
  </header>
  <div class="chat__log" role="log" aria-live="polite" aria-label="Messages" tabindex="0"><ol id="log" class="chat__list"></ol></div>
  <p id="typing" class="chat__typing" aria-live="polite"></p>
  <form id="send" class="chat__form" autocomplete="off">
    <label for="text" class="sr-only">Message to ${escape(p.hostName)}</label>
    <input id="text" name="text" class="chat__input" maxlength="${p.maxLength}" placeholder="Say something nice…" required>
    <button type="submit" class="chat__send">Send</button>
  </form>
  <p id="error" class="chat__error" role="alert"></p>
  <p class="chat__demo">Demo chat provider: the host's answers are scripted.</p>
</main>
</body>
</html>`;
}

/** What a dead link shows inside the iframe: why, and what to do (the site's dialog stays open). */
export function endedPage(code: 'CHAT_SESSION_INVALID' | 'CHAT_SESSION_EXPIRED'): string {
  const text =
    code === 'CHAT_SESSION_EXPIRED'
      ? 'This chat has ended. Close it and open the chat again from the site.'
      : 'This chat link is not valid. Open the chat from the site.';
  return `${head('Live chat')}
</head>
<body>
<main class="chat chat--ended" data-code="${code}">
  <h1 class="chat__host">Live chat</h1>
  <p class="chat__ended" role="alert">${text}</p>
</main>
</body>
</html>`;
}
