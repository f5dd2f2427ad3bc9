// The JavaScript a browser actually downloads for the portal's first load (/) and for the back office's
// (/BackOffice/Dashboard after login), from Chromium's own network records: the bytes on the wire (the
// server sends Brotli when the browser accepts it) and the same files' gzip size (the targets' measure).
// Usage: npm run bench:build && node bench/web-size.mjs --dist .tmp/bench-dist [--port 18095]
/* global window, document, MutationObserver -- used in code that runs inside the page */
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, LAUNCH_ARGS, distDirOf, logInBackOffice, startServer } from './web/start-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '18095' }, dist: { type: 'string' } },
});
const TARGETS_KB = { portal: 150, backOffice: 350 };
const distDir = distDirOf(values.dist);

function gzipBytes(url) {
  const path = new URL(url).pathname;
  try {
    return statSync(join(distDir, 'web', `${path}.gz`)).size;
  } catch {
    return statSync(join(distDir, 'web', path)).size; // Served as is (no .gz beside it).
  }
}

async function scriptsOf(browser, url, path, login) {
  const context = await browser.newContext();
  if (login) await logInBackOffice(context, url);
  const page = await context.newPage();
  // Each finished script's sizes are read asynchronously: keep the promises and wait for every one of them
  // (and for every script request started to finish or fail) before closing the page, so that no file is
  // lost to a read still in flight.
  const isScript = (request) => new URL(request.url()).pathname.endsWith('.js');
  let started = 0;
  let failed = 0;
  const pending = [];
  // The first load: the scripts requested before the page shows its first button (the portal's Home
  // options, the back office's menu); the rest are lazy chunks prefetched on idle or opened later. The
  // moment the button appears is taken inside the page (a MutationObserver runs before the next paint and
  // before React's effects schedule the idle prefetch), since a check from Playwright lags behind it.
  await page.addInitScript(() => {
    const mark = () => {
      if (!('shownAt' in window) && document.querySelector('button'))
        Object.assign(window, { shownAt: performance.now() });
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  });
  page.on('request', (request) => {
    if (isScript(request)) started += 1;
  });
  page.on('requestfailed', (request) => {
    if (isScript(request)) failed += 1;
  });
  page.on('requestfinished', (request) => {
    if (!isScript(request)) return;
    pending.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  await page.getByRole('button').first().waitFor({ timeout: 60_000 });
  // networkidle: no request for 500 ms, so the chunks fetched on idle (requestIdleCallback) are in too.
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + 10_000;
  while (pending.length + failed < started) {
    if (Date.now() > deadline) throw new Error(`${started - pending.length - failed} scripts never finished`);
    await page.waitForTimeout(50);
  }
  if (failed) throw new Error(`${failed} scripts failed to load`);
  const scripts = await Promise.all(pending);
  const firstLoad = new Set(
    await page.evaluate(() => {
      const shownAt = /** @type {number} */ (Reflect.get(window, 'shownAt'));
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < shownAt)
        .map((entry) => entry.name);
    }),
  );
  await context.close();
  return scripts.map((script) => ({
    ...script,
    firstLoad: firstLoad.has(script.url),
    gzip: gzipBytes(script.url),
  }));
}

const server = await startServer({ port: Number(values.port), distDir });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
const kb = (bytes) => (bytes / 1024).toFixed(1);
const currentLoad = () => Math.round(loadavg()[0] * 100) / 100;
const rows = [];
try {
  for (const [name, path, login, target] of [
    ['portal', '/', false, TARGETS_KB.portal],
    ['back office', '/BackOffice/Dashboard', true, TARGETS_KB.backOffice],
  ]) {
    const scripts = await scriptsOf(browser, server.url, path, login);
    const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
    const first = scripts.filter((s) => s.firstLoad);
    const later = scripts.filter((s) => !s.firstLoad);
    console.log(`\n${name} (${path}): ${scripts.length} JavaScript files`);
    for (const s of scripts.sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzip - a.gzip)) {
      console.log(
        `  ${s.firstLoad ? 'first load' : 'later     '} ${new URL(s.url).pathname.padEnd(46)} ` +
          `${kb(s.transfer).padStart(8)} KB on the wire ${kb(s.gzip).padStart(8)} KB gzip`,
      );
    }
    const verdict = sum(first, 'gzip') / 1024 < target ? 'met' : 'MISSED';
    console.log(
      `  first load (${first.length} files): ${kb(sum(first, 'transfer'))} KB on the wire, ` +
        `${kb(sum(first, 'gzip'))} KB gzip; target < ${target} KB gzip: ${verdict}`,
    );
    console.log(
      `  prefetched after it (${later.length} files): ${kb(sum(later, 'transfer'))} KB on the wire, ` +
        `${kb(sum(later, 'gzip'))} KB gzip`,
    );
    rows.push(
      `| ${name} (\`${path}\`) | ${kb(sum(first, 'gzip'))} KB (${first.length} files) | ` +
        `${kb(sum(later, 'gzip'))} KB (${later.length} files) | < ${target} KB | ${verdict} | ${currentLoad()} |`,
    );
  }
  console.log(
    `\n| page | first load, JavaScript gzip | prefetched after it | target | verdict | load |\n` +
      `| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
