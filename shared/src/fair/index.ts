/** Provably fair in-house games (docs/FAIRNESS.md): pure outcome functions over HMAC bytes, shared by gateway and browser. */
export * from './bytes.js';
export * from './dice.js';
export * from './crash.js';
export * from './slot.js';
export * from './games.js';
export * from './webcrypto.js';
export * from './lottery.js';
export * from './verify.js';
