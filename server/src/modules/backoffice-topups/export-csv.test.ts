import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { csvText } from './csv.ts';
import { EXPORT_BATCH_SIZE } from './export-csv.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

/** Splits CSV text into rows of fields (quoted fields, doubled quotes, CRLF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const pattern = /"((?:[^"]|"")*)"(,|\r\n)/g;
  let row: string[] = [];
  for (const match of text.replace(/^\uFEFF/, '').matchAll(pattern)) {
    row.push((match[1] ?? '').replace(/""/g, '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe('GET /api/TopupRequests/Export.csv', () => {
  const t = useTestApp();
  let cookie = '';
  const total = EXPORT_BATCH_SIZE * 2 + 7;

  beforeAll(async () => {
    const { customerId, otherCustomerId } = await seedUsersAndMethods(t.db);
    await createRequestAt(t.db, {
      at: '2026-07-01T08:00',
      code: 101,
      customerId: otherCustomerId,
      centavos: 1_00,
      reference: 'CSVFORMULA1',
    });
    // Bulk rows, all at the same instant, so that the batches must break the tie by id.
    await t.db.execute(sql`
      insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
        contact_number, amount, payment_method_code, status, date_created, updated_at)
      select 'BULK' || g, 2, ${customerId}, 'Juan Dela Cruz', ${USERS.customer}, 100 * g, 102, 0,
        timestamptz '2026-07-02T08:00:00+08:00', now()
      from generate_series(1, ${total - 1}) g`);
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  it('streams every matching row once, in order, across batches', async () => {
    const response = await t.app.inject({
      url: '/api/TopupRequests/Export.csv?sortMode=Asc',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="topup-requests-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Transaction No.',
      'Payment Method',
      'Request Date',
      'Date Posted',
      'Load Amount',
      'Status',
      'eWallet Account Name',
      'Contact Number',
      'Top-up Option',
    ]);
    const data = rows.slice(1);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((row) => row[0])).size).toBe(total);
    expect(data[0]?.slice(0, 6)).toEqual([
      'CSVFORMULA1',
      'Debit/Credit Card',
      '2026-07-01 08:00:00',
      '',
      '1.00',
      'Pending',
    ]);
    expect(data[1]?.[0]).toBe('BULK1');
    expect(data.at(-1)?.[0]).toBe(`BULK${total - 1}`);
  });

  it('applies the list filters and quotes and defuses spreadsheet formulas', async () => {
    const response = await t.app.inject({
      url: `/api/TopupRequests/Export.csv?paymentMethodCodes=101&searchBy=2&searchName=${USERS.otherCustomer}`,
      headers: { cookie },
    });
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[6]).toBe(`'=HYPERLINK("http://x") Santos, "Maria"`);
    expect(response.body).toContain('"\'=HYPERLINK(""http://x"") Santos, ""Maria"""');
  });

  it('quotes every field and neutralises every formula start', () => {
    expect(csvText('plain')).toBe('"plain"');
    expect(csvText('a "b", c')).toBe('"a ""b"", c"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvText(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });
});
