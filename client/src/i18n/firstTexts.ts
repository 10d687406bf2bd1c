import type { Messages } from './catalog';

/**
 * The English texts the first page needs: the shell (header, side menu, footer, dialogs, toasts,
 * the status page), the home page and what it shows a guest. The build cuts en.json in two
 * (vite.config.ts, `en.json?first` and `en.json?later`): these ship with the entry, the rest
 * (about four fifths: the member centre, the cashier, the console, the agent centre...) loads
 * with the first chunk that is not part of the home page (lib/chunks.ts `lazy`), so a guest on
 * `/` never downloads it. A section name takes the whole section; a dotted path one branch or key.
 *
 * Adding a key to the shell or the home page: put its section here if it is not already, or
 * the page shows the key itself (the browser test of the first load looks for that).
 */
export const FIRST_LOAD_TEXTS = [
  'cashierToast',
  'cat',
  'common',
  // The status page's; other error texts come with the rest (a dialog waits for them, hooks/useTextsReady.ts).
  'err.INTERNAL',
  'feedback.ctaLead',
  'feedback.open',
  'footer',
  'games',
  'header',
  'home',
  'listener',
  'liveModels',
  'lobby.favouriteAdd',
  'lobby.favouriteRemove',
  'lobby.gameCount',
  'lobby.hot',
  'lobby.maintenance',
  'lobby.navMore',
  'lobby.new',
  'lobby.playGame',
  'lobby.playersOnline',
  'lobby.type',
  'lobby.vendorMenu',
  'login',
  'menu',
  'messages.headerLabel',
  'nav',
  'pages.download',
  'session',
  'status',
  'welcome',
] as const;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const isTree = (v: unknown): v is Messages => typeof v === 'object' && v !== null;

/**
 * Splits `messages` into what `paths` name (plus every top-level string: the shell's dialogs use
 * the flat legacy keys) and the rest; merged back together they are `messages` again.
 */
export function splitMessages(messages: Messages, paths: readonly string[]): { first: Messages; later: Messages } {
  const first: Messages = {};
  const later: Messages = structuredClone(messages);
  for (const [key, value] of Object.entries(messages)) if (typeof value === 'string') first[key] = value;
  for (const key of Object.keys(first)) delete later[key];
  for (const path of paths) {
    const parts = path.split('.');
    let from: Messages = messages;
    let to = first;
    let rest: Messages | undefined = later;
    for (const [i, part] of parts.entries()) {
      const value = from[part];
      if (i === parts.length - 1) {
        // A key used with a count is stored as its plural forms (i18next's `_one`, `_other`...).
        const names = value === undefined ? Object.keys(from).filter((k) => PLURAL.test(k) && k.slice(0, k.lastIndexOf('_')) === part) : [part];
        if (names.length === 0) throw new Error(`firstTexts: en.json has no ${path}`);
        for (const name of names) {
          to[name] = structuredClone(from[name]!);
          if (rest) delete rest[name];
        }
        break;
      }
      if (value === undefined) throw new Error(`firstTexts: en.json has no ${path}`);
      if (!isTree(value)) throw new Error(`firstTexts: ${parts.slice(0, i + 1).join('.')} is a text, not a section`);
      const branch: Messages = isTree(to[part]) ? to[part] : {};
      to[part] = branch;
      to = branch;
      from = value;
      const next: Messages | string | undefined = rest?.[part];
      rest = isTree(next) ? next : undefined;
    }
  }
  prune(later);
  return { first, later };
}

/** Drops the sections a split emptied. */
function prune(tree: Messages) {
  for (const [key, value] of Object.entries(tree)) {
    if (!isTree(value)) continue;
    prune(value);
    if (Object.keys(value).length === 0) delete tree[key];
  }
}
