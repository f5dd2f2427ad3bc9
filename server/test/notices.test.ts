import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { queryRows } from './ledger-checks.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from './back-office-callers.ts';
import {
  startTestSmsGateway,
  startTestSmtpServer,
  type TestSmsGateway,
  type TestSmtpServer,
} from './notice-stand-ins.ts';
import { loginAs } from './sessions.ts';
import { loadConfig, type NoticeSettings } from '../src/config.ts';
import { createCustomer, createPaymentMethod } from '../src/demo/factories.ts';
import { notices, topupRequests } from '../src/db/schema.ts';
import { changeTopupStatus, expirePendingTopups } from '../src/modules/topups/service.ts';
import { dispatchNotices, type DispatchSettings } from '../src/modules/notices/dispatch-notices.ts';
import { createNoticeChannels } from '../src/modules/notices/plugin.ts';

const PUBLIC_URL = 'https://topup.example.ph';

describe('the notices of top-up requests (outbox, channels, dispatcher)', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });
  let smtp: TestSmtpServer;
  let gateway: TestSmsGateway;
  let callers: Callers;
  let walletOwner: Awaited<ReturnType<typeof createCustomer>>;
  let channels: ReturnType<typeof createNoticeChannels>;
  const dispatch: DispatchSettings = {
    publicUrl: PUBLIC_URL,
    batchSize: 100,
    maxAttempts: 3,
    retrySeconds: 0,
    leaseSeconds: 60,
  };
  const settings = (): NoticeSettings => ({
    ...loadConfig({}).notices,
    email: { smtpUrl: smtp.url, from: 'eWallet Top-up <no-reply@topup.example.ph>' },
    sms: { url: gateway.url, apiKey: 'test-api-key-123', senderName: 'EWALLET' },
    sendTimeoutMs: 2_000,
  });
  const run = (options: Partial<DispatchSettings> = {}) =>
    dispatchNotices(t.db, channels, { ...dispatch, ...options });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    gateway = await startTestSmsGateway();
    channels = createNoticeChannels(settings(), PUBLIC_URL);
    callers = await createCallers(t.app, t.db);
    walletOwner = await createCustomer(t.db, { firstname: 'Maria', lastname: 'Santos' });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', daysValidity: 3 });
    await createPaymentMethod(t.db, { code: 104, name: 'Bank Transfer', daysValidity: 2 });
    await t.db.execute(sql`update payment_methods set instructions = 'Pay to BDO, remarks: your reference',
      bank_name = 'BDO Unibank', bank_account_name = 'Shop Inc.', bank_account_number = '0012-3456-7890'
      where code = 104`);
  });
  afterAll(async () => {
    for (const channel of channels ?? []) channel.close?.();
    await smtp?.stop();
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.answerWith = 200;
  });

  async function createTopup(overrides: Record<string, unknown> = {}, cookie?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      ...(cookie ? { headers: { cookie } } : {}),
      payload: {
        topupOption: 2,
        ewalletAccountId: walletOwner.id,
        ewalletAccountName: 'M*** S***',
        ewalletMobileNo: walletOwner.mobileNo,
        topupRequestAmount: 1500.5,
        paymentMethodCode: 104,
        contactNumber: '09171234567',
        billingAddress: null,
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { referenceNumber: string; receiptPath: string };
    const [row] = await t.db
      .select({ id: topupRequests.id })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, answer.referenceNumber));
    return { ...answer, id: row!.id };
  }
  const noticesOf = (requestId: number) =>
    t.db.select().from(notices).where(eq(notices.topupRequestId, requestId)).orderBy(notices.id);
  const mailsOf = (reference: string) => smtp.mails.filter((mail) => mail.subject.includes(reference));
  const smsOf = (reference: string) => gateway.messages.filter((sms) => sms.message.includes(reference));

  it('e-mails and texts the "created" notice with the reference, amount, method, how to pay, deadline and receipt link', async () => {
    const request = await createTopup({ payerEmail: 'Payer.One@Example.com' });
    const queued = await noticesOf(request.id);
    expect(queued.map((row) => [row.kind, row.channel, row.recipient, row.state])).toEqual([
      ['created', 'sms', '09171234567', 'queued'],
      ['created', 'email', 'payer.one@example.com', 'queued'],
    ]);
    const outcome = await run();
    expect(outcome.sent).toBeGreaterThanOrEqual(2);
    const [mail, ...more] = mailsOf(request.referenceNumber);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('payer.one@example.com');
    expect(mail?.subject).toBe(`Top-up request ${request.referenceNumber} received`);
    const link = `${PUBLIC_URL}${request.receiptPath}`;
    expect(link).toMatch(/^https:\/\/topup\.example\.ph\/receipt\/[0-9a-f]{64}$/);
    expect(mail?.body).toContain(`Reference number: ${request.referenceNumber}`);
    expect(mail?.body).toContain('Amount: ₱1,500.50');
    expect(mail?.body).toContain('Payment method: Bank Transfer');
    expect(mail?.body).toMatch(
      /Pay by: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Philippine time\)/,
    );
    expect(mail?.body).toContain('Pay to BDO, remarks: your reference');
    expect(mail?.body).toContain('Account number: 0012-3456-7890');
    expect(mail?.body).toContain(`Your receipt: ${link}`);
    expect(mail?.messageId).toMatch(/^<notice-\d+@topup\.example\.ph>$/);
    const [sms] = smsOf(request.referenceNumber);
    expect(sms).toMatchObject({ apikey: 'test-api-key-123', number: '09171234567', sendername: 'EWALLET' });
    expect(sms?.message).toContain('₱1,500.50');
    expect(sms?.message).toContain(link);
    const sent = await noticesOf(request.id);
    expect(sent.every((row) => row.state === 'sent' && row.attempts === 1 && row.sentAt !== null)).toBe(true);
    expect(sent.find((row) => row.channel === 'sms')?.providerMessageId).toMatch(/^\d+$/);
    // Nothing is sent twice by the next run.
    await run();
    expect(mailsOf(request.referenceNumber)).toHaveLength(1);
    expect(smsOf(request.referenceNumber)).toHaveLength(1);
  });

  it("mails a logged-in creator at their account's address when they give none", async () => {
    const creator = await createCustomer(t.db, { email: 'creator@example.org' });
    const { cookie } = await loginAs(t.app, creator.mobileNo);
    const request = await createTopup({ topupOption: 2 }, cookie);
    await run();
    expect(mailsOf(request.referenceNumber).map((mail) => mail.to)).toEqual(['creator@example.org']);
    // Without any address, the SMS alone.
    const anonymous = await createTopup({});
    expect((await noticesOf(anonymous.id)).map((row) => row.channel)).toEqual(['sms']);
  });

  it('sends posted, cancelled and expired notices, each once, with the receipt link', async () => {
    const posted = await createTopup({ payerEmail: 'posted@example.com', paymentMethodCode: 102 });
    const cancelled = await createTopup({ payerEmail: 'cancelled@example.com' });
    const expired = await createTopup({ payerEmail: 'expired@example.com' });
    const update = (id: number, status: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/UpdateStatus',
        headers: { cookie: callers.topupAdmin },
        payload: { id, status, remarks: 'checked' },
      });
    expect((await update(posted.id, 1)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Cancel',
      payload: { id: cancelled.id, referenceNumber: cancelled.referenceNumber, remarks: 'Changed my mind' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.db.execute(sql`update topup_requests set expires_at = now() - interval '1 minute'
      where id = ${expired.id}`);
    expect(await expirePendingTopups(t.db)).toBeGreaterThanOrEqual(1);
    await run();
    const subjects = (reference: string) => mailsOf(reference).map((mail) => mail.subject);
    expect(subjects(posted.referenceNumber)).toEqual([
      `Top-up request ${posted.referenceNumber} received`,
      `Top-up ${posted.referenceNumber} posted`,
    ]);
    expect(subjects(cancelled.referenceNumber)).toContain(
      `Top-up request ${cancelled.referenceNumber} cancelled`,
    );
    expect(subjects(expired.referenceNumber)).toContain(`Top-up request ${expired.referenceNumber} expired`);
    const expiredMail = mailsOf(expired.referenceNumber).find((mail) => mail.subject.endsWith('expired'));
    expect(expiredMail?.body).toContain(`${PUBLIC_URL}${expired.receiptPath}`);
    expect(smsOf(posted.referenceNumber).map((sms) => sms.message)).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('is posted'),
    ]);
    expect(smsOf(cancelled.referenceNumber).at(-1)?.message).toContain('was cancelled');
    expect(smsOf(expired.referenceNumber).at(-1)?.message).toContain('expired');
  });

  it('queues nothing for a change that rolls back', async () => {
    const request = await createTopup({ payerEmail: 'rollback@example.com' });
    await expect(
      t.db.transaction(async (tx) => {
        await changeTopupStatus(tx, {
          requestId: request.id,
          to: 4,
          remarks: 'will roll back',
          actor: { kind: 'system' },
        });
        throw new Error('something after the change failed');
      }),
    ).rejects.toThrow('something after the change failed');
    await t.db.execute(sql`update topup_requests set expires_at = now() - interval '1 minute'
      where id = ${request.id}`);
    await expect(
      t.db.transaction(async (tx) => {
        await expirePendingTopups(tx);
        throw new Error('the expiry rolled back');
      }),
    ).rejects.toThrow('the expiry rolled back');
    expect((await noticesOf(request.id)).map((row) => row.kind)).toEqual(['created', 'created']);
    // A create refused by the database (a reference already taken) leaves none either.
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from notices`);
    await expect(
      t.db.execute(sql`insert into topup_requests (reference_number, topup_option, ewallet_customer_id,
        ewallet_account_name, contact_number, amount, payment_method_code, status)
        values (${request.referenceNumber}, 2, ${walletOwner.id}, 'x', '09170000000', 100, 104, 0)`),
    ).rejects.toThrow();
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from notices`);
    expect(after).toEqual(before);
  });

  it('retries after the SMTP server was down, and after the gateway answered 500', async () => {
    await run(); // anything earlier out of the way
    await smtp.stop();
    gateway.answerWith = 500;
    const request = await createTopup({ payerEmail: 'retry@example.com' });
    const first = await run();
    expect(first.retried).toBe(2);
    let rows = await noticesOf(request.id);
    expect(rows.map((row) => [row.channel, row.state, row.attempts])).toEqual([
      ['sms', 'queued', 1],
      ['email', 'queued', 1],
    ]);
    expect(rows.find((row) => row.channel === 'sms')?.lastError).toBe('SMS gateway answered HTTP 500');
    expect(rows.find((row) => row.channel === 'email')?.lastError).toMatch(/^SMTP connection failed/);
    // No address, key or provider text in what the back office reads.
    for (const row of rows) expect(row.lastError).not.toMatch(/retry@|09171234567|test-api-key|stand-in/);
    await smtp.start();
    gateway.answerWith = 200;
    await run();
    rows = await noticesOf(request.id);
    expect(rows.map((row) => [row.channel, row.state, row.attempts, row.lastError])).toEqual([
      ['sms', 'sent', 2, null],
      ['email', 'sent', 2, null],
    ]);
    expect(mailsOf(request.referenceNumber)).toHaveLength(1);
    expect(smsOf(request.referenceNumber)).toHaveLength(1);
  });

  it('waits before a retry, and marks a notice failed after the last attempt or a final refusal', async () => {
    await run();
    gateway.answerWith = 500;
    const request = await createTopup({});
    await run({ retrySeconds: 3600 });
    // Not yet due: the next run leaves it.
    await run({ retrySeconds: 3600 });
    expect((await noticesOf(request.id))[0]).toMatchObject({ state: 'queued', attempts: 1 });
    await t.db
      .update(notices)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(notices.topupRequestId, request.id));
    await run();
    await run();
    expect((await noticesOf(request.id))[0]).toMatchObject({ state: 'failed', attempts: 3 });
    await run();
    expect((await noticesOf(request.id))[0]).toMatchObject({ state: 'failed', attempts: 3 });
    gateway.answerWith = 400;
    const refused = await createTopup({});
    await run();
    expect((await noticesOf(refused.id))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'SMS gateway answered HTTP 400',
    });
  });

  it('never sends a notice under a live claim, and sends once, with the same Message-ID, one whose sender died', async () => {
    await run();
    const request = await createTopup({ payerEmail: 'crash@example.com' });
    // A dispatcher claimed both notices and died before it could mark them: one lease still runs.
    await t.db.execute(sql`update notices set state = 'sending', attempts = 1, last_attempt_at = now(),
      lease_until = now() + interval '1 minute' where topup_request_id = ${request.id}`);
    await run();
    expect(mailsOf(request.referenceNumber)).toHaveLength(0);
    expect(smsOf(request.referenceNumber)).toHaveLength(0);
    await t.db.execute(sql`update notices set lease_until = now() - interval '1 second'
      where topup_request_id = ${request.id}`);
    await run();
    const rows = await noticesOf(request.id);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    const [mail, ...more] = mailsOf(request.referenceNumber);
    expect(more).toEqual([]);
    expect(mail?.messageId).toBe(
      `<notice-${rows.find((row) => row.channel === 'email')?.id}@topup.example.ph>`,
    );
    expect(smsOf(request.referenceNumber)).toHaveLength(1);
  });

  it('delivers each notice once when two dispatchers run at once', async () => {
    await run();
    const requests = [];
    for (let i = 0; i < 12; i++) requests.push(await createTopup({ payerEmail: `burst${i}@example.com` }));
    const outcomes = await Promise.all([run(), run(), run()]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(24);
    for (const request of requests) {
      expect(mailsOf(request.referenceNumber)).toHaveLength(1);
      expect(smsOf(request.referenceNumber)).toHaveLength(1);
    }
  });

  it('sends nothing by default: without settings both channels are off and the notices are marked skipped', async () => {
    const defaults = loadConfig({}).notices;
    expect(defaults.email).toBeNull();
    expect(defaults.sms).toBeNull();
    await run();
    const mailsBefore = smtp.mails.length;
    const smsBefore = gateway.messages.length;
    const request = await createTopup({ payerEmail: 'off@example.com' });
    const outcome = await dispatchNotices(t.db, createNoticeChannels(defaults, PUBLIC_URL), dispatch);
    expect(outcome.skipped).toBeGreaterThanOrEqual(2);
    expect((await noticesOf(request.id)).map((row) => row.state)).toEqual(['skipped', 'skipped']);
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(gateway.messages.length).toBe(smsBefore);
  });

  it('refuses half a channel setting', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMS_API_KEY: 'k' })).toThrow(/SMS_GATEWAY_URL and SMS_API_KEY/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL/);
  });

  it("shows a request's notices to top-up admins only, addresses masked", async () => {
    const request = await createTopup({ payerEmail: 'juan.masked@example.com' });
    await run();
    const url = `/api/BackOffice/TopupRequests/${request.id}/Notices`;
    await expectTopupAdminOnly(t.app, callers, { method: 'GET', url });
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: callers.topupAdmin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        kind: 'created',
        channel: 'sms',
        recipient: '0917***4567',
        state: 'sent',
        attempts: 1,
      }),
      expect.objectContaining({
        kind: 'created',
        channel: 'email',
        recipient: 'j***@example.com',
        state: 'sent',
      }),
    ]);
    expect(response.body).not.toContain('juan.masked');
    expect(response.body).not.toContain('09171234567');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/BackOffice/TopupRequests/999999/Notices',
      headers: { cookie: callers.topupAdmin },
    });
    expect(none.json()).toEqual([]);
  });
});
