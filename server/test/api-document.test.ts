import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { manilaDateText } from '../../core/manila-date.ts';
import { createCustomer, createPaymentMethod, DEMO_PASSWORD } from '../src/demo/factories.ts';
import { customers, paymentsToReturn } from '../src/db/schema.ts';
import { cancelAsCustomer, payOnSandbox } from './card-life-cycle.ts';
import { createCardTopup, openCardShop, requestState, type CardShop } from './card-payments.ts';
import { AnswerChecker, operationsOf } from './openapi-answers.ts';
import { loginAs, totpCode } from './sessions.ts';
import { useTestApp } from './test-app.ts';

/**
 * The published document against real answers: every operation it lists is called at least once (most
 * with a success, some with the errors every route shares), and each answer's status, headers, media type
 * and body must be what the document says for that status, under that status itself (not the operation's
 * catch-all `default`). An operation no step calls fails the test.
 */
describe('the OpenAPI document describes the real answers', () => {
  const t = useTestApp({ journalApprovalThresholdPesos: 1000 });
  let checker: AnswerChecker;
  let operations: string[];
  const called = new Set<string>();
  const problems: string[] = [];
  const today = manilaDateText(new Date());

  beforeAll(async () => {
    const document = t.app.swagger() as Record<string, unknown>;
    checker = new AnswerChecker(document);
    operations = operationsOf(document);
  });

  /** One step: the request to an operation, its expected status, and the check against the document. */
  async function call(
    operation: string,
    request: Omit<InjectOptions, 'method'> & { url: string },
    status: number,
  ): Promise<LightMyRequestResponse> {
    const method = operation.split(' ')[0] as InjectOptions['method'];
    if (!checker.matches(operation, request.url)) throw new Error(`${request.url} is not ${operation}`);
    const response = await t.app.inject({ ...request, method });
    called.add(operation);
    if (response.statusCode !== status)
      problems.push(
        `${operation}: expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)}`,
      );
    problems.push(...checker.problems(operation, response, { strict: true }));
    return response;
  }

  const as = (cookie: string) => ({ cookie });
  const JSON_BODY = { 'content-type': 'application/json' };

  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let portal: string;
  let admin: string;
  let secondAdmin: string;
  let transmittalAdmin: string;
  let encoder: string;
  let shop: CardShop;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', minimumAmount: 100_00 });
    customer = await createCustomer(t.db, { mobileNo: '09171110001', qrCode: 'QR-DOC-0001' });
    const adminRow = await createCustomer(t.db, { mobileNo: '09171110002', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09171110003', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09171110004', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09171110005', tags: ['TRANSMITTAL_ENCODER'] });
    portal = (await loginAs(t.app, customer.mobileNo)).cookie;
    admin = (await loginAs(t.app, adminRow.mobileNo, 'backoffice')).cookie;
    secondAdmin = (await loginAs(t.app, '09171110003', 'backoffice')).cookie;
    transmittalAdmin = (await loginAs(t.app, '09171110004', 'backoffice')).cookie;
    encoder = (await loginAs(t.app, '09171110005', 'backoffice')).cookie;
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171110006' });
  });

  it('finds answers that break the document', () => {
    const ok = { 'x-request-id': 'r1', 'content-type': 'application/json; charset=utf-8' };
    const health = 'GET /healthz';
    expect(checker.problems(health, { statusCode: 200, headers: ok, body: '{"status":"ok"}' })).toEqual([]);
    const wrongBody = checker.problems(health, { statusCode: 200, headers: ok, body: '{"status":"fine"}' });
    expect(wrongBody.join()).toContain('breaks the documented schema');
    const extraKey = checker.problems(health, {
      statusCode: 200,
      headers: ok,
      body: '{"status":"ok","x":1}',
    });
    expect(extraKey.join()).toContain('breaks the documented schema');
    const noId = checker.problems(health, {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"status":"ok"}',
    });
    expect(noId.join()).toContain('no X-Request-Id header');
    const csv = checker.problems(health, {
      statusCode: 200,
      headers: { ...ok, 'content-type': 'text/csv' },
      body: 'a',
    });
    expect(csv.join()).toContain('media type text/csv');
    const badError = checker.problems('GET /api/Customers/Me/Balance', {
      statusCode: 401,
      headers: ok,
      body: '{"message":"no"}',
    });
    expect(badError.join()).toContain('breaks the documented schema');
    const limited = checker.problems('GET /api/Customers/CustomerByQrCode', {
      statusCode: 429,
      headers: ok,
      body: '{"statusCode":429,"error":"Too Many Requests","message":"Too many attempts.","retryAfterSeconds":5}',
    });
    expect(limited).toEqual(['GET /api/Customers/CustomerByQrCode 429: no Retry-After header']);
    const totals = (date: string) =>
      checker.problems('GET /api/TopupRequests/DailyTotals', {
        statusCode: 200,
        headers: ok,
        body: JSON.stringify([{ date, paymentMethodCode: 101, transactionCount: 1, totalAmount: 5 }]),
      });
    expect(totals('2026-02-28')).toEqual([]);
    expect(totals('2026-02-30').join()).toContain('must match format');
    // A status the operation does not list is checked against its `default`: the error body.
    const other = checker.problems('GET /api/Customers/Me/Balance', {
      statusCode: 201,
      headers: ok,
      body: '{}',
    });
    expect(other.join()).toContain('201: the body breaks the documented schema');
  });

  it('answers health, configuration and the portal as documented', async () => {
    await call('GET /healthz', { url: '/healthz' }, 200);
    await call('GET /healthz', { url: '/healthz?probe=%00' }, 400);
    await call('GET /readyz', { url: '/readyz' }, 200);
    await call(
      'GET /api/AppConfiguration/isDisableWebsite',
      { url: '/api/AppConfiguration/isDisableWebsite' },
      200,
    );
    await call('GET /api/TopupRequests/Amounts', { url: '/api/TopupRequests/Amounts' }, 200);
    await call('GET /api/PaymentMethods', { url: '/api/PaymentMethods?option=1' }, 200);
    const instructions = 'GET /api/PaymentMethods/{code}/Instructions';
    await call(instructions, { url: '/api/PaymentMethods/102/Instructions' }, 200);
    await call(instructions, { url: '/api/PaymentMethods/999/Instructions' }, 404);

    const login = 'POST /api/Customers/Login';
    await call(
      login,
      { url: '/api/Customers/Login', payload: { username: '09171110001', password: 'x' } },
      400,
    );
    await call(login, { url: '/api/Customers/Login', payload: { username: '' } }, 400);
    await call('GET /api/Customers/Me', { url: '/api/Customers/Me?scope=portal', headers: as(portal) }, 200);
    await call('GET /api/Customers/Me', { url: '/api/Customers/Me?scope=portal' }, 401);

    const byMobile = `/api/Customers/CustomerByMobileNo?mobileNo=${customer.mobileNo}`;
    await call('GET /api/Customers/CustomerByMobileNo', { url: byMobile }, 200);
    await call(
      'GET /api/Customers/CustomerByMobileNo',
      { url: '/api/Customers/CustomerByMobileNo?mobileNo=12' },
      400,
    );
    await call(
      'GET /api/Customers/CustomerByQrCode',
      { url: '/api/Customers/CustomerByQrCode?QrCode=QR-DOC-0001' },
      200,
    );
    // The lookups' limit per address: the 31st in a minute is refused, with Retry-After.
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      const response = await t.app.inject({ url: byMobile, remoteAddress: '198.51.100.77' });
      if (attempt === 31) {
        called.add('GET /api/Customers/CustomerByMobileNo');
        expect(response.statusCode).toBe(429);
        problems.push(
          ...checker.problems('GET /api/Customers/CustomerByMobileNo', response, { strict: true }),
        );
      }
    }

    const image = `/api/Customers/ProfileImage/${customer.id}`;
    await call('GET /api/Customers/ProfileImage/{customerId}', { url: image, headers: as(portal) }, 204);
    await t.db
      .update(customers)
      .set({ profileImage: Buffer.from('89504e470d0a1a0a', 'hex'), profileImageType: 'image/png' })
      .where(eq(customers.id, customer.id));
    await call('GET /api/Customers/ProfileImage/{customerId}', { url: image, headers: as(portal) }, 200);

    const create = 'POST /api/TopupRequests';
    const body = {
      topupOption: 1,
      ewalletAccountId: customer.id,
      topupRequestAmount: 500,
      paymentMethodCode: 102,
      contactNumber: customer.mobileNo,
    };
    const created = await call(
      create,
      { url: '/api/TopupRequests', headers: as(portal), payload: body },
      200,
    );
    const { referenceNumber } = created.json<{ referenceNumber: string }>();
    const replay = { 'idempotency-key': 'doc-test-create-1', ...as(portal) };
    await call(create, { url: '/api/TopupRequests', headers: replay, payload: body }, 200);
    await call(
      create,
      { url: '/api/TopupRequests', headers: replay, payload: { ...body, topupRequestAmount: 600 } },
      409,
    );
    await call(
      create,
      { url: '/api/TopupRequests', headers: { ...as(portal), 'content-type': 'text/plain' }, payload: 'x' },
      415,
    );
    await call(create, { url: '/api/TopupRequests', payload: { ...body, topupOption: 3 } }, 400);

    const search = { referenceNumber, supportingReference: customer.mobileNo };
    await call('POST /api/TopupRequests/Search', { url: '/api/TopupRequests/Search', payload: search }, 200);
    await call(
      'GET /api/Customers/Me/TopupRequests',
      { url: '/api/Customers/Me/TopupRequests', headers: as(portal) },
      200,
    );
    await call('GET /api/Customers/Me/TopupRequests', { url: '/api/Customers/Me/TopupRequests' }, 401);
    await call(
      'GET /api/Customers/Me/Balance',
      { url: '/api/Customers/Me/Balance', headers: as(portal) },
      200,
    );
    const { id } = await requestState(t.db, referenceNumber);
    const history = 'GET /api/Customers/Me/History';
    await call(history, { url: '/api/Customers/Me/History?limit=1', headers: as(portal) }, 200);
    await call(history, { url: '/api/Customers/Me/History?limit=0', headers: as(portal) }, 400);
    await call(history, { url: '/api/Customers/Me/History' }, 401);
    const line = 'GET /api/Customers/Me/History/{kind}/{id}';
    await call(line, { url: `/api/Customers/Me/History/topup/${id}`, headers: as(portal) }, 200);
    await call(line, { url: '/api/Customers/Me/History/journal/2147483647', headers: as(portal) }, 404);
    await call(line, { url: `/api/Customers/Me/History/topup/${id}` }, 401);
    const cancel = { id, referenceNumber, remarks: 'Changed my mind' };
    await call('POST /api/TopupRequests/Cancel', { url: '/api/TopupRequests/Cancel', payload: cancel }, 200);

    // A receipt by its secret link (decision 0029): read, cancel, and Pay now for a pending card request.
    const forReceipt = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: as(portal),
      payload: body,
    });
    const receipt = `/api/Receipts/${forReceipt.json<{ receiptPath: string }>().receiptPath.split('/').pop()}`;
    await call('GET /api/Receipts/{token}', { url: receipt }, 200);
    await call('GET /api/Receipts/{token}', { url: `/api/Receipts/${'0'.repeat(64)}` }, 404);
    const reasons = { reason: 'Incorrect Amount' };
    await call('POST /api/Receipts/{token}/Cancel', { url: `${receipt}/Cancel`, payload: reasons }, 200);
    await call('POST /api/Receipts/{token}/Cancel', { url: `${receipt}/Cancel`, payload: reasons }, 409);
    await call(
      'POST /api/Receipts/{token}/Cancel',
      { url: `${receipt}/Cancel`, payload: { reason: 'Other', remarks: ' ' } },
      400,
    );
    await call('POST /api/Receipts/{token}/PayNow', { url: `${receipt}/PayNow` }, 409);
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: { cookie: shop.customerCookie },
      payload: {
        ...body,
        ewalletAccountId: shop.customer.id,
        contactNumber: shop.customer.mobileNo,
        paymentMethodCode: 101,
      },
    });
    const cardReceipt = `/api/Receipts/${card.json<{ receiptPath: string }>().receiptPath.split('/').pop()}`;
    await call('POST /api/Receipts/{token}/PayNow', { url: `${cardReceipt}/PayNow` }, 200);

    // The maintenance notice closes the routes that start something new: 503 with the notice's text.
    const notice = 'PUT /api/AppConfiguration/isDisableWebsite';
    await call(
      notice,
      {
        url: '/api/AppConfiguration/isDisableWebsite',
        headers: { ...as(admin), ...JSON_BODY },
        payload: 'true',
      },
      200,
    );
    await call(create, { url: '/api/TopupRequests', headers: as(portal), payload: body }, 503);
    await call(
      notice,
      {
        url: '/api/AppConfiguration/isDisableWebsite',
        headers: { ...as(portal), ...JSON_BODY },
        payload: 'false',
      },
      401,
    );
    await call(
      notice,
      {
        url: '/api/AppConfiguration/isDisableWebsite',
        headers: { ...as(admin), ...JSON_BODY },
        payload: 'false',
      },
      200,
    );

    const logout = 'POST /api/Customers/Logout';
    await call(
      logout,
      { url: '/api/Customers/Logout', headers: as(portal), payload: { scope: 'portal' } },
      200,
    );
    portal = (await loginAs(t.app, customer.mobileNo)).cookie;
  });

  it('answers the back office as documented', async () => {
    await call('GET /api/Customers/Users', { url: '/api/Customers/Users', headers: as(admin) }, 200);
    await call('GET /api/Customers/Users', { url: '/api/Customers/Users', headers: as(encoder) }, 403);
    const someone = await createCustomer(t.db, { mobileNo: '09171110007' });
    const tag = { CustomerId: someone.id, IsTransmittalAdmin: true };
    // A grant is a role request another top-up admin approves (decision 0031).
    const asked = await call(
      'POST /api/Customers/TagUser',
      { url: '/api/Customers/TagUser', headers: as(admin), payload: tag },
      200,
    );
    const requestId = (asked.json() as { roleRequest: { id: number } }).roleRequest.id;
    const requests = 'GET /api/Customers/RoleRequests';
    await call(requests, { url: '/api/Customers/RoleRequests', headers: as(secondAdmin) }, 200);
    await call(requests, { url: '/api/Customers/RoleRequests', headers: as(encoder) }, 403);
    const approveRequest = 'POST /api/Customers/RoleRequests/{id}/Approve';
    await call(
      approveRequest,
      { url: `/api/Customers/RoleRequests/${requestId}/Approve`, headers: as(admin) },
      403,
    );
    await call(
      approveRequest,
      { url: `/api/Customers/RoleRequests/${requestId}/Approve`, headers: as(secondAdmin) },
      200,
    );
    await call(
      approveRequest,
      { url: `/api/Customers/RoleRequests/${requestId}/Approve`, headers: as(secondAdmin) },
      409,
    );
    await call(
      approveRequest,
      { url: '/api/Customers/RoleRequests/999999/Approve', headers: as(secondAdmin) },
      404,
    );
    const another = await createCustomer(t.db, { mobileNo: '09171110010' });
    const askAnother = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Customers/TagUser',
          headers: as(admin),
          payload: { CustomerId: another.id, IsTransmittalEncoder: true },
        })
      ).json().roleRequest.id as number;
    const rejected = await askAnother();
    await call(
      'POST /api/Customers/RoleRequests/{id}/Reject',
      {
        url: `/api/Customers/RoleRequests/${rejected}/Reject`,
        headers: as(secondAdmin),
        payload: { reason: 'Not on the staff list' },
      },
      200,
    );
    const withdrawn = await askAnother();
    const withdrawRequest = 'POST /api/Customers/RoleRequests/{id}/Withdraw';
    await call(
      withdrawRequest,
      { url: `/api/Customers/RoleRequests/${withdrawn}/Withdraw`, headers: as(secondAdmin), payload: {} },
      403,
    );
    await call(
      withdrawRequest,
      { url: `/api/Customers/RoleRequests/${withdrawn}/Withdraw`, headers: as(admin), payload: {} },
      200,
    );
    // Someone who has a role now: without ChangeRole, 409 with the role they have.
    await call(
      'POST /api/Customers/TagUser',
      { url: '/api/Customers/TagUser', headers: as(admin), payload: { ...tag, Checked: true } },
      409,
    );
    await call('GET /api/AuditLog', { url: '/api/AuditLog?pageSize=10', headers: as(admin) }, 200);
    await call('GET /api/AuditLog', { url: '/api/AuditLog?pageSize=12', headers: as(admin) }, 400);
    await call('GET /api/AuditLog/Filters', { url: '/api/AuditLog/Filters', headers: as(admin) }, 200);

    await call('GET /api/PaymentMethods/All', { url: '/api/PaymentMethods/All', headers: as(admin) }, 200);
    const method = {
      name: 'Pay on Site',
      status: 1,
      minimumAmount: 100,
      daysValidity: 3,
      priority: 2,
      topupOptions: [1, 2],
    };
    const put = 'PUT /api/PaymentMethods/{code}';
    await call(put, { url: '/api/PaymentMethods/102', headers: as(admin), payload: method }, 200);
    await call(put, { url: '/api/PaymentMethods/999', headers: as(admin), payload: method }, 404);
    const takenName = { ...method, name: 'pay on site' };
    await call(put, { url: '/api/PaymentMethods/101', headers: as(admin), payload: takenName }, 409);

    // Journal entries: one posted at once, three above the threshold: approved, rejected, withdrawn.
    const entry = (amount: number) => ({
      contactNumber: customer.mobileNo,
      ewalletAccountId: customer.id,
      topupRequestAmount: amount,
      purpose: 'Goodwill credit',
    });
    const journal = 'POST /api/JournalEntry';
    await call(journal, { url: '/api/JournalEntry', headers: as(admin), payload: entry(500) }, 200);
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const made = await call(
        journal,
        {
          url: '/api/JournalEntry',
          headers: as(admin),
          payload: { ...entry(5000), confirmDuplicate: n > 0 },
        },
        200,
      );
      ids.push(made.json<{ id: number }>().id);
    }
    // The same amount again without confirmDuplicate: 409 with the question and the earlier entry (0044).
    await call(journal, { url: '/api/JournalEntry', headers: as(admin), payload: entry(5000) }, 409);
    const [approve = 0, reject = 0, withdraw = 0] = ids;
    const decide = (operation: string, cookie: string, payload: object) =>
      call(operation, { url: operation.split(' ')[1]!, headers: as(cookie), payload }, 200);
    await decide('POST /api/JournalEntry/Approve', secondAdmin, { id: approve });
    await decide('POST /api/JournalEntry/Reject', secondAdmin, { id: reject, reason: 'No ticket' });
    await decide('POST /api/JournalEntry/Withdraw', admin, { id: withdraw, reason: 'Wrong amount' });
    await call('GET /api/JournalEntry', { url: '/api/JournalEntry?pageSize=10', headers: as(admin) }, 200);
    await call(
      'GET /api/JournalEntry/Count',
      { url: '/api/JournalEntry/Count?status=all', headers: as(admin) },
      200,
    );
    const range = `dateFrom=${today}&dateTo=${today}`;
    const report = 'GET /api/JournalEntry/GetByDateFromDateTo';
    await call(report, { url: `/api/JournalEntry/GetByDateFromDateTo?${range}`, headers: as(admin) }, 200);
    await call(
      'GET /api/Reports/Reconciliation',
      { url: `/api/Reports/Reconciliation?${range}`, headers: as(admin) },
      200,
    );
  });

  it('answers departments, employees and transmittals as documented', async () => {
    const headers = as(transmittalAdmin);
    await call('GET /api/Departments/Count', { url: '/api/Departments/Count', headers }, 200);
    const department = await call(
      'POST /api/Departments',
      { url: '/api/Departments', headers, payload: { departmentName: 'Riders', status: true } },
      200,
    );
    const departmentId = department.json<{ id: number }>().id;
    await call(
      'PUT /api/Departments/Update',
      {
        url: '/api/Departments/Update',
        headers,
        payload: { id: departmentId, departmentName: 'Riders North', status: true },
      },
      200,
    );
    await call('GET /api/Departments/All', { url: '/api/Departments/All?pageSize=10', headers }, 200);
    await call('GET /api/Departments/Active', { url: '/api/Departments/Active', headers }, 200);

    const wallets = [customer, await createCustomer(t.db, { mobileNo: '09171110008' })];
    const employeeIds: number[] = [];
    for (const wallet of wallets) {
      const body = {
        firstName: 'Rina',
        lastName: 'Santos',
        position: 'Rider',
        departmentId,
        ewalletAccountInfo: wallet.mobileNo,
        status: true,
      };
      const made = await call('POST /api/Employees', { url: '/api/Employees', headers, payload: body }, 200);
      employeeIds.push(made.json<{ id: number }>().id);
    }
    const [first = 0, second = 0] = employeeIds;
    const update = {
      id: first,
      firstName: 'Rina',
      lastName: 'Santos',
      position: 'Senior rider',
      departmentId,
      ewalletAccountInfo: customer.mobileNo,
      status: true,
    };
    await call('PUT /api/Employees/Update', { url: '/api/Employees/Update', headers, payload: update }, 200);
    const byDepartment = `/api/Employees/GetEmployeesByDepartmentId?departmentId=${departmentId}`;
    await call('GET /api/Employees/GetEmployeesByDepartmentId', { url: byDepartment, headers }, 200);
    await call('GET /api/Employees/Count', { url: '/api/Employees/Count?status=all', headers }, 200);
    await call(
      'GET /api/Employees/GetEmployeesBySearch',
      { url: '/api/Employees/GetEmployeesBySearch?pageSize=10', headers },
      200,
    );
    const wallet = `EwalletAccountInfo=${customer.mobileNo}`;
    await call('GET /api/Employees/Verify', { url: `/api/Employees/Verify?${wallet}`, headers }, 200);
    await call(
      'GET /api/Employees/VerifyAccount',
      { url: `/api/Employees/VerifyAccount?${wallet}`, headers },
      200,
    );

    const fresh = `/api/Transmittals/CreateNewTransmittal?departmentId=${departmentId}`;
    await call('GET /api/Transmittals/CreateNewTransmittal', { url: fresh, headers }, 200);
    const transmittalIds: number[] = [];
    for (const employeeId of [first, second]) {
      const body = {
        transmittalDate: today,
        dateStart: today,
        dateEnd: today,
        departmentId,
        transmittalDetails: [{ employeeId, amount: 150 }],
      };
      const made = await call(
        'POST /api/Transmittals',
        { url: '/api/Transmittals', headers, payload: body },
        200,
      );
      transmittalIds.push(made.json<{ id: number }>().id);
    }
    const [toApprove = 0, toReject = 0] = transmittalIds;
    await call('GET /api/Transmittals/Count', { url: '/api/Transmittals/Count?status=0', headers }, 200);
    const page = '/api/Transmittals/GetTransmittalByStatus?status=0&pageSize=10';
    await call('GET /api/Transmittals/GetTransmittalByStatus', { url: page, headers }, 200);
    const details = `/api/Transmittals/GetTransmittalDetailsByHeaderId?transmittalHeaderId=${toApprove}`;
    await call('GET /api/Transmittals/GetTransmittalDetailsByHeaderId', { url: details, headers }, 200);
    const approve = 'POST /api/Transmittals/ApproveTransmittals';
    await call(
      approve,
      { url: '/api/Transmittals/ApproveTransmittals', headers, payload: [{ id: toApprove }] },
      403,
    );
    await call(
      approve,
      { url: '/api/Transmittals/ApproveTransmittals', headers: as(encoder), payload: [{ id: toApprove }] },
      200,
    );
    const reject = '/api/Transmittals/RejectTransmittals';
    await call(
      'POST /api/Transmittals/RejectTransmittals',
      { url: reject, headers: as(encoder), payload: [{ id: toReject, reason: 'Wrong period' }] },
      200,
    );
  });

  it('answers card payments and the top-up list as documented', async () => {
    const headers = as(shop.adminCookie);
    const paid = await createCardTopup(t.app, shop, 250);
    const webhook = { requestReferenceNumber: paid.referenceNumber, status: 'PAYMENT_SUCCESS' };
    await call('POST /api/Payments/Webhook', { url: '/api/Payments/Webhook', payload: webhook }, 200);
    await call(
      'POST /api/Payments/Confirm',
      { url: '/api/Payments/Confirm', payload: { referenceNumber: paid.referenceNumber } },
      200,
    );
    const status = `/api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount?ReferenceNumber=${paid.referenceNumber}&Amount=250`;
    await call(
      'GET /api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount',
      { url: status, headers },
      200,
    );
    await call(
      'GET /api/Payments/Events',
      { url: `/api/Payments/Events?referenceNumber=${paid.referenceNumber}`, headers },
      200,
    );
    const { id: paidId } = await requestState(t.db, paid.referenceNumber);
    // Posted already (no provider payment left to post): the repost is refused, as documented.
    await call(
      'POST /api/TopupRequests/RepostTopup',
      { url: `/api/TopupRequests/RepostTopup?TopupRequestId=${paidId}`, headers },
      409,
    );

    // A payment the provider took after its request was cancelled: queued, then refunded.
    const late = await createCardTopup(t.app, shop, 300);
    const { id: lateId } = await requestState(t.db, late.referenceNumber);
    expect(
      (await cancelAsCustomer(t.app, { id: lateId, referenceNumber: late.referenceNumber })).statusCode,
    ).toBe(200);
    expect((await payOnSandbox(t.app, late.checkoutUrl, { late: true })).statusCode).toBe(303);
    const [queued] = await t.db
      .select()
      .from(paymentsToReturn)
      .where(eq(paymentsToReturn.referenceNumber, late.referenceNumber));
    await call('GET /api/PaymentsToReturn', { url: '/api/PaymentsToReturn?status=0', headers }, 200);
    // The payment waits to be returned: the admin's inbox holds it (decision 0042).
    await call('GET /api/Inbox', { url: '/api/Inbox', headers }, 200);
    const refund = `/api/PaymentsToReturn/${queued?.id ?? 0}/Refund`;
    await call(
      'POST /api/PaymentsToReturn/{id}/Refund',
      { url: refund, headers, payload: { reason: 'Paid after cancel' } },
      200,
    );
    await call(
      'POST /api/PaymentsToReturn/{id}/Refund',
      { url: '/api/PaymentsToReturn/999999/Refund', headers, payload: { reason: 'x' } },
      404,
    );

    const onSite = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: as(portal),
      payload: {
        topupOption: 1,
        ewalletAccountId: customer.id,
        topupRequestAmount: 700,
        paymentMethodCode: 102,
        contactNumber: customer.mobileNo,
      },
    });
    const { id: onSiteId } = await requestState(
      t.db,
      onSite.json<{ referenceNumber: string }>().referenceNumber,
    );
    const admin = as(shop.adminCookie);
    await call(
      'GET /api/TopupRequests/Statistics',
      { url: `/api/TopupRequests/Statistics?DateFrom=${today}`, headers: admin },
      200,
    );
    await call(
      'GET /api/TopupRequests/DailyTotals',
      { url: `/api/TopupRequests/DailyTotals?DateFrom=${today}`, headers: admin },
      200,
    );
    await call(
      'POST /api/TopupRequests/Retrieve/Count',
      { url: '/api/TopupRequests/Retrieve/Count', headers: admin, payload: {} },
      200,
    );
    await call(
      'POST /api/TopupRequests/Retrieve',
      { url: '/api/TopupRequests/Retrieve', headers: admin, payload: { pageSize: 10 } },
      200,
    );
    const v2 = { status: 0, paymentMethodCode: 102, date: today };
    await call(
      'POST /api/TopupRequests/RetrieveV2',
      { url: '/api/TopupRequests/RetrieveV2', headers: admin, payload: v2 },
      200,
    );
    const move = { id: onSiteId, status: 2, remarks: 'Checking the payment' };
    await call(
      'POST /api/TopupRequests/UpdateStatus',
      { url: '/api/TopupRequests/UpdateStatus', headers: admin, payload: move },
      200,
    );
    const bulk = { ids: [onSiteId], status: 5 };
    await call(
      'POST /api/TopupRequests/BulkUpdateStatus/Preview',
      { url: '/api/TopupRequests/BulkUpdateStatus/Preview', headers: admin, payload: bulk },
      200,
    );
    await call(
      'POST /api/TopupRequests/BulkUpdateStatus',
      {
        url: '/api/TopupRequests/BulkUpdateStatus',
        headers: { ...admin, 'idempotency-key': 'api-document-bulk-1' },
        payload: { ...bulk, remarks: 'Waiting for the store' },
      },
      200,
    );
    const history = `/api/TopupRequests/StatusHistory?TopupRequestId=${onSiteId}`;
    await call('GET /api/TopupRequests/StatusHistory', { url: history, headers: admin }, 200);
    await call(
      'GET /api/BackOffice/TopupRequests/{id}/Notices',
      { url: `/api/BackOffice/TopupRequests/${onSiteId}/Notices`, headers: admin },
      200,
    );
    const range = `dateFrom=${today}&dateTo=${today}`;
    await call(
      'GET /api/TopupRequests/GetByDateFromDateTo',
      { url: `/api/TopupRequests/GetByDateFromDateTo?${range}`, headers: admin },
      200,
    );
    await call(
      'GET /api/TopupRequests/TopupSummaryReport',
      { url: `/api/TopupRequests/TopupSummaryReport?${range}`, headers: admin },
      200,
    );
    await call(
      'GET /api/TopupRequests/Export.csv',
      { url: '/api/TopupRequests/Export.csv', headers: admin },
      200,
    );
    await call(
      'GET /api/TopupRequests/TotalsByStatus',
      { url: '/api/TopupRequests/TotalsByStatus', headers: admin },
      200,
    );
    // Saved views of the top-up list: save, list, rename, delete one's own.
    const saved = await call(
      'POST /api/SavedViews',
      {
        url: '/api/SavedViews',
        headers: admin,
        payload: { list: 'topup-requests', name: 'Cancelled this month', query: 'status=3', columns: [] },
      },
      200,
    );
    const { id: viewId } = saved.json() as { id: number };
    await call('GET /api/SavedViews', { url: '/api/SavedViews?list=topup-requests', headers: admin }, 200);
    await call(
      'PUT /api/SavedViews/{id}',
      { url: `/api/SavedViews/${viewId}`, headers: admin, payload: { name: 'Cancelled' } },
      200,
    );
    await call('DELETE /api/SavedViews/{id}', { url: `/api/SavedViews/${viewId}`, headers: admin }, 200);
  });

  it('answers two-factor sign-in and passwords as documented', async () => {
    // A pending login (password only) of a user with the demo factor, then its code step.
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: '09171110003', password: DEMO_PASSWORD, scope: 'backoffice' },
    });
    const pendingCookie = pending.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await call(
      'POST /api/Customers/Login/SecondFactor',
      { url: '/api/Customers/Login/SecondFactor', headers: as(pendingCookie), payload: { code: totpCode() } },
      200,
    );
    // The transmittal admin adds the optional factor; a top-up admin asks for its reset, another approves.
    const started = await call(
      'POST /api/Customers/SecondFactor/Enrolment',
      {
        url: '/api/Customers/SecondFactor/Enrolment',
        headers: as(transmittalAdmin),
        payload: { currentPassword: DEMO_PASSWORD },
      },
      200,
    );
    const { secret } = started.json() as { secret: string };
    await call(
      'POST /api/Customers/SecondFactor/Enrolment/Confirm',
      {
        url: '/api/Customers/SecondFactor/Enrolment/Confirm',
        headers: as(transmittalAdmin),
        payload: { code: totpCode(secret) },
      },
      200,
    );
    await call(
      'GET /api/Customers/SecondFactor',
      { url: '/api/Customers/SecondFactor', headers: as(admin) },
      200,
    );
    await call(
      'POST /api/Customers/SecondFactor/RecoveryCodes',
      {
        url: '/api/Customers/SecondFactor/RecoveryCodes',
        headers: as(admin),
        payload: { currentPassword: DEMO_PASSWORD, code: totpCode() },
      },
      200,
    );
    const [transmittalAdminRow] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.mobileNo, '09171110004'));
    const resetAsked = await call(
      'POST /api/Customers/Users/{customerId}/ResetSecondFactor',
      { url: `/api/Customers/Users/${transmittalAdminRow?.id}/ResetSecondFactor`, headers: as(admin) },
      200,
    );
    // The reset is a request (decision 0031): a second top-up admin approves it, answered as documented.
    await call(
      'POST /api/Customers/RoleRequests/{id}/Approve',
      { url: `/api/Customers/RoleRequests/${resetAsked.json().id}/Approve`, headers: as(secondAdmin) },
      200,
    );
    const passwords = {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'changed-pass-1',
      confirmPassword: 'changed-pass-1',
    };
    await call(
      'POST /api/Customers/Me/BackOfficePassword',
      {
        url: '/api/Customers/Me/BackOfficePassword',
        headers: as(encoder),
        payload: { ...passwords, code: totpCode() },
      },
      200,
    );
    const other = await createCustomer(t.db, { mobileNo: '09171110009' });
    const otherPortal = (await loginAs(t.app, other.mobileNo)).cookie;
    await call(
      'POST /api/Customers/Me/Password',
      { url: '/api/Customers/Me/Password', headers: as(otherPortal), payload: passwords },
      200,
    );
    await call(
      'POST /api/Customers/TemporaryPassword',
      { url: '/api/Customers/TemporaryPassword', headers: as(admin), payload: { mobileNo: other.mobileNo } },
      200,
    );
  });

  it('called every operation of the document, and every answer was as documented', () => {
    const uncalled = operations.filter((operation) => !called.has(operation));
    expect({ uncalled, problems }).toEqual({ uncalled: [], problems: [] });
  });
});
