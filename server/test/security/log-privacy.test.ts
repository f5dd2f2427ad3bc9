import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createCustomer } from '../../src/demo/factories.ts';
import { createDepartmentRow } from '../../src/demo/transmittal-factories.ts';
import { serializeError } from '../../src/logging.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase } from '../test-database.ts';
import { loginAs } from '../sessions.ts';

/**
 * Logs never carry personal data or bound SQL parameters. Drizzle's query errors read "Failed query: <sql>
 * params: <values>", the driver's `detail` quotes the row ("Failing row contains (..., 0917...)"), and
 * request lines would carry the query string (`?mobileNo=0917...`). The app logs to a stream the test
 * reads, and every line is checked.
 */

const MOBILE = '09171239876';
const FIRST_NAME = 'Rosalinda';
const LAST_NAME = 'Marquezado';
const REFUSED_POSITION = 'Refused Position';

describe('what the logs say', () => {
  let database: DatabaseHandle;
  let app: AppInstance;
  const lines: string[] = [];
  let cookie = '';
  let departmentId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
    await createCustomer(database.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(database.db, { mobileNo: MOBILE, firstname: FIRST_NAME, lastname: LAST_NAME });
    cookie = (await loginAs(app, '09170000002', 'backoffice')).cookie;
    departmentId = (await createDepartmentRow(database.db, { departmentName: 'Sales' })).id;
    // A constraint of this test's own, so that a route's insert of a name and a number fails in the database.
    await database.db.execute(
      sql.raw(
        `alter table employees add constraint log_test_refused_position check (position <> '${REFUSED_POSITION}')`,
      ),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The captured lines of one request, parsed. */
  const linesOf = (requestId: string) =>
    lines
      .filter((line) => line.includes(requestId))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  function expectNothingPersonal(text: string): void {
    expect(text).not.toContain(MOBILE);
    expect(text).not.toContain(MOBILE.slice(1)); // as +63 9171239876
    expect(text.toLowerCase()).not.toContain(FIRST_NAME.toLowerCase());
    expect(text.toLowerCase()).not.toContain(LAST_NAME.toLowerCase());
    expect(text).not.toMatch(/params/i);
    expect(text).not.toMatch(/failed query/i);
    expect(text).not.toMatch(/failing row/i);
    expect(text).not.toMatch(/insert into/i);
    expect(text).not.toMatch(/\bselect\b/i);
    expect(text).not.toMatch(/\bvalues\b/i);
  }

  it('logs a failed insert of a name and a mobile number by its SQLSTATE and constraint only', async () => {
    const requestId = 'log-test-insert-1';
    const response = await app.inject({
      method: 'POST',
      url: '/api/Employees',
      headers: { cookie, 'x-request-id': requestId },
      payload: {
        firstName: FIRST_NAME,
        middleName: null,
        lastName: LAST_NAME,
        position: REFUSED_POSITION,
        departmentId,
        ewalletAccountInfo: MOBILE,
        status: true,
      },
    });
    // The answer says nothing of SQL, as before.
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });

    const logged = linesOf(requestId);
    const failure = logged.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      reqId: requestId,
      err: {
        type: 'DatabaseError',
        code: '23514',
        constraint: 'log_test_refused_position',
        table: 'employees',
      },
    });
    expect(String((failure?.err as { stack?: string }).stack)).toMatch(/\n\s+at /);
    for (const line of logged) expectNothingPersonal(JSON.stringify(line));
    expectNothingPersonal(lines.join('\n'));
  });

  it('logs a look-up by mobile number without its query string', async () => {
    const requestId = 'log-test-lookup-1';
    const response = await app.inject({
      url: `/api/Customers/CustomerByMobileNo?mobileNo=${MOBILE}`,
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(200);
    const logged = linesOf(requestId);
    expect(logged.find((line) => line.msg === 'incoming request')).toMatchObject({
      reqId: requestId,
      req: { method: 'GET', url: '/api/Customers/CustomerByMobileNo' },
    });
    expect(logged.find((line) => line.msg === 'request completed')).toMatchObject({
      reqId: requestId,
      res: { statusCode: 200 },
    });
    expectNothingPersonal(lines.join('\n'));
  });

  it('keeps values out of a bare logged error and of an unmatched path with a query string', async () => {
    const failure = await database.db
      .execute(sql`select ${`${FIRST_NAME} ${MOBILE}`}::integer as n`)
      .catch((error: unknown) => error);
    app.log.error(failure);
    app.log.warn({ err: failure }, 'database refused a value');
    await app.inject({
      url: `/nothing-here?mobileNo=${MOBILE}`,
      headers: { 'x-request-id': 'log-test-404' },
    });
    expect(lines.join('\n')).toContain('22P02');
    expect(linesOf('log-test-404').length).toBeGreaterThan(0);
    expectNothingPersonal(lines.join('\n'));
  });
});

describe('serializeError', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("blanks the values in the driver's message and keeps the names of its own fields", async () => {
    const failure = await database.db
      .execute(sql`select ${`${FIRST_NAME} ${MOBILE}`}::integer`)
      .catch((error: unknown) => error);
    const serialized = serializeError(failure);
    expect(serialized).toMatchObject({
      type: 'DatabaseError',
      code: '22P02',
      message: 'invalid input syntax for type integer: "…"',
    });
    expect(JSON.stringify(serialized)).not.toContain(MOBILE);

    const outOfRange = await database.db
      .execute(sql`select ${MOBILE}::integer`)
      .catch((error: unknown) => error);
    expect(serializeError(outOfRange)).toMatchObject({
      code: '22003',
      message: 'value "…" is out of range for type integer',
    });

    const duplicate = await database.db
      .execute(sql`insert into departments (department_name) values (${FIRST_NAME}), (${FIRST_NAME})`)
      .catch((error: unknown) => error);
    const serializedDuplicate = serializeError(duplicate);
    // The unique index is on lower(department_name): the driver's detail would quote the name in lower case.
    expect(JSON.stringify(serializedDuplicate).toLowerCase()).not.toContain(FIRST_NAME.toLowerCase());
    expect(serializedDuplicate.code).toMatch(/^23/);
  });

  it('keeps the message, code and stack of an error that is not the database’s', () => {
    const error = Object.assign(new Error('payment provider answered 502'), { code: 'GATEWAY' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'payment provider answered 502',
      code: 'GATEWAY',
      stack: expect.stringMatching(/^Error: payment provider answered 502\n\s+at /),
    });
  });
});
