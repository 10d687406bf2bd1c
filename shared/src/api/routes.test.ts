import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generate } from '../../scripts/endpoints.js';
import * as ENDPOINTS from './endpoints/index.generated.js';
import { API, SECURITY_API } from './paths.js';
import { ROUTES, ROUTE_GROUPS } from './routes/index.js';

describe('the route table', () => {
  it('declares each name once across the modules', () => {
    const names = Object.values(ROUTE_GROUPS).flatMap((g) => Object.keys(g));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ROUTES).length).toBe(names.length);
  });

  it('declares each method and path once, on a path of the API table', () => {
    const paths = new Set<string>([...Object.values(API), ...Object.values(SECURITY_API)]);
    const seen = new Set<string>();
    for (const [name, r] of Object.entries(ROUTES)) {
      expect(paths.has(r.path), `${name}: ${r.path}`).toBe(true);
      const key = `${r.method} ${r.path}`;
      expect(seen.has(key), `${name}: ${key} declared twice`).toBe(false);
      seen.add(key);
    }
  });
});

describe('the generated browser endpoints', () => {
  it('are the table today (run `npm run gen -w shared` after changing a route)', () => {
    const files = generate();
    expect(fs.readdirSync(GENERATED_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(fs.readFileSync(`${GENERATED_DIR}/${name}`, 'utf8'), name).toBe(text);
  });

  it('name every route, with its method and path', () => {
    // The typecheck also fails while a route has no endpoint.
    const all: Record<keyof typeof ROUTES, { method: string; path: string }> = ENDPOINTS;
    expect(Object.keys(all).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, r] of Object.entries(ROUTES)) expect(all[name as keyof typeof ROUTES]).toEqual({ method: r.method, path: r.path });
  });
});
