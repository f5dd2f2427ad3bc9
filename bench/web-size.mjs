// The JavaScript a browser actually downloads for the portal's first load (/) and for the back office's
// (/BackOffice/Dashboard after login), from Chromium's own network records: the bytes on the wire (the
// server sends Brotli when the browser accepts it) and the same files' gzip size (the targets' measure).
// Usage: npm run build && node bench/web-size.mjs [--port 18095]
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, LAUNCH_ARGS, logInBackOffice, startServer } from './web/start-server.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '18095' } } });
const TARGETS_KB = { portal: 150, backOffice: 350 };

function gzipBytes(url) {
  const path = new URL(url).pathname;
  try {
    return statSync(join('dist/web', `${path}.gz`)).size;
  } catch {
    return statSync(join('dist/web', path)).size; // Served as is (no .gz beside it).
  }
}

async function scriptsOf(browser, url, path, login) {
  const context = await browser.newContext();
  if (login) await logInBackOffice(context, url);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), transfer: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return scripts.map((script) => ({ ...script, gzip: gzipBytes(script.url) }));
}

const server = await startServer({ port: Number(values.port) });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  for (const [name, path, login, target] of [
    ['portal', '/', false, TARGETS_KB.portal],
    ['back office', '/BackOffice/Dashboard', true, TARGETS_KB.backOffice],
  ]) {
    const scripts = await scriptsOf(browser, server.url, path, login);
    const transfer = scripts.reduce((sum, s) => sum + s.transfer, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\n${name} (${path}): ${scripts.length} JavaScript files`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${new URL(s.url).pathname.padEnd(50)} ${kb(s.transfer).padStart(8)} KB on the wire ${kb(s.gzip).padStart(8)} KB gzip`,
      );
    }
    const verdict = gzip / 1024 < target ? 'met' : 'MISSED';
    console.log(
      `  total: ${kb(transfer)} KB on the wire, ${kb(gzip)} KB gzip; target < ${target} KB gzip: ${verdict}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
