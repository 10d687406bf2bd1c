import { afterAll, beforeAll } from 'vitest';
import type { MerchantSettings } from '../../gateway/src/modules/site/settings.js';
import { sharedGateway, type TestGateway } from './gateway.js';
import { createMerchant } from './factories.js';

/** A merchant made for one test file: its row id, its own loopback host and its code. */
export type TestSite = Awaited<ReturnType<typeof createMerchant>>;

/**
 * The usual start of a test file: the real gateway on the worker's database (sharedGateway,
 * with `env` on top of the test defaults: the worker's files may share it) and a merchant of the
 * file's own, made in `beforeAll`. Call it at the top level of the file:
 *
 *   const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
 *
 * The two objects are handed out at once and filled when `beforeAll` has run, so tests and
 * helpers use them as they would variables of their own; a `beforeAll` registered after this
 * call sees both ready.
 */
export function useSite(opts: { env?: Record<string, string>; settings?: Partial<MerchantSettings> } = {}): { gw: TestGateway; site: TestSite } {
  const gw = {} as TestGateway;
  const site = {} as TestSite;
  beforeAll(async () => {
    Object.assign(gw, await sharedGateway(opts.env));
    Object.assign(site, await createMerchant(gw.sql, opts.settings));
  });
  afterAll(() => gw.close?.());
  return { gw, site };
}
