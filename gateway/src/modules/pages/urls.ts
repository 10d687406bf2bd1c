/**
 * Links staff type into app entries and article covers. Members open them and phones scan them,
 * so only two shapes are accepted: an absolute https URL with a host, or a path on this site
 * ("/downloads/app.apk", never "//other.host"). Everything else (javascript:, data:, http:,
 * spaces, control characters) is refused.
 */
export function isSafeLink(raw: string): boolean {
  const url = raw.trim();
  if (url !== raw || url === '' || /[\s\u0000-\u001f\u007f\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}
