/**
 * How a username is shown to other members (winners board, mission ranking, an agent's team
 * activity). Below every module that shows one, so none of them imports another for it.
 */

/** `de***o`: the first two letters and the last one; short names keep only their first letter. */
export function maskName(username: string): string {
  return username.length > 3 ? `${username.slice(0, 2)}***${username.slice(-1)}` : `${username.slice(0, 1)}***`;
}
