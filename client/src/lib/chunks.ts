import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Lazy chunks as the spec handles them (sections 8 and 9): a page or popup whose code does not
 * arrive becomes a `ChunkLoadError` ("Loading chunk failed"), a missing stylesheet carries the
 * code CSS_CHUNK_LOAD_FAILED, and a chunk still loading after 120000 ms counts as failed too.
 * The error boundary turns any of them into "The page took longer time to load, please check
 * your network connectivity" with a reload button.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly code?: 'CSS_CHUNK_LOAD_FAILED' | 'CHUNK_LOAD_TIMEOUT',
    options?: { cause?: unknown },
  ) {
    super('Loading chunk failed', options);
  }
}

// What the browsers say when a dynamic import or Vite's CSS preload fails.
const SCRIPT_FAILED = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const CSS_FAILED = /Unable to preload CSS/i;

/** The error as a ChunkLoadError when it is a chunk failure, otherwise null. */
export function asChunkLoadError(e: unknown): ChunkLoadError | null {
  if (e instanceof ChunkLoadError) return e;
  if (!(e instanceof Error)) return null;
  if (e.name === 'ChunkLoadError') return new ChunkLoadError(undefined, { cause: e });
  if (CSS_FAILED.test(e.message)) return new ChunkLoadError('CSS_CHUNK_LOAD_FAILED', { cause: e });
  if (SCRIPT_FAILED.test(e.message)) return new ChunkLoadError(undefined, { cause: e });
  return null;
}

/** Runs a chunk import; a failure or a load slower than `timeoutMs` rejects with ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_TIMEOUT')), timeoutMs);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(e) ?? e);
      },
    );
  });
}

/** React's lazy with the chunk rules above; same signature, so call sites only change the import. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => loadChunk(load));
}
