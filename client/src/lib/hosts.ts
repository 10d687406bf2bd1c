/** A host as the site lists them: scheme and host (a port allowed), no path. */
const ORIGIN = /^https?:\/\/[^/\s?#]+$/i;
const picked = new Map<string, string>();

/**
 * One host of a list the server gives (imageCDNs, launchGameCDNs), picked at random once per
 * visit: the load spreads over the hosts across visitors, while one visitor keeps one host, so
 * the browser's cache holds one copy of each image. No valid host: '' (paths stay on the site).
 */
export function pickHost(list: readonly string[] | undefined): string {
  const origins = (list ?? []).map((h) => h.trim().replace(/\/+$/, '')).filter((h) => ORIGIN.test(h));
  if (origins.length === 0) return '';
  const key = origins.join(' ');
  let host = picked.get(key);
  if (host === undefined) {
    host = origins[Math.floor(Math.random() * origins.length)]!;
    picked.set(key, host);
  }
  return host;
}

/** A path on the site moved to `host`; a full URL (or a protocol-relative one) stays as it is. */
export const onHost = (url: string, host: string) => (host && url.startsWith('/') && !url.startsWith('//') ? `${host}${url}` : url);

/**
 * The site's host lists, handed over by the site store when the configuration loads
 * (stores/site.ts): this module imports nothing, so every tile can use it without pulling the
 * store into the tile's chunk.
 */
const lists: { image: readonly string[]; launch: readonly string[] } = { image: [], launch: [] };
export function setHosts(image: readonly string[], launch: readonly string[]) {
  lists.image = image;
  lists.launch = launch;
}

/** A catalogue image (game art, provider logo): the gateway answers paths; an image host serves them. */
export const imageUrl = (url: string) => onHost(url, pickHost(lists.image));

/** A game's launch address: a path of the site goes to a launch host when the site lists one. */
export const launchUrl = (url: string) => onHost(url, pickHost(lists.launch));
