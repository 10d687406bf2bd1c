import { hashPassword, verifyPassword } from '../../gateway/src/modules/accounts/secrets.js';

/**
 * The floor under a login: the same Argon2id verify the gateway runs (its parameters, its
 * wrapper), `concurrency` at a time for `seconds`, with nothing else around it. A login's rate
 * divided by this one is what the rest of the login (decryption, queries, session writes) costs.
 */
export async function argonFloor(concurrency: number, seconds: number): Promise<number> {
  const hash = await hashPassword('Demo1234');
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(hash, 'Demo1234'))) throw new Error('argon2 verify failed');
        done++;
      }
    }),
  );
  return done / seconds;
}
