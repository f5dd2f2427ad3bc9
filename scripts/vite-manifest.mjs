// The last `vite build`'s manifest (<web build>/.vite/manifest.json), read the one way both JavaScript
// budgets need it (scripts/portal-first-load.mjs, scripts/backoffice-screen-load.mjs): a module's chunk by
// the end of its path, the entry's, the JavaScript files a set of chunks loads with their static imports,
// and a file's gzip size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readViteManifest(root) {
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
  const keyEndingWith = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

  /** The JavaScript files of these chunks and of every chunk they import statically. */
  function scriptsOf(keys) {
    const files = new Set();
    const add = (key) => {
      const chunk = manifest[key];
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    keys.forEach(add);
    return [...files].filter((name) => name.endsWith('.js'));
  }

  // A file is measured once, however many screens load it.
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(root, file)), { level: 9 }).length / 1024);
    return sizes.get(file);
  };

  return { keyEndingWith, entryKey, scriptsOf, gzipKb };
}
