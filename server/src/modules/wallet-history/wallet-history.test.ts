import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createDepartmentRow } from '../../demo/transmittal-factories.ts';
import {
  addJournalEntry,
  addTopup,
  addTransmittalLine,
  employeeFor,
  transmittalMakers,
  type TransmittalMakers,
} from '../../../test/wallet-history-fixtures.ts';

const HOUR = 3_600_000;

describe('GET /api/Customers/Me/History and its lines', () => {
  const t = useTestApp();
  let juan: Awaited<ReturnType<typeof createCustomer>>;
  let maria: Awaited<ReturnType<typeof createCustomer>>;
  let juanCookie: string;
  let makers: TransmittalMakers;
  const ids = {
    posted: 0,
    pending: 0,
    cancelled: 0,
    journal: 0,
    awaiting: 0,
    transmittal: 0,
    transmittalNo: 0,
    mariaTopup: 0,
    mariaJournal: 0,
    mariaTransmittal: 0,
    pendingTransmittal: 0,
  };
  const now = Date.now();

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    juan = await createCustomer(t.db, { firstname: 'Juan', mobileNo: '09171230001' });
    maria = await createCustomer(t.db, { firstname: 'Maria', mobileNo: '09171230002', qrCode: 'QR-HIST-1' });
    juanCookie = (await loginAs(t.app, juan.mobileNo)).cookie;
    makers = await transmittalMakers(t.db);
    const department = (await createDepartmentRow(t.db, { departmentName: 'Grocery Hist' })).id;

    ids.posted = (
      await addTopup(t.db, juan.id, {
        centavos: 500_00,
        status: TopupStatus.Done,
        at: new Date(now - 5 * HOUR),
      })
    ).id;
    ids.journal = (
      await addJournalEntry(t.db, juan.id, {
        centavos: 1234_56,
        purpose: 'Refund of double charge',
        at: new Date(now - 4 * HOUR),
      })
    ).id;
    ids.awaiting = (await addJournalEntry(t.db, juan.id, { centavos: 99_00, awaitingApproval: true })).id;
    ids.cancelled = (
      await addTopup(t.db, juan.id, {
        centavos: 300_00,
        status: TopupStatus.Cancelled,
        at: new Date(now - 3 * HOUR),
      })
    ).id;
    const juanEmployee = await employeeFor(t.db, juan, department);
    const line = await addTransmittalLine(t.db, makers, {
      departmentId: department,
      employeeId: juanEmployee,
      centavos: 2000_00,
    });
    ids.transmittal = line.lineId;
    ids.transmittalNo = line.headerId;
    ids.pending = (await addTopup(t.db, juan.id, { centavos: 100_00, status: TopupStatus.Pending })).id;
    ids.pendingTransmittal = (
      await addTransmittalLine(t.db, makers, {
        departmentId: department,
        employeeId: juanEmployee,
        centavos: 77_00,
        approve: false,
      })
    ).lineId;

    ids.mariaTopup = (await addTopup(t.db, maria.id, { centavos: 700_00, status: TopupStatus.Done })).id;
    ids.mariaJournal = (await addJournalEntry(t.db, maria.id, { centavos: 10_00 })).id;
    const mariaEmployee = await employeeFor(t.db, maria, department);
    ids.mariaTransmittal = (
      await addTransmittalLine(t.db, makers, {
        departmentId: department,
        employeeId: mariaEmployee,
        centavos: 5_00,
      })
    ).lineId;
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('lists every credit with the balance after it and every request that has not credited, newest first', async () => {
    const response = await get('/api/Customers/Me/History', juanCookie);
    expect(response.statusCode).toBe(200);
    const { lines, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(lines.map((l: { kind: string; id: number }) => `${l.kind}:${l.id}`)).toEqual([
      `topup:${ids.pending}`,
      `transmittal:${ids.transmittal}`,
      `topup:${ids.cancelled}`,
      `journal:${ids.journal}`,
      `topup:${ids.posted}`,
    ]);
    const [pending, transmittal, cancelled, journal, posted] = lines;
    expect(pending).toMatchObject({
      amount: 100,
      credited: false,
      runningBalance: null,
      status: 0,
      statusText: 'Pending',
      title: 'Pay on Site',
    });
    expect(pending.receiptPath).toMatch(/^\/receipt\/[0-9a-f]{64}$/);
    expect(transmittal).toEqual({
      kind: 'transmittal',
      id: ids.transmittal,
      date: expect.any(String),
      amount: 2000,
      credited: true,
      runningBalance: 3734.56,
      status: null,
      statusText: null,
      title: 'Grocery Hist',
      reference: null,
      transmittalNumber: ids.transmittalNo,
      transmittalDate: '2026-03-15',
      receiptPath: null,
      byAnotherPayer: false,
    });
    expect(cancelled).toMatchObject({ statusText: 'Cancelled', runningBalance: null, credited: false });
    expect(journal).toMatchObject({
      title: 'Refund of double charge',
      amount: 1234.56,
      runningBalance: 1734.56,
      reference: expect.stringMatching(/^JE/),
    });
    expect(posted).toMatchObject({ statusText: 'Done', amount: 500, runningBalance: 500, credited: true });
    expect(posted.date).toBe(new Date(now - 5 * HOUR).toISOString());
    const balance = (await get('/api/Customers/Me/Balance', juanCookie)).json().balance;
    expect(transmittal.runningBalance).toBe(balance);
    // Nothing of the back office's own: the transmittal's remarks, staff names, the entry awaiting approval.
    expect(response.body).not.toMatch(/Internal|Carla|Dario|system/);
    expect(
      lines.some((l: { kind: string; id: number }) => l.kind === 'journal' && l.id === ids.awaiting),
    ).toBe(false);
  });

  it('gives the detail of each kind of line, without naming staff', async () => {
    const topup = (await get(`/api/Customers/Me/History/topup/${ids.posted}`, juanCookie)).json();
    expect(topup).toMatchObject({
      kind: 'topup',
      paymentMethod: 'Pay on Site',
      amount: 500,
      status: 1,
      statusText: 'Done',
      runningBalance: 500,
      datePosted: new Date(now - 5 * HOUR).toISOString(),
    });
    expect(topup.statusHistory).toEqual([
      { status: 0, statusText: 'Pending', at: new Date(now - 5 * HOUR).toISOString(), by: 'payer' },
      { status: 1, statusText: 'Done', at: new Date(now - 5 * HOUR).toISOString(), by: 'system' },
    ]);
    const pending = (await get(`/api/Customers/Me/History/topup/${ids.pending}`, juanCookie)).json();
    expect(pending).toMatchObject({ status: 0, runningBalance: null, datePosted: null });
    expect(pending.expiresAt).not.toBeNull();

    const journal = await get(`/api/Customers/Me/History/journal/${ids.journal}`, juanCookie);
    expect(journal.json()).toEqual({
      kind: 'journal',
      id: ids.journal,
      referenceNumber: expect.stringMatching(/^JE/),
      purpose: 'Refund of double charge',
      amount: 1234.56,
      datePosted: new Date(now - 4 * HOUR).toISOString(),
      runningBalance: 1734.56,
    });
    const transmittal = await get(`/api/Customers/Me/History/transmittal/${ids.transmittal}`, juanCookie);
    expect(transmittal.json()).toEqual({
      kind: 'transmittal',
      id: ids.transmittal,
      department: 'Grocery Hist',
      transmittalNumber: ids.transmittalNo,
      transmittalDate: '2026-03-15',
      dateApproved: expect.any(String),
      amount: 2000,
      runningBalance: 3734.56,
    });
    expect(transmittal.body).not.toMatch(/Carla|Dario|Internal/);
  });

  it("answers 404 for a line that is not this customer's, whatever the spelling of the path", async () => {
    const notMine = [
      `/api/Customers/Me/History/topup/${ids.mariaTopup}`,
      `/api/Customers/Me/History/journal/${ids.mariaJournal}`,
      `/api/Customers/Me/History/transmittal/${ids.mariaTransmittal}`,
      // Juan's own, but not credited (awaiting approval / transmittal not approved): no line.
      `/api/Customers/Me/History/journal/${ids.awaiting}`,
      `/api/Customers/Me/History/transmittal/${ids.pendingTransmittal}`,
      `/api/Customers/Me/History/journal/2147483647`,
      `/api/Customers/Me/History/topup/99999999`,
      `/api/customers/me/history/TOPUP/${ids.mariaTopup}`,
      `/API/Customers/Me/History/Topup/0${ids.mariaTopup}`,
      `/api/Customers/Me/History/topup/${ids.mariaTopup}?customerId=${maria.id}`,
    ];
    for (const url of notMine) {
      const response = await get(url, juanCookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'History line not found',
      });
    }
    // Other spellings of his own line reach it.
    expect((await get(`/api/customers/ME/history/TopUp/${ids.posted}`, juanCookie)).statusCode).toBe(200);
    expect((await get(`/api/Customers/Me/History/payment/${ids.posted}`, juanCookie)).statusCode).toBe(400);
    expect((await get(`/api/Customers/Me/History/topup/-1`, juanCookie)).statusCode).toBe(400);
  });

  it('is closed to anonymous callers, QR-code sessions and back-office sessions', async () => {
    const lookup = await get('/api/Customers/CustomerByQrCode?QrCode=QR-HIST-1');
    const qrCookie = lookup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const staff = await createCustomer(t.db, { tags: ['TOPUP_ADMIN'] });
    const staffCookie = (await loginAs(t.app, staff.mobileNo, 'backoffice')).cookie;
    const urls = [
      '/api/Customers/Me/History',
      '/api/customers/me/HISTORY?limit=5',
      `/api/Customers/Me/History/topup/${ids.mariaTopup}`,
      `/api/Customers/Me/History/journal/${ids.mariaJournal}`,
    ];
    for (const url of urls) {
      for (const cookie of [undefined, qrCookie, staffCookie]) {
        const response = await get(url, cookie);
        expect(response.statusCode, `${url} ${cookie ? 'with a session' : ''}`).toBe(401);
        expect(response.body).not.toMatch(/Maria|receipt/);
      }
    }
  });

  it('pages by cursor and refuses a cursor or limit it did not give', async () => {
    const first = (await get('/api/Customers/Me/History?limit=2', juanCookie)).json();
    expect(first.lines).toHaveLength(2);
    const second = (
      await get(`/api/Customers/Me/History?limit=2&cursor=${first.nextCursor}`, juanCookie)
    ).json();
    const third = (
      await get(`/api/Customers/Me/History?limit=2&cursor=${second.nextCursor}`, juanCookie)
    ).json();
    expect(third.nextCursor).toBeNull();
    const all = (await get('/api/Customers/Me/History', juanCookie)).json().lines;
    expect([...first.lines, ...second.lines, ...third.lines]).toEqual(all);

    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'cursor=not-ours',
      `cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|2|1').toString('base64url')}`,
      `cursor=${Buffer.from("x' or 1=1 --|1|1").toString('base64url')}`,
    ]) {
      const response = await get(`/api/Customers/Me/History?${query}`, juanCookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).not.toMatch(/select|sql|stack/i);
    }
    expect((await get('/api/Customers/Me/History?limit=100', juanCookie)).statusCode).toBe(200);
  });
});
