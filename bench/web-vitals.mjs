/* global window, document, MutationObserver -- these functions run inside the browser page */
// Page speed on a mid-range phone: Chromium with the CPU slowed 4× and a fast-3G-like network (150 ms RTT,
// 1.6 Mbps down, 750 kbps up), a cold cache each time. Records the portal's Largest Contentful Paint and
// the back office's top-up list's time to its first rows (after login); the median of --runs loads.
// Usage: npm run bench:build && node bench/web-vitals.mjs [--dist .tmp/bench-dist] [--runs 3] [--database-url postgres://...127.0.0.1...]
import { parseArgs } from 'node:util';
import { chromium, devices } from 'playwright-core';
import { CHROMIUM, LAUNCH_ARGS, distDirOf, logInBackOffice, startServer } from './web/start-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18096' },
    runs: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    dist: { type: 'string' },
  },
});
const LCP_TARGET_MS = 2500;
const PHONE = devices['Pixel 7'];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// In the page before any script: the LCP candidates, and when the first table body row appeared.
const OBSERVERS = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__firstRow = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('table tbody tr td')) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function phonePage(browser, url, login) {
  const context = await browser.newContext({ ...PHONE });
  if (login) await logInBackOffice(context, url);
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page };
}

async function portalLcp(browser, url) {
  const { context, page } = await phonePage(browser, url, false);
  await page.goto(`${url}/`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(2_000); // Late paints still count: let them land.
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
}

async function listFirstRows(browser, url) {
  const { context, page } = await phonePage(browser, url, true);
  await page.goto(`${url}/BackOffice/Topup-Requests`, { waitUntil: 'load', timeout: 60_000 });
  try {
    await page.waitForFunction(() => window.__firstRow !== null, null, { timeout: 30_000 });
    return await page.evaluate(() => window.__firstRow);
  } catch {
    return null; // No rows within 30 s: the list is not in this build, or broke.
  } finally {
    await context.close();
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const runs = Number(values.runs);
const server = await startServer({
  port: Number(values.port),
  databaseUrl: values['database-url'],
  distDir: distDirOf(values.dist),
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
try {
  const lcps = [];
  for (let run = 0; run < runs; run += 1) lcps.push(await portalLcp(browser, server.url));
  const lcp = median(lcps);
  console.log(
    `portal LCP: median ${lcp.toFixed(0)} ms of ${lcps.map((v) => v.toFixed(0)).join(', ')}; ` +
      `target < ${LCP_TARGET_MS} ms: ${lcp < LCP_TARGET_MS ? 'met' : 'MISSED'}`,
  );
  const rows = [];
  for (let run = 0; run < runs; run += 1) rows.push(await listFirstRows(browser, server.url));
  if (rows.some((value) => value === null)) {
    console.log('back-office list: no rows appeared within 30 s (is the list screen in this build?)');
  } else {
    console.log(
      `back-office list, time to first rows: median ${median(rows).toFixed(0)} ms of ` +
        `${rows.map((v) => v.toFixed(0)).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
