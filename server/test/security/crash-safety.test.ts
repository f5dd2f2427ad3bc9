import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { readLedgerState, queryRows } from '../ledger-checks.ts';
import { sql } from 'drizzle-orm';
import {
  createScratchDatabase,
  httpLogin,
  startServerProcess,
  type ServerProcess,
} from '../server-process.ts';

/**
 * Drives pay-on-site top-ups moved to Done, card top-ups paid through the sandbox (webhook or return-page
 * confirm) and journal entries at a real server process on PostgreSQL from many clients, kills it with
 * SIGKILL midway, restarts it, and checks that every answered request is there, nothing is half-written,
 * the ledger balances, and the work goes on. Runs only with DATABASE_URL (CI sets it).
 */
describe.runIf(process.env.DATABASE_URL)('a server killed mid-work', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;
  let reader: DatabaseHandle;
  // Nine clients open top-ups for one wallet from one address as fast as they can: far past the limits
  // on creating top-ups, which have tests of their own (rate-limit-bursts.test.ts).
  const env = () => ({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    TOPUP_CREATES_PER_ADDRESS: '1000000',
    TOPUP_CREATES_PER_WALLET: '1000000',
  });

  beforeAll(async () => {
    database = await createScratchDatabase();
    server = await startServerProcess(env());
    reader = openPostgres(database.url, 2);
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await reader?.close();
    await database?.drop();
  });

  interface Answered {
    kind: 'site' | 'card';
    referenceNumber: string;
    amount: number;
    doneAnswered: boolean;
  }

  interface AnsweredJournal {
    id: number;
    referenceNumber: string;
    amount: number;
  }

  interface Work {
    topups: Answered[];
    journals: AnsweredJournal[];
  }

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    body: JSON.stringify(body),
  });

  function createTopup(baseUrl: string, customerId: number, amount: number, method: 101 | 102) {
    return fetch(
      `${baseUrl}/api/topuprequests`,
      json({
        topupOption: 2,
        ewalletAccountId: customerId,
        ewalletAccountName: 'Juan Dela Cruz',
        ewalletMobileNo: '09171234567',
        topupRequestAmount: amount,
        paymentMethodCode: method,
        contactNumber: '09171234567',
        billingAddress: null,
      }),
    );
  }

  /** Pay on site: create, find it by reference and amount, and move it to Done from the back office. */
  async function siteTopup(baseUrl: string, cookie: string, customerId: number, work: Work) {
    const amount = 100 + Math.floor(Math.random() * 4900);
    const created = await createTopup(baseUrl, customerId, amount, 102);
    if (created.status !== 200) return;
    const { referenceNumber } = (await created.json()) as { referenceNumber: string };
    const record: Answered = { kind: 'site', referenceNumber, amount, doneAnswered: false };
    work.topups.push(record);
    const found = await fetch(
      `${baseUrl}/api/TopupRequests/Search`,
      json({ ReferenceNumber: referenceNumber, SupportingReference: String(amount) }),
    );
    if (found.status !== 200) return;
    const { id } = (await found.json()) as { id: number };
    const done = await fetch(
      `${baseUrl}/api/TopupRequests/UpdateStatus`,
      json({ id, status: 1, remarks: 'paid at the counter' }, { cookie }),
    );
    if (done.status === 200) record.doneAnswered = true;
  }

  /**
   * A card top-up paid on the sandbox checkout: its webhook comes at once or is lost (then the return
   * page's confirm posts it); the confirm answering Done means it is posted.
   */
  async function cardTopup(baseUrl: string, customerId: number, work: Work) {
    const amount = 100 + Math.floor(Math.random() * 4900);
    const created = await createTopup(baseUrl, customerId, amount, 101);
    if (created.status !== 200) return;
    const { referenceNumber, checkoutUrl } = (await created.json()) as {
      referenceNumber: string;
      checkoutUrl: string;
    };
    const record: Answered = { kind: 'card', referenceNumber, amount, doneAnswered: false };
    work.topups.push(record);
    const webhook = Math.random() < 0.5 ? 'now' : 'none';
    const paid = await fetch(`${baseUrl}${checkoutUrl}/pay?webhook=${webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    if (paid.status !== 303) return;
    const confirmed = await fetch(`${baseUrl}/api/Payments/Confirm`, json({ referenceNumber }));
    if (confirmed.status !== 200) return;
    if (((await confirmed.json()) as { status: number }).status === 1) record.doneAnswered = true;
  }

  let journalAmounts = 0;
  /** A journal entry: answered 200 means created and posted to the wallet in one transaction. */
  async function journalEntry(baseUrl: string, cookie: string, work: Work) {
    // Each entry its own amount: the same amount to the same wallet within minutes would be asked about as
    // a possible duplicate (decision 0044) and not made.
    const amount = ++journalAmounts;
    const created = await fetch(
      `${baseUrl}/api/JournalEntry`,
      json(
        {
          contactNumber: '09171234567',
          ewalletAccountName: 'Juan Dela Cruz',
          topupRequestAmount: amount,
          purpose: 'goodwill credit',
        },
        { cookie },
      ),
    );
    if (created.status !== 200) return;
    const { id, referenceNumber } = (await created.json()) as { id: number; referenceNumber: string };
    work.journals.push({ id, referenceNumber, amount });
  }

  async function drive(
    baseUrl: string,
    cookie: string,
    customerId: number,
    work: Work,
    until: () => boolean,
  ) {
    for (let step = Math.floor(Math.random() * 3); !until(); step += 1) {
      try {
        if (step % 3 === 0) await siteTopup(baseUrl, cookie, customerId, work);
        else if (step % 3 === 1) await cardTopup(baseUrl, customerId, work);
        else await journalEntry(baseUrl, cookie, work);
      } catch {
        // The server is gone: stop driving.
        return;
      }
    }
  }

  /** Everything answered is there, nothing is half-written, and the ledger balances. */
  async function expectKept(work: Work) {
    const rows = await queryRows<{ reference_number: string; status: number; amount: string }>(
      reader.db,
      sql`select reference_number, status, amount::text from topup_requests`,
    );
    const byReference = new Map(rows.map((row) => [row.reference_number, row]));
    for (const request of work.topups) {
      const row = byReference.get(request.referenceNumber);
      expect(row, request.referenceNumber).toBeDefined();
      expect(Number(row?.amount)).toBe(request.amount * 100);
      if (request.doneAnswered) expect(row?.status, request.referenceNumber).toBe(1);
    }
    const journals = await queryRows<{
      id: number;
      reference_number: string;
      amount: string;
      posted: string | null;
      due: string | null;
    }>(
      reader.db,
      sql`select j.id, j.reference_number, j.amount::text, p.amount::text as posted,
          (case when j.status = 1 then j.amount end)::text as due
        from journal_entries j
        left join postings p on p.cause_type = 'journal' and p.cause_id = j.id`,
    );
    const journalById = new Map(journals.map((row) => [row.id, row]));
    for (const entry of work.journals) {
      const row = journalById.get(entry.id);
      expect(row?.reference_number, entry.referenceNumber).toBe(entry.referenceNumber);
      expect(Number(row?.amount)).toBe(entry.amount * 100);
    }
    // No posted journal entry without its posting, none awaiting approval with one (decision 0013), and no
    // journal posting without its entry.
    for (const row of journals) expect(row.posted, row.reference_number).toBe(row.due);
    const [orphans] = await queryRows<{ n: string }>(
      reader.db,
      sql`select count(*)::text as n from postings p where p.cause_type = 'journal'
        and not exists (select 1 from journal_entries j where j.id = p.cause_id)`,
    );
    expect(orphans?.n).toBe('0');

    const ledger = await readLedgerState(reader.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    const done = await queryRows<{ id: number; amount: string }>(
      reader.db,
      sql`select id, amount::text from topup_requests where status = 1`,
    );
    expect(done.length).toBe(ledger.topupPostings.size);
    for (const request of done) expect(ledger.topupPostings.get(request.id)).toBe(Number(request.amount));
  }

  it('keeps every answered request and a balanced ledger across SIGKILL and restart', async () => {
    const { cookie } = await httpLogin(server.url, '09170000001', 'backoffice');
    const lookup = await fetch(`${server.url}/api/Customers/CustomerByMobileNo?mobileNo=09171234567`, {
      headers: { cookie },
    });
    const { id: customerId } = (await lookup.json()) as { id: number };
    const work: Work = { topups: [], journals: [] };
    let killed = false;
    const clients = Array.from({ length: 9 }, () =>
      drive(server.url, cookie, customerId, work, () => killed),
    );
    // Kill midway: after every kind of work has been answered at least once (on a slow machine that may
    // take longer than the 3 s minimum), while the clients are still sending more.
    const reached = () =>
      work.topups.some((r) => r.kind === 'site' && r.doneAnswered) &&
      work.topups.some((r) => r.kind === 'card' && r.doneAnswered) &&
      work.journals.length > 0;
    const started = Date.now();
    while (Date.now() - started < 3_000 || (!reached() && Date.now() - started < 60_000)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(clients);
    // The drive reached every kind of work before the kill.
    expect(work.topups.filter((r) => r.kind === 'site' && r.doneAnswered).length).toBeGreaterThan(0);
    expect(work.topups.filter((r) => r.kind === 'card' && r.doneAnswered).length).toBeGreaterThan(0);
    expect(work.journals.length).toBeGreaterThan(0);

    server = await startServerProcess(env());
    await expectKept(work);

    // The work goes on: the session survived (it is in the database), and each kind of work posts again.
    // A minute passes first: the 9 clients may have used up this address's 30 payment confirms a minute,
    // a limit that rightly holds across the restart (it is kept in the database).
    await reader.db.execute(sql`delete from rate_limits where key like 'card-confirm:ip:%'`);
    const more: Work = { topups: [], journals: [] };
    const posted = (kind: Answered['kind']) => more.topups.some((r) => r.kind === kind && r.doneAnswered);
    let rounds = 0;
    await drive(
      server.url,
      cookie,
      customerId,
      more,
      () => (posted('site') && posted('card') && more.journals.length > 0) || ++rounds > 30,
    );
    expect(posted('site')).toBe(true);
    expect(posted('card')).toBe(true);
    expect(more.journals.length).toBeGreaterThan(0);
    await expectKept(more);
  }, 180_000);
});
