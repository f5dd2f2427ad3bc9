// Builds the server and the web app for the benchmarks into their own folder (default .tmp/bench-dist), so
// that a benchmark never runs on, nor is disturbed by, a `npm run build` of dist/ made at the same time.
// The same steps as npm run build (tsc, migrations beside the code, vite, the prerendered Home, .gz and .br
// beside each file).
// Usage: node bench/build.mjs [--out .tmp/bench-dist] [--server-only]
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.tmp/bench-dist' },
    'server-only': { type: 'boolean', default: false },
  },
});
const out = resolve(values.out ?? '.tmp/bench-dist');
if (out === resolve('dist')) throw new Error('bench/build.mjs never writes dist/: give another --out');
const bin = (name) => resolve('node_modules/.bin', name);

rmSync(join(out, 'server'), { recursive: true, force: true });
rmSync(join(out, 'core'), { recursive: true, force: true });
execFileSync(bin('tsc'), ['-p', 'server/tsconfig.build.json', '--outDir', out], { stdio: 'inherit' });
cpSync('server/src/db/migrations', join(out, 'server/src/db/migrations'), { recursive: true });
console.log(`server: ${join(out, 'server/src/main.js')}`);

if (!values['server-only']) {
  const web = join(out, 'web');
  execFileSync(
    bin('vite'),
    ['build', '--config', 'web/vite.config.ts', '--outDir', web, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  execFileSync(process.execPath, ['scripts/prerender-first-screen.mjs', '--dir', web], { stdio: 'inherit' });
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css|html|svg|json)$/.test(name)) {
        const data = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    }
  };
  walk(web);
  console.log(`web: ${web}`);
}
