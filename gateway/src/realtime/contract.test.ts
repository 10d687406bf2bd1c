import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoggedEventSchemas } from '@wl/shared';
import { refusalOf } from './contract.js';

const ack = () => undefined;

describe('client event contract', () => {
  it('lets a fitting events:resume through', () => {
    expect(refusalOf(['events:resume', { lastSeq: null }, ack])).toBeNull();
    expect(refusalOf(['events:resume', { lastSeq: 42 }, ack])).toBeNull();
  });

  it('refuses names the contract does not know, whatever they look like', () => {
    for (const name of ['nope', 'events:Resume', '', 'constructor', '__proto__', 'toString', 'error', 7, null, { a: 1 }]) {
      expect(refusalOf([name, { lastSeq: 1 }, ack]), String(name)).toBe('UNKNOWN_EVENT');
    }
  });

  it('refuses payloads that do not fit, a missing acknowledgement and extra arguments', () => {
    for (const packet of [
      ['events:resume', { lastSeq: '1' }, ack],
      ['events:resume', { lastSeq: -1 }, ack],
      ['events:resume', { lastSeq: 1.5 }, ack],
      ['events:resume', { lastSeq: 2 ** 53 }, ack],
      ['events:resume', { lastSeq: 1, more: true }, ack],
      ['events:resume', {}, ack],
      ['events:resume', null, ack],
      ['events:resume', ack],
      ['events:resume', { lastSeq: 1 }],
      ['events:resume', { lastSeq: 1 }, { lastSeq: 2 }, ack],
    ])
      expect(refusalOf(packet), JSON.stringify(packet)).toBe('VALIDATION_FAILED');
  });
});

/** The gateway's sources (not its tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('server event contract', () => {
  it('every event type the gateway appends has a schema (tests check each push against it)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const calls: Array<{ file: string; type: string | null }> = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      // appendEvent(tx, accountId, 'type', payload): the type is the third argument.
      for (const m of text.matchAll(/\bappendEvent\(([^;]*?)\)\s*;/gs)) {
        const type = /^[^,]+,[^,]+,\s*'([^']+)'/s.exec(m[1]!)?.[1] ?? null;
        calls.push({ file: relative(root, file), type });
      }
    }
    expect(calls.length).toBeGreaterThan(5);
    // A type that is not a plain literal could be anything: name it at the call, so it can be checked here.
    expect(calls.filter((c) => c.type === null)).toEqual([]);
    const known = new Set(Object.keys(LoggedEventSchemas));
    expect(calls.filter((c) => !known.has(c.type!))).toEqual([]);
  });
});
