/**
 * The online-players counter: a figure between 500 and 2000 per card. Derived from the node
 * id (an integer hash) rather than Math.random, so a card keeps its figure across renders and
 * pages and the number does not jump while the member scrolls.
 */
export const ONLINE_MIN = 500;
export const ONLINE_MAX = 2000;

export function onlinePlayers(nodeId: number): number {
  let h = (nodeId | 0) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return ONLINE_MIN + ((h >>> 0) % (ONLINE_MAX - ONLINE_MIN + 1));
}

/** Vendor tiles take one of 5 style variants, node id modulo 5 plus 1. */
export const tileVariant = (nodeId: number) => (Math.abs(nodeId) % 5) + 1;
