import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_LOAD_TEXTS, splitMessages } from './src/i18n/firstTexts.ts';

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time, so the gateway
 * (@fastify/static preCompressed) sends them as they are and never compresses per request.
 * Files under 1 KB are left alone: the headers would cost more than the saving.
 */
function precompress(): Plugin {
  const text = /\.(js|mjs|css|html|svg|json|txt)$/;
  return {
    name: 'wl:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!text.test(name)) continue;
        const file = path.join(dir, name);
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * `en.json?first` and `en.json?later`: the English texts cut in two (src/i18n/firstTexts.ts), so
 * the entry carries only what the first page shows. en.json stays one file for translators and tests.
 */
function splitTexts(): Plugin {
  const en = fileURLToPath(new URL('./src/i18n/en.json', import.meta.url));
  const half = /[\\/]en\.json\?(first|later)$/;
  // An id without `.json` in it, so Vite's JSON plugin leaves the module to this one.
  const PREFIX = '\0en-texts-';
  return {
    name: 'wl:split-texts',
    // Ahead of Vite's resolver, which would hand the file to its JSON plugin whole.
    enforce: 'pre',
    resolveId(source) {
      const which = half.exec(source)?.[1];
      return which ? PREFIX + which : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      this.addWatchFile(en);
      const { first, later } = splitMessages(JSON.parse(fs.readFileSync(en, 'utf8')), FIRST_LOAD_TEXTS);
      return `export default ${JSON.stringify(id === `${PREFIX}first` ? first : later)};`;
    },
  };
}

// The dev server forwards every API and socket path to a running gateway, so the browser
// talks to one origin exactly as it does in production (cookies, CSP, relative URLs).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), splitTexts(), precompress()],
  server: {
    proxy: {
      '/wps': { target: gateway },
      '/lgw': { target: gateway },
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The gateway's CSP forbids inline scripts; Vite's module preload polyfill is inline-free.
    chunkSizeWarningLimit: 700,
  },
});
