// The wallet history's cost per page against the wallet's size (issue 27, decision 0036): builds a small and
// a big wallet in a fresh local database (PGlite in memory, or a PostgreSQL database it creates), then times
// the history's own service (listWalletHistory, what GET /api/Customers/Me/History runs) for page 1 and for a
// deep page (90 % down the wallet, or as deep as leaves a full page) of each, interleaved so that the machine's load falls on all alike, and
// prints p50/p95 and the big wallet's ratio to the small one's, with the load average.
//
// Usage: npx tsx bench/history.ts [--smoke] [--database-url postgres://postgres@127.0.0.1:5432/bench_history]
//   --smoke      100 vs 20,000 entries, fewer rounds (seconds); exits 1 when the big wallet's median page
//                takes more than 3x the small one's (page 1 or deep page).
//   --big N      the big wallet's entries (default 100,000; 20,000 with --smoke).
//   --rounds N   timed rounds of each of the four cases (default 300; 100 with --smoke).
//   --database-url  a local PostgreSQL database, dropped and created anew, dropped again at the end.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createCustomer, createPaymentMethod } from '../server/src/demo/factories.ts';
import { encodeCursor } from '../server/src/modules/wallet-history/history-cursor.ts';
import { listWalletHistory } from '../server/src/modules/wallet-history/list-history.ts';
import {
  assertLocalDatabase,
  dropPostgresDatabase,
  recreatePostgresDatabase,
} from './generator/local-database.ts';

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    big: { type: 'string' },
    rounds: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const smoke = values.smoke ?? false;
const SMALL = 100;
const BIG = Number(values.big ?? (smoke ? 20_000 : 100_000));
const ROUNDS = Number(values.rounds ?? (smoke ? 100 : 300));
const WARM_UP = 20;
const PAGE = 20;
/** The smoke run's limit: a page of the big wallet may cost at most this many times the small one's. */
const SMOKE_RATIO = 3;
const METHOD = 102;

interface Wallet {
  entries: number;
  customerId: number;
  deepCursor: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function openFresh(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = values['database-url'];
  if (!url) return { handle: await openPglite(), drop: async () => undefined };
  assertLocalDatabase(url);
  await recreatePostgresDatabase(url);
  return {
    handle: openPostgres(url, 2),
    drop: () => dropPostgresDatabase(url),
  };
}

/**
 * A wallet of `entries` credits (Done top-ups, one a minute up to now) and a request without money (a
 * Cancelled one) every tenth minute between them, written set-based as postTransfer would have written them:
 * each entry at its cause's time, each wallet entry with the balance after it.
 */
async function buildWallet(handle: DatabaseHandle, entries: number, tag: string): Promise<Wallet> {
  const db = handle.db;
  const customer = await createCustomer(db, { firstname: `Bench ${tag}` });
  const id = customer.id;
  const script = `
    insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
      contact_number, amount, payment_method_code, status, date_created, date_posted, updated_at,
      created_by_customer_id)
    select '${tag}' || lpad(g::text, 8, '0'), 2, ${id}, 'Bench Wallet', '${customer.mobileNo}',
      100 + (g * 7919) % 500000, ${METHOD}, 1, at, at, at, ${id}
    from generate_series(1, ${entries}) g,
      lateral (select now() - make_interval(mins => ${entries} - g) as at) t;
    insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
      contact_number, amount, payment_method_code, status, date_created, updated_at, created_by_customer_id)
    select '${tag}C' || lpad(g::text, 7, '0'), 2, ${id}, 'Bench Wallet', '${customer.mobileNo}', 10000,
      ${METHOD}, 4, at, at, ${id}
    from generate_series(1, ${Math.floor(entries / 10)}) g,
      lateral (select now() - make_interval(mins => ${entries} - g * 10, secs => 30) as at) t;
    insert into postings (cause_type, cause_id, amount, memo, created_at)
    select 'topup', t.id, t.amount, 'Top-up ' || t.reference_number, t.date_posted
    from topup_requests t where t.ewallet_customer_id = ${id} and t.status = 1
    order by t.date_posted, t.id;
    insert into accounts (kind, name) values ('system', 'clearing:${METHOD}') on conflict (name) do nothing;
    insert into accounts (kind, customer_id) values ('wallet', ${id});
    insert into ledger_entries (posting_id, account_id, amount, created_at, posted_at)
    select p.id, (select a.id from accounts a where a.name = 'clearing:${METHOD}'), -p.amount, p.created_at,
      p.created_at
    from postings p join topup_requests t on p.cause_type = 'topup' and t.id = p.cause_id
    where t.ewallet_customer_id = ${id} order by p.id;
    insert into ledger_entries (posting_id, account_id, amount, created_at, posted_at, balance_after)
    select p.id, (select a.id from accounts a where a.customer_id = ${id}), p.amount, p.created_at, p.created_at,
      sum(p.amount) over (order by p.created_at, p.id)
    from postings p join topup_requests t on p.cause_type = 'topup' and t.id = p.cause_id
    where t.ewallet_customer_id = ${id} order by p.created_at, p.id;
    update accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
    where s.account_id = a.id;`;
  await handle.withSession((session) => session.exec(script));
  const [deep] = rowsOf<{ at: string; seq: string }>(
    await db.execute(`
      select to_char(le.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, le.id::text as seq
      from ledger_entries le join accounts a on a.id = le.account_id
      where a.customer_id = ${id}
      order by le.posted_at desc, le.id desc
      offset ${Math.min(Math.floor(entries * 0.9), entries - 2 * PAGE)} limit 1`),
  );
  if (!deep) throw new Error('the wallet has no deep entry');
  return { entries, customerId: id, deepCursor: encodeCursor({ at: deep.at, rank: 1, seq: deep.seq }) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const started = loadavg();
  const { handle, drop } = await openFresh();
  try {
    await migrate(handle);
    const db = handle.db;
    await createPaymentMethod(db, { code: METHOD, name: 'Pay on Site' });
    const buildStart = performance.now();
    const small = await buildWallet(handle, SMALL, 'HS');
    const big = await buildWallet(handle, BIG, 'HB');
    await db.execute('analyze');
    const buildSeconds = (performance.now() - buildStart) / 1000;

    const cases = [
      { name: `page 1, ${SMALL.toLocaleString('en-US')} entries`, wallet: small, cursor: undefined },
      {
        name: `deep page, ${SMALL.toLocaleString('en-US')} entries`,
        wallet: small,
        cursor: small.deepCursor,
      },
      { name: `page 1, ${BIG.toLocaleString('en-US')} entries`, wallet: big, cursor: undefined },
      { name: `deep page, ${BIG.toLocaleString('en-US')} entries`, wallet: big, cursor: big.deepCursor },
    ];
    const times = cases.map(() => [] as number[]);
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      // A different order each round: no case always runs right after another's cache misses.
      const order = cases.map((_, index) => index).sort(() => Math.random() - 0.5);
      for (const index of order) {
        const { wallet, cursor } = cases[index]!;
        const start = performance.now();
        const page = await listWalletHistory(db, wallet.customerId, { limit: PAGE, cursor });
        const elapsed = performance.now() - start;
        if (page.lines.length !== PAGE) throw new Error(`${cases[index]!.name}: ${page.lines.length} lines`);
        if (round >= WARM_UP) times[index]!.push(elapsed);
      }
    }

    const stats = times.map((list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    });
    const ended = loadavg();
    console.log(
      `Wallet history per page (${PAGE} lines), ${handle.kind}, ${ROUNDS} rounds; wallets built in ` +
        `${buildSeconds.toFixed(1)} s; load average ${started.map((n) => n.toFixed(2)).join(' ')} at the start, ` +
        `${ended.map((n) => n.toFixed(2)).join(' ')} at the end`,
    );
    console.log('| case | p50 ms | p95 ms |\n|---|---:|---:|');
    cases.forEach((entry, index) =>
      console.log(`| ${entry.name} | ${stats[index]!.p50.toFixed(2)} | ${stats[index]!.p95.toFixed(2)} |`),
    );
    const ratio = (bigIndex: number, smallIndex: number, key: 'p50' | 'p95') =>
      stats[bigIndex]![key] / stats[smallIndex]![key];
    const ratios = {
      page1: { p50: ratio(2, 0, 'p50'), p95: ratio(2, 0, 'p95') },
      deep: { p50: ratio(3, 1, 'p50'), p95: ratio(3, 1, 'p95') },
    };
    console.log(
      `Big wallet / small wallet: page 1 ${ratios.page1.p50.toFixed(2)}x (p50), ${ratios.page1.p95.toFixed(2)}x ` +
        `(p95); deep page ${ratios.deep.p50.toFixed(2)}x (p50), ${ratios.deep.p95.toFixed(2)}x (p95)`,
    );
    if (smoke) {
      // The median, not p95: a few slow samples on a loaded machine are the neighbours, not the query.
      const worst = Math.max(ratios.page1.p50, ratios.deep.p50);
      if (worst > SMOKE_RATIO) {
        console.error(
          `FAIL: a page of the big wallet takes ${worst.toFixed(2)}x the small one's (> ${SMOKE_RATIO}x)`,
        );
        process.exitCode = 1;
      } else {
        console.log(`OK: within ${SMOKE_RATIO}x`);
      }
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
