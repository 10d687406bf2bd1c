import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, asChunkLoadError, loadChunk } from './chunks';

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('names failed script and CSS chunks ChunkLoadError and CSS_CHUNK_LOAD_FAILED', () => {
    const script = asChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js'));
    expect(script).toBeInstanceOf(ChunkLoadError);
    expect(script).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk failed', code: undefined });
    expect(asChunkLoadError(new Error('Unable to preload CSS for /assets/Page-1.css'))?.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(asChunkLoadError(new TypeError('Importing a module script failed.'))).toBeInstanceOf(ChunkLoadError);
    expect(asChunkLoadError(new Error('x is undefined'))).toBeNull();
    expect(asChunkLoadError('nope')).toBeNull();
  });

  it('turns a failed import into ChunkLoadError and passes a loaded one through', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('error loading dynamically imported module')))).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    const other = new Error('render bug');
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
  });

  it('gives up on a chunk still loading after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_TIMEOUT' });
  });
});
