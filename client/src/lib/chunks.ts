import { createElement, use, type ComponentProps, type ComponentType } from 'react';

/**
 * Lazy chunks that fail (docs/DECISIONS.md): a page or popup whose code does not
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

let prerequisite: () => Promise<unknown> = () => Promise.resolve();

/**
 * What every lazy chunk also waits for, unless it is part of the first page: i18n/index.ts
 * registers the English texts the first page does not carry, so a page or popup never renders
 * a key before its text. Set once at start-up.
 */
export function beforeEveryChunk(load: () => Promise<unknown>) {
  prerequisite = load;
}

/** A lazy component; `preload()` starts its chunk early and settles (never rejects) once it is there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyComponent<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & { preload(): Promise<void> };

/**
 * React's lazy with the chunk rules above; same use, so call sites only change the import. A
 * chunk that is already there when the component first renders (see `preload`, used for the
 * home page by app/homeRoute.ts) renders in that same pass: React.lazy would always suspend
 * once, show the fallback, and then hold the page back by React's reveal throttle (300 ms).
 * Otherwise it suspends through `use()`. A failed chunk stays failed, as with React.lazy: the
 * error boundary offers a reload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  /** `firstPage`: part of what `/` shows a guest, so it needs only the first page's texts. */
  options: { firstPage?: boolean } = {},
): LazyComponent<T> {
  let chunk: Promise<T> | null = null;
  let loaded: T | null = null;
  const withTexts = () => (options.firstPage ? load() : Promise.all([load(), prerequisite()]).then(([m]) => m));
  const start = () =>
    (chunk ??= loadChunk(withTexts).then((m) => {
      loaded = m.default;
      return m.default;
    }));
  function Chunk(props: ComponentProps<T>) {
    return createElement(loaded ?? use(start()), props);
  }
  Chunk.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Chunk;
}
