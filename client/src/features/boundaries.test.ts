import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client's layers (docs/ARCHITECTURE.md): a feature folder never imports another feature
 * folder, and nothing below the features imports one. What several features share lives below
 * them (components/, hooks/, lib/, realtime/, session/, stores/, api/, console-kit/, agent-kit/); what puts features together lives
 * above them (app/, console/, agent-centre/, routes/) and passes pieces in as props. The lint's
 * layer zones (eslint.config.js) say the same; this keeps the rule in the unit run as well.
 */
const SRC = join(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** `file -> target` for every relative import of a file under `root` that lands in features/. */
function importsIntoFeatures(root: string): { file: string; from: string; to: string }[] {
  return sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
      const to = relative(FEATURES, normalize(join(dirname(file), m[1]!)));
      return to.startsWith('..') ? [] : [{ file: relative(SRC, file), from: relative(FEATURES, file).split(sep)[0]!, to }];
    }),
  );
}

describe('client layers', () => {
  it('no feature imports another feature', () => {
    const crossing = importsIntoFeatures(FEATURES)
      .filter((x) => x.to.split(sep)[0] !== x.from)
      .map((x) => `${x.file} -> features/${x.to}`);
    expect(crossing, 'move the shared piece below the features or pass it in from app/').toEqual([]);
  });

  it('nothing below the features imports one', () => {
    const below = ['api', 'components', 'hooks', 'lib', 'realtime', 'session', 'stores', 'i18n', 'console-kit', 'agent-kit'];
    const up = below.flatMap((dir) => importsIntoFeatures(join(SRC, dir))).map((x) => `${x.file} -> features/${x.to}`);
    expect(up).toEqual([]);
  });
});
