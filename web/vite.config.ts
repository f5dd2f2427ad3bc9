import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The router, TanStack Query, the Mantine components of the portal's first screen (first-screen.css) and
 * the small shared modules the portal's routes import.
 */
const APP_SHELL = [
  /node_modules[\\/](react-router|@tanstack)[\\/]/,
  /src[\\/]app-routes\.tsx$/,
  // The payment method codes: the portal's routes (its result pages) and both apps' screens read them.
  /core[\\/]payment-method-codes\.ts$/,
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Button|Card|Center|Container|Group|Loader|Paper|SimpleGrid|Stack|Text|Title|UnstyledButton)[\\/]/,
];

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    // dist/web/.vite/manifest.json: which chunks a page needs; scripts/portal-first-load.mjs reads it.
    manifest: true,
    // Every browser we serve preloads modules itself: the polyfill would only add to the entry chunk.
    modulePreload: { polyfill: false },
    // Files are served pre-compressed by the server (scripts/compress-web.mjs); keep the report short.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Few files on the first screen's path: a phone on HTTP/1.1 opens at most six connections and pays a
        // round trip for each request, and left alone the bundler cuts a dozen small shared chunks there.
        codeSplitting: {
          groups: [
            // Everything main.tsx imports statically: one file with the entry (docs/PERFORMANCE.md).
            { name: 'first-load', tags: ['$initial'], priority: 2 },
            // What both apps need first, fetched beside the app's own chunk.
            { name: 'app-shell', test: (id) => APP_SHELL.some((pattern) => pattern.test(id)), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' },
  },
});
