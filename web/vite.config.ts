import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

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
    // Files are served pre-compressed by the server (scripts/compress-web.mjs); keep the report short.
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' },
  },
});
