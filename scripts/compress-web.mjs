// Pre-compresses the built web files (the server sends .br or .gz when the browser accepts them) and prints
// the size of each JavaScript chunk, raw and gzip, so that a growing bundle shows up at build time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const rows = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|html|svg|json)$/.test(name)) {
      const data = readFileSync(path);
      const gzip = gzipSync(data, { level: 9 });
      writeFileSync(`${path}.gz`, gzip);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      rows.push({ file: relative(root, path), bytes: data.length, gzip: gzip.length });
    }
  }
}
walk(root);
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('web build sizes (raw, gzip):');
for (const row of rows.filter((r) => /\.(js|css)$/.test(r.file))) {
  console.log(`  ${row.file.padEnd(48)} ${kb(row.bytes).padStart(10)} ${kb(row.gzip).padStart(10)}`);
}
