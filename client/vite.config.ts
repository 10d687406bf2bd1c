import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards every API and socket path to a running gateway, so the browser
// talks to one origin exactly as it does in production (cookies, CSP, relative URLs).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  // The plugin resolves the root's newer, rolldown-based vite (vitest's) while this workspace
  // runs its own vite 7, so the plugin picks a fast-refresh wrapper that only the newer vite
  // has. Without that wrapper the dev server still works and reloads the page on edits.
  plugins: [react().filter((p) => p.name !== 'vite:react:refresh-wrapper') as unknown as PluginOption],
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
