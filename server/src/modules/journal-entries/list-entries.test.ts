import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createJournalEntryRow } from '../../demo/journal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

/** An instant in Manila time (UTC+8). */
const manila = (text: string) => new Date(`${text}+08:00`);

describe('GET /api/JournalEntry, /Count and /GetByDateFromDateTo', () => {
  const t = useTestApp();
  let callers: Callers;
  const references: string[] = [];

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    const juan = await createCustomer(t.db, {
      mobileNo: '09171234567',
      firstname: 'Juan',
      lastname: 'Dela Cruz',
    });
    const maria = await createCustomer(t.db, {
      mobileNo: '09179876543',
      firstname: 'Maria',
      lastname: 'Santos',
    });
    // 12 entries, one a day from Nov 1 to Nov 12 at 23:30 Manila (15:30 UTC: the day before, in UTC).
    for (let day = 1; day <= 12; day += 1) {
      const entry = await createJournalEntryRow(t.db, {
        customerId: day % 3 === 0 ? maria.id : juan.id,
        amountCentavos: day * 100_00 + 50,
        purpose: `Entry ${day}`,
        dateCreated: manila(`2026-11-${String(day).padStart(2, '0')}T23:30:00`),
        initiatedBy: { id: null, name: 'Ana Reyes' },
        referenceNumber: `JETEST${String(day).padStart(4, '0')}`,
      });
      references.push(entry.referenceNumber);
    }
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie: callers.topupAdmin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const refs = (entries: { referenceNumber: string }[]) => entries.map((entry) => entry.referenceNumber);

  it('pages by date, newest first by default, oldest first on Asc', async () => {
    const first = await get(
      '/api/JournalEntry?pageSize=10&page=1&searchBy=0&searchName=0&sortBy=DateCreated',
    );
    expect(refs(first)).toEqual(references.slice(2).reverse());
    expect(first[0]).toMatchObject({
      contactNumber: '09179876543',
      topupRequestAmount: 1200.5,
      remarks: 'Entry 12',
      ewalletAccountName: 'Maria Santos',
      initiatedByName: 'Ana Reyes',
    });
    const second = await get('/api/JournalEntry?pageSize=10&page=2');
    expect(refs(second)).toEqual(references.slice(0, 2).reverse());
    const ascending = await get('/api/JournalEntry?pageSize=15&page=1&sortMode=Asc');
    expect(refs(ascending)).toEqual(references);
    expect(await get('/api/JournalEntry/Count?searchBy=0&searchName=0')).toBe(12);
  });

  it('answers every row for pageSize 0 (the all-time report)', async () => {
    expect(await get('/api/JournalEntry?pageSize=0&page=1&sortMode=Asc')).toHaveLength(12);
  });

  it('searches by reference number, mobile number and amount, and counts the same rows', async () => {
    const cases: [number, string, string[]][] = [
      [1, 'jetest0011', [references[10] ?? '']],
      [1, 'JETEST001', references.slice(9).reverse()],
      [2, '09179876543', [references[11], references[8], references[5], references[2]].map(String)],
      [2, '+639179876543', [references[11], references[8], references[5], references[2]].map(String)],
      [3, '300.50', [references[2] ?? '']],
      [3, '1,100.50', [references[10] ?? '']],
      [3, 'not an amount', []],
      [1, '%', []],
      // Starts with, as on every list (docs/API.md, "Search"): a middle part finds nothing.
      [1, 'TEST0011', []],
      [2, '0917987', [references[11], references[8], references[5], references[2]].map(String)],
      [2, '+63917987', [references[11], references[8], references[5], references[2]].map(String)],
      [2, '9876543', []],
    ];
    for (const [searchBy, searchName, expected] of cases) {
      const query = `searchBy=${searchBy}&searchName=${encodeURIComponent(searchName)}`;
      expect(refs(await get(`/api/JournalEntry?pageSize=20&page=1&${query}`)), query).toEqual(expected);
      expect(await get(`/api/JournalEntry/Count?${query}`), query).toBe(expected.length);
    }
  });

  it('reports the entries of Manila days, both ends included, oldest first', async () => {
    const report = await get('/api/JournalEntry/GetByDateFromDateTo?dateFrom=2026-11-03&dateTo=2026-11-05');
    expect(refs(report)).toEqual(references.slice(2, 5));
    expect(
      refs(await get('/api/JournalEntry/GetByDateFromDateTo?dateFrom=2026-11-12&dateTo=2026-11-12')),
    ).toEqual(references.slice(11));
  });

  it.each([
    [
      '/api/JournalEntry/GetByDateFromDateTo?dateFrom=2026-11-05&dateTo=2026-11-03',
      'Date From must not be after Date To',
    ],
    [
      '/api/JournalEntry/GetByDateFromDateTo?dateFrom=2026-02-30&dateTo=2026-03-01',
      'Dates must be YYYY-MM-DD',
    ],
    ['/api/JournalEntry/GetByDateFromDateTo?dateTo=2026-03-01', 'Date From and Date To are required'],
    [
      '/api/JournalEntry/GetByDateFromDateTo?dateFrom=2025-01-01&dateTo=2026-03-01',
      'A report covers at most 366 days',
    ],
    ['/api/JournalEntry?pageSize=7', 'pageSize must be 0, 10, 15 or 20'],
    ['/api/JournalEntry?sortMode=Sideways', 'sortMode must be Asc or Desc'],
    ['/api/JournalEntry/Count?searchBy=4', 'searchBy must be 0, 1, 2 or 3'],
  ])('refuses %s with "%s"', async (url, message) => {
    const response = await t.app.inject({ url, headers: { cookie: callers.topupAdmin } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for top-up admins only', async () => {
    await expectTopupAdminOnly(t.app, callers, { url: '/api/JournalEntry?pageSize=10&page=1' });
    await expectTopupAdminOnly(t.app, callers, { url: '/api/JournalEntry/Count?searchBy=0&searchName=0' });
    await expectTopupAdminOnly(t.app, callers, {
      url: '/api/JournalEntry/GetByDateFromDateTo?dateFrom=2026-11-01&dateTo=2026-11-30',
    });
  });
});
