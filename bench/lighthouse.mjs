// Lighthouse 12 on the portal's first screen (/) with its mobile profile and default simulated throttling
// (a mid-range phone: CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down), and on a back-office list after
// login (Best Practices: a console error, such as a Content-Security-Policy violation, costs points there).
// Prints the median and range of --runs runs of each. Lighthouse comes from the npm registry through npx
// (it is not a dependency of the project) and drives Debian's Chromium (CHROMIUM_PATH to change it).
// Usage: npm run bench:build && node bench/lighthouse.mjs --dist .tmp/bench-dist [--runs 5] [--port 18197]
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
  },
});
const TARGETS = { performance: 98, lcpMs: 1800, backOfficeBestPractices: 100 };
const BACK_OFFICE_PAGE = '/BackOffice/Topup-Requests';

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
const workDir = values.keep ?? mkdtempSync(join(tmpdir(), 'ewallet-lighthouse-'));
if (values.keep) mkdirSync(values.keep, { recursive: true });
const server = await startServer({ port: Number(values.port), distDir: distDirOf(values.dist) });
try {
  const loadAtStart = loadavg()[0];
  const portal = [];
  for (let run = 0; run < runs; run += 1) {
    portal.push(
      await runLighthouse(`${server.url}/`, join(workDir, `portal-${run}.json`), [
        '--only-categories=performance,best-practices,accessibility',
      ]),
    );
  }
  const cookie = await backOfficeCookie(server.url);
  const backOffice = [];
  for (let run = 0; run < runs; run += 1) {
    backOffice.push(
      await runLighthouse(`${server.url}${BACK_OFFICE_PAGE}`, join(workDir, `back-office-${run}.json`), [
        '--only-categories=best-practices,accessibility',
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      ]),
    );
  }
  const loadAtEnd = loadavg()[0];

  const performance = portal.map((lhr) => score(lhr, 'performance'));
  const lcp = portal.map((lhr) => audit(lhr, 'largest-contentful-paint') / 1000);
  const bestPractices = backOffice.map((lhr) => score(lhr, 'best-practices'));
  console.log(
    `Lighthouse ${portal[0].lighthouseVersion}, ${runs} runs each, ${new Date().toISOString()}, ` +
      `load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}`,
  );
  console.log('portal / (mobile, simulated throttling):');
  console.log(row('  Performance', performance));
  console.log(row('  Largest Contentful Paint', lcp, ' s', 2));
  console.log(
    row(
      '  First Contentful Paint',
      portal.map((lhr) => audit(lhr, 'first-contentful-paint') / 1000),
      ' s',
      2,
    ),
  );
  console.log(
    row(
      '  Total Blocking Time',
      portal.map((lhr) => audit(lhr, 'total-blocking-time')),
      ' ms',
    ),
  );
  console.log(
    row(
      '  Cumulative Layout Shift',
      portal.map((lhr) => audit(lhr, 'cumulative-layout-shift')),
      '',
      3,
    ),
  );
  console.log(
    row(
      '  Best Practices',
      portal.map((lhr) => score(lhr, 'best-practices')),
    ),
  );
  console.log(
    row(
      '  Accessibility',
      portal.map((lhr) => score(lhr, 'accessibility')),
    ),
  );
  console.log(`back office ${BACK_OFFICE_PAGE} (logged in):`);
  console.log(row('  Best Practices', bestPractices));
  console.log(
    row(
      '  Accessibility',
      backOffice.map((lhr) => score(lhr, 'accessibility')),
    ),
  );
  const findings = [...new Set(backOffice.flatMap(bestPracticesFindings))];
  if (findings.length > 0) console.log(`  Best Practices findings: ${findings.join('; ')}`);

  const verdict = (met) => (met ? 'met' : 'MISSED');
  console.log(
    `targets: Performance ≥ ${TARGETS.performance} ${verdict(median(performance) >= TARGETS.performance)}, ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s ${verdict(median(lcp) * 1000 <= TARGETS.lcpMs)}, ` +
      `back-office Best Practices ${TARGETS.backOfficeBestPractices} ` +
      `${verdict(median(bestPractices) >= TARGETS.backOfficeBestPractices)}`,
  );
} finally {
  await server.stop();
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
}
