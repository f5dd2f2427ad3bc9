// Cumulative Layout Shift of every back-office screen of the menu's registry (web/src/backoffice/shared/
// menu.ts), signed in as the demo TOPUP_ADMIN (who sees every screen), on a fresh page load at a desktop
// window (1350×940, Lighthouse's desktop preset). The shifts are read inside the page by a
// PerformanceObserver of 'layout-shift' entries, summed as the Core Web Vitals do (the largest burst of
// shifts less than 1 s apart and within 5 s; shifts right after a click or a key do not count), until the
// screen has had no request for 500 ms. Prints the median and range of --runs loads of each screen and
// fails when a median reaches the target (docs/PERFORMANCE.md).
// Usage: npm run bench:build && node bench/web-cls.mjs --dist .tmp/bench-dist [--runs 3] [--port 18096]
/* global window -- used in code that runs inside the page */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, LAUNCH_ARGS, distDirOf, logInBackOffice, startServer } from './web/start-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18096' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
  },
});
const TARGET = 0.05;

// The registry's paths, read from its source: the menu's `path: '...'` of each item, in its order.
const menuSource = readFileSync(new URL('../web/src/backoffice/shared/menu.ts', import.meta.url), 'utf8');
const PATHS = [...menuSource.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
if (PATHS.length === 0) throw new Error('No screen found in web/src/backoffice/shared/menu.ts');

/** Runs in the page before its scripts: records every layout shift with its time. */
function observeShifts() {
  const shifts = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        if (!node || !node.tagName) return '?';
        const label = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? node.className;
        return `${node.tagName.toLowerCase()}${label ? ` (${String(label).slice(0, 60)})` : ''}`;
      });
      shifts.push({ time: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The Core Web Vitals' sum: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulativeShift(shifts) {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function measure(context, url) {
  const page = await context.newPage();
  await page.addInitScript(observeShifts);
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('navigation').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => Reflect.get(window, 'layoutShifts'));
  await page.close();
  return { cls: cumulativeShift(shifts), shifts };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const server = await startServer({ port: Number(values.port), distDir: distDirOf(values.dist) });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
const loadAtStart = loadavg()[0];
let missed = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await logInBackOffice(context, server.url);
  const rows = [];
  for (const path of PATHS) {
    const results = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      results.push(await measure(context, `${server.url}/BackOffice/${path}`));
    }
    const figures = results.map((result) => result.cls);
    const met = median(figures) < TARGET;
    if (!met) missed += 1;
    const shifted = [...new Set(results.flatMap((result) => result.shifts.flatMap((s) => s.sources)))];
    rows.push(
      `| ${path} | ${median(figures).toFixed(3)} | ${Math.min(...figures).toFixed(3)}–` +
        `${Math.max(...figures).toFixed(3)} | ${met ? 'met' : 'MISSED'} | ${shifted.join(', ') || '-'} |`,
    );
  }
  console.log(
    `CLS, ${values.runs} loads per screen, desktop 1350×940, ${new Date().toISOString()}, ` +
      `load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `| screen | CLS median | range | target < ${TARGET} | what moved |\n| --- | --- | --- | --- | --- |\n` +
      rows.join('\n'),
  );
} finally {
  await browser.close();
  await server.stop();
}
if (missed > 0) process.exitCode = 1;
