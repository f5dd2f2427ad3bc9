// Lighthouse 12 on the portal's first screen (/) with its mobile profile and default simulated throttling
// (a mid-range phone: CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down), and on the back office's
// dashboard and top-up list after login with the desktop preset (staff work at a desk: CPU not slowed,
// 40 ms round trip, 10 Mbit/s), where Performance, CLS and Best Practices (a console error, such as a
// Content-Security-Policy violation, costs points there) are measured.
// Prints the median and range of --runs runs of each. Lighthouse comes from the npm registry through npx
// (it is not a dependency of the project) and drives Debian's Chromium (CHROMIUM_PATH to change it).
// Usage: npm run bench:build && node bench/lighthouse.mjs --dist .tmp/bench-dist [--runs 5] [--port 18197]
//        [--only portal|back-office] [--page /BackOffice/Topup-Requests]
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, LAUNCH_ARGS, distDirOf, startServer } from './web/start-server.mjs';
import { demoStaffCode } from '../scripts/demo-second-factor.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18197' },
    runs: { type: 'string', default: '5' },
    dist: { type: 'string' },
    lighthouse: { type: 'string', default: 'lighthouse@12' },
    // A folder to keep the JSON reports in (open one in the Lighthouse viewer to see why a figure is what it is).
    keep: { type: 'string' },
    // One side only: the portal's mobile runs or the back office's desktop runs.
    only: { type: 'string' },
    // One back-office page only (to compare two builds in turns, a run of each at a time).
    page: { type: 'string' },
  },
});
const TARGETS = {
  performance: 98,
  lcpMs: 1800,
  backOfficePerformance: 98,
  backOfficeCls: 0.05,
  backOfficeBestPractices: 100,
};
const BACK_OFFICE_PAGES = ['/BackOffice/Dashboard', '/BackOffice/Topup-Requests'];

// Lighthouse starts Chromium itself: headless, with the e2e tests' flags that keep it from stalling on a
// closed network.
const CHROME_FLAGS = ['--headless=new', ...LAUNCH_ARGS].join(' ');

/** One Lighthouse run; tried once more when Lighthouse fails (it asks for that when a trace comes out broken). */
async function runLighthouse(url, outputPath, extra) {
  try {
    return await runLighthouseOnce(url, outputPath, extra);
  } catch (error) {
    console.error(`${error.message}; trying once more`);
    return runLighthouseOnce(url, outputPath, extra);
  }
}

function runLighthouseOnce(url, outputPath, extra) {
  const args = [
    '-y',
    values.lighthouse,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    ...extra,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`lighthouse failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
        else resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
      },
    );
  });
}

/** The back-office session cookie, passed to Lighthouse as a header of every request it makes. */
async function backOfficeCookie(url, mobileNo = '09170000001', password = 'demo1234') {
  const response = await fetch(`${url}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: mobileNo, password, scope: 'backoffice', code: demoStaffCode() }),
  });
  if (!response.ok) throw new Error(`Back-office login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const range = (numbers) => `${Math.min(...numbers)}–${Math.max(...numbers)}`;
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** One row: the median, the range and every run, rounded as Lighthouse shows them. */
function row(label, numbers, unit = '', digits = 0) {
  const shown = numbers.map((value) => Number(value.toFixed(digits)));
  return `${label.padEnd(28)} median ${`${median(shown)}${unit}`.padEnd(9)} range ${range(shown)}${unit}  (${shown.join(', ')})`;
}

/** Why the back office lost points: the failed Best Practices audits and the console's errors. */
function bestPracticesFindings(lhr) {
  const failed = lhr.categories['best-practices'].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const errors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description);
  return [...failed, ...errors];
}

const runs = Number(values.runs);
const sides = values.only ? [values.only] : ['portal', 'back-office'];
const workDir = values.keep ?? mkdtempSync(join(tmpdir(), 'ewallet-lighthouse-'));
if (values.keep) mkdirSync(values.keep, { recursive: true });
const server = await startServer({ port: Number(values.port), distDir: distDirOf(values.dist) });
const verdict = (met) => (met ? 'met' : 'MISSED');
const timings = (reports) => [
  row(
    '  Largest Contentful Paint',
    reports.map((lhr) => audit(lhr, 'largest-contentful-paint') / 1000),
    ' s',
    2,
  ),
  row(
    '  First Contentful Paint',
    reports.map((lhr) => audit(lhr, 'first-contentful-paint') / 1000),
    ' s',
    2,
  ),
  row(
    '  Total Blocking Time',
    reports.map((lhr) => audit(lhr, 'total-blocking-time')),
    ' ms',
  ),
  row(
    '  Cumulative Layout Shift',
    reports.map((lhr) => audit(lhr, 'cumulative-layout-shift')),
    '',
    3,
  ),
];
try {
  const loadAtStart = loadavg()[0];
  const lines = [];
  const targets = [];
  if (sides.includes('portal')) {
    const portal = [];
    for (let run = 0; run < runs; run += 1) {
      portal.push(
        await runLighthouse(`${server.url}/`, join(workDir, `portal-${run}.json`), [
          '--only-categories=performance,best-practices,accessibility',
        ]),
      );
    }
    const performance = portal.map((lhr) => score(lhr, 'performance'));
    const lcp = portal.map((lhr) => audit(lhr, 'largest-contentful-paint') / 1000);
    lines.push(
      `Lighthouse ${portal[0].lighthouseVersion}`,
      'portal / (mobile, simulated throttling):',
      row('  Performance', performance),
      ...timings(portal),
      row(
        '  Best Practices',
        portal.map((lhr) => score(lhr, 'best-practices')),
      ),
      row(
        '  Accessibility',
        portal.map((lhr) => score(lhr, 'accessibility')),
      ),
    );
    targets.push(
      `portal Performance ≥ ${TARGETS.performance} ${verdict(median(performance) >= TARGETS.performance)}`,
      `portal LCP ≤ ${TARGETS.lcpMs / 1000} s ${verdict(median(lcp) * 1000 <= TARGETS.lcpMs)}`,
    );
  }
  if (sides.includes('back-office')) {
    const cookie = await backOfficeCookie(server.url);
    for (const page of values.page ? [values.page] : BACK_OFFICE_PAGES) {
      const reports = [];
      const name = page.split('/').pop();
      for (let run = 0; run < runs; run += 1) {
        reports.push(
          await runLighthouse(`${server.url}${page}`, join(workDir, `${name}-${run}.json`), [
            '--preset=desktop',
            '--only-categories=performance,best-practices,accessibility',
            `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
          ]),
        );
      }
      const performance = reports.map((lhr) => score(lhr, 'performance'));
      const cls = reports.map((lhr) => audit(lhr, 'cumulative-layout-shift'));
      const bestPractices = reports.map((lhr) => score(lhr, 'best-practices'));
      lines.push(
        `back office ${page} (desktop preset, logged in):`,
        row('  Performance', performance),
        ...timings(reports),
        row('  Best Practices', bestPractices),
        row(
          '  Accessibility',
          reports.map((lhr) => score(lhr, 'accessibility')),
        ),
      );
      const findings = [...new Set(reports.flatMap(bestPracticesFindings))];
      if (findings.length > 0) lines.push(`  Best Practices findings: ${findings.join('; ')}`);
      targets.push(
        `${name} Performance ≥ ${TARGETS.backOfficePerformance} ` +
          verdict(median(performance) >= TARGETS.backOfficePerformance),
        `${name} CLS < ${TARGETS.backOfficeCls} ${verdict(median(cls) < TARGETS.backOfficeCls)}`,
        `${name} Best Practices ${TARGETS.backOfficeBestPractices} ` +
          verdict(median(bestPractices) >= TARGETS.backOfficeBestPractices),
      );
    }
  }
  const loadAtEnd = loadavg()[0];
  console.log(
    `${runs} runs each, ${new Date().toISOString()}, load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`,
  );
  for (const line of lines) console.log(line);
  console.log(`targets: ${targets.join(', ')}`);
} finally {
  await server.stop();
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
}
