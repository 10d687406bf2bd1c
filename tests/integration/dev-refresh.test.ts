import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

/**
 * `npm run dev` must give React fast refresh: with two Vite versions in the tree the
 * React plugin picked a wrapper only the other one had, and the client config had to switch the
 * wrapper off. This starts the client's own dev config and checks that a component module comes
 * back wrapped for refresh and that the page loads the refresh runtime.
 */
describe('the client dev server', () => {
  const root = path.resolve(import.meta.dirname, '../../client');
  let server: ViteDevServer;

  beforeAll(async () => {
    server = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), server: { middlewareMode: true, ws: false }, logLevel: 'silent' });
  });
  afterAll(async () => server?.close());

  it('wraps React components for fast refresh', async () => {
    const out = await server.transformRequest('/src/components/Logo.tsx');
    expect(out?.code).toContain('$RefreshReg$');
    expect(out?.code).toContain('import.meta.hot');
  });

  it('loads the refresh runtime in the page', async () => {
    const html = await server.transformIndexHtml('/', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    expect(html).toContain('/@react-refresh');
  });
});
