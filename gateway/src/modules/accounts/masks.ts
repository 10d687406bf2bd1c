/**
 * Masked account details: a username as other members see it (winners board, mission ranking,
 * an agent's team activity), an address or number as its owner sees it back. Below every module
 * that shows one, so none of them imports another for it.
 */

/** `de***o`: the first two letters and the last one; short names keep only their first letter. */
export function maskName(username: string): string {
  return username.length > 3 ? `${username.slice(0, 2)}***${username.slice(-1)}` : `${username.slice(0, 1)}***`;
}

/** `a••••@mail.com`: an address shown back to its owner (second factor). */
export const maskEmail = (e: string) => e.replace(/^(.)(.*)(@.*)$/, (_, a: string, b: string, c: string) => `${a}${'•'.repeat(Math.min(b.length, 6))}${c}`);
export const maskMobile = (m: string) => `•••• ${m.slice(-4)}`;
