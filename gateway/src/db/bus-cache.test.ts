import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { BusCache } from './bus-cache.js';
import { parseChange, type CacheChange } from './cache-bus.js';

/** A bus played by the test: live or not, changes and resets sent by hand. */
function fakeBus(live = true) {
  const changes = new Subject<CacheChange>();
  const resets = new Subject<void>();
  return { live, changes$: changes.asObservable(), resets$: resets.asObservable(), changes, resets };
}

/** A load that counts its reads and can be held open until released. */
function counter(tags = ['member:7']) {
  let reads = 0;
  let release: () => void = () => {};
  let held = false;
  const load = async () => {
    reads++;
    const n = reads;
    if (held) await new Promise<void>((r) => (release = r));
    return { value: `v${n}`, tags };
  };
  return {
    load,
    get reads() {
      return reads;
    },
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

describe('BusCache', () => {
  it('answers a second read from memory and reads again after a change names its tag', async () => {
    const bus = fakeBus();
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 10, maxAgeMs: 60_000 });
    const c = counter();
    expect(await cache.get('k', c.load)).toBe('v1');
    expect(await cache.get('k', c.load)).toBe('v1');
    expect(c.reads).toBe(1);
    bus.changes.next({ topic: 'member', key: '8' });
    expect(await cache.get('k', c.load)).toBe('v1');
    bus.changes.next({ topic: 'member', key: '7' });
    expect(await cache.get('k', c.load)).toBe('v2');
    bus.changes.next({ topic: 'member', key: '*' });
    expect(await cache.get('k', c.load)).toBe('v3');
  });

  it('reads the database every time while the bus is not live', async () => {
    const bus = fakeBus(false);
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 10, maxAgeMs: 60_000 });
    const c = counter();
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.reads).toBe(2);
  });

  it('never keeps a read that was under way when its tag changed (the old row would win)', async () => {
    const bus = fakeBus();
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 10, maxAgeMs: 60_000 });
    const c = counter();
    c.hold();
    const first = cache.get('k', c.load);
    await Promise.resolve();
    bus.changes.next({ topic: 'member', key: '7' });
    c.release();
    expect(await first).toBe('v1');
    expect(await cache.get('k', c.load)).toBe('v2');
    expect(await cache.get('k', c.load)).toBe('v2');
    expect(c.reads).toBe(2);
  });

  it('forgets everything on a reset, and a read under way then is not kept', async () => {
    const bus = fakeBus();
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 10, maxAgeMs: 60_000 });
    const c = counter(['catalogue:all']);
    await cache.get('a', c.load);
    c.hold();
    const pending = cache.get('b', c.load);
    await Promise.resolve();
    bus.resets.next();
    c.release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('shares one read among concurrent misses of a key', async () => {
    const bus = fakeBus();
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 10, maxAgeMs: 60_000 });
    const c = counter();
    c.hold();
    const all = Promise.all([cache.get('k', c.load), cache.get('k', c.load), cache.get('k', c.load)]);
    await Promise.resolve();
    c.release();
    expect(await all).toEqual(['v1', 'v1', 'v1']);
    expect(c.reads).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest, and ends an entry at its `until`', async () => {
    const bus = fakeBus();
    const cache = new BusCache<string>(bus, { name: 'test', maxEntries: 2, maxAgeMs: 60_000 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => ({ value: k, tags: [`t:${k}`] }));
    expect(cache.size).toBe(2);
    let reads = 0;
    const ending = async () => ({ value: `e${++reads}`, tags: ['t:e'], until: Date.now() - 1 });
    await cache.get('e', ending);
    expect(await cache.get('e', ending)).toBe('e2');
  });
});

describe('parseChange', () => {
  it('reads topic and key, and ignores pings and strangers', () => {
    expect(parseChange('member:42')).toEqual({ topic: 'member', key: '42' });
    expect(parseChange('catalogue:*')).toEqual({ topic: 'catalogue', key: '*' });
    expect(parseChange('ping:abc:1')).toBeNull();
    expect(parseChange('nonsense')).toBeNull();
  });
});
