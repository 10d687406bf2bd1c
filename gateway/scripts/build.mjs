// `npm start`'s build step, plain Node so it starts in milliseconds:
// 1. bundles the gateway (and the @wl/* workspaces it imports as TypeScript source) into one
//    JavaScript file, gateway/dist/main.js, so production runs no TypeScript compiler (tsx) at all;
// 2. with --client (`npm start`), rebuilds the client only when its sources changed since the
//    build that wrote client/dist/.inputs-sha256.
// `npm run build` runs it without --client after building the client (the Docker image runs
// dist/main.js); `npm run dev` does not use it: it keeps running the sources through tsx watch.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const started = Date.now();

/**
 * npm packages stay outside the bundle (native argon2, pglite's wasm and data files, geoip data are
 * loaded from their own folders); only our workspaces (@wl/*) and relative imports are bundled.
 */
const externalPackages = {
  name: 'wl:external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wl/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Sources find files beside themselves through import.meta.dirname (config's repo root; the SQL
 * migrations in each module's migrations folder, found by db/migrate.ts). In one bundle every
 * file would share dist's folder, so each file keeps its own.
 */
const keepDirname = {
  name: 'wl:keep-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      if (!code.includes('import.meta.dirname')) return undefined;
      return { contents: code.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(root, 'gateway/src/main.ts')],
  outfile: path.join(root, 'gateway/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, keepDirname],
});
const gatewayMs = Date.now() - started;

/** Everything the client build reads: its sources, the shared workspace, its config and the lockfile. */
function clientInputsHash() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
      return;
    }
    hash.update(path.relative(root, p)).update('\0').update(fs.readFileSync(p)).update('\0');
  };
  for (const p of [
    'client/src',
    'client/public',
    'client/index.html',
    'client/vite.config.ts',
    'client/package.json',
    'client/tsconfig.json',
    'shared/src',
    'shared/package.json',
    'package-lock.json',
  ]) {
    walk(path.join(root, p));
  }
  return hash.digest('hex');
}

// The stamp lives inside client/dist, so any other build (npm run build empties dist) removes it
// and the next start builds again rather than trusting a dist it did not check.
if (!process.argv.includes('--client')) {
  console.log(`gateway built in ${gatewayMs} ms (gateway/dist/main.js)`);
  process.exit(0);
}
const stampFile = path.join(root, 'client/dist/.inputs-sha256');
const inputs = clientInputsHash();
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (stamp === inputs && fs.existsSync(path.join(root, 'client/dist/index.html'))) {
  console.log(`gateway built in ${gatewayMs} ms; client unchanged since its last build`);
} else {
  console.log(`gateway built in ${gatewayMs} ms; building the client (its sources changed)`);
  execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, `${inputs}\n`);
}
