import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_PASSWORD } from '../../../demo/factories.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { enrol, loginAs, totpCode } from '../../../../test/sessions.ts';
import { grantWithApproval, tagUser } from '../../../../test/role-requests.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../../../core/two-factor.ts';
import { SECOND_FACTOR_LIMIT } from './check-code.ts';

/** Staff two-factor sign-in (decision 0022): every rule the server enforces. */
describe('two-factor sign-in', () => {
  const t = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Ana and Elena have the demo factor (the factories'); the others start without one.
    ids.ana = (
      await createCustomer(t.db, {
        mobileNo: '09170000001',
        firstname: 'Ana',
        lastname: 'Reyes',
        tags: ['TOPUP_ADMIN'],
      })
    ).id;
    ids.elena = (await createCustomer(t.db, { mobileNo: '09170000005', tags: ['TOPUP_ADMIN'] })).id;
    ids.nina = (
      await createCustomer(t.db, { mobileNo: '09172220001', tags: ['TOPUP_ADMIN'], demoSecondFactor: false })
    ).id;
    ids.enzo = (
      await createCustomer(t.db, {
        mobileNo: '09172220002',
        tags: ['TRANSMITTAL_ENCODER'],
        demoSecondFactor: false,
      })
    ).id;
    ids.tess = (await createCustomer(t.db, { mobileNo: '09172220003', tags: ['TRANSMITTAL_ADMIN'] })).id;
    ids.rita = (
      await createCustomer(t.db, { mobileNo: '09172220004', tags: ['TOPUP_ADMIN'], demoSecondFactor: false })
    ).id;
    ids.carla = (await createCustomer(t.db, { mobileNo: '09170000003', tags: ['TRANSMITTAL_ENCODER'] })).id;
    ids.juan = (await createCustomer(t.db, { mobileNo: '09171234567' })).id;
  });

  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const passwordOnly = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username, password: DEMO_PASSWORD, scope: 'backoffice' },
    });
  const secondStep = (cookie: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login/SecondFactor',
      headers: { cookie },
      payload: { code },
    });
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  async function auditActions(entityId: number): Promise<string[]> {
    const result = await t.db.execute(
      sql`select action from audit_log where entity_id = ${String(entityId)} order by id`,
    );
    return (result as unknown as { rows: { action: string }[] }).rows.map((row) => row.action);
  }

  it('asks a top-up admin without a factor to enrol, and refuses the half-signed-in session everywhere', async () => {
    const login = await passwordOnly('09172220001');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ secondFactor: 'enrol', role: null });
    const pending = cookieOf(login);
    expect(pending).toMatch(/^bo_sid=/);
    for (const url of [
      '/api/Customers/Me?scope=backoffice',
      '/api/Customers/Users',
      '/api/AuditLog?pageSize=10&page=1',
      '/api/Customers/SecondFactor',
    ]) {
      expect((await get(url, pending)).statusCode, url).toBe(401);
    }
    const putFlag = await t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { cookie: pending, 'content-type': 'application/json' },
      payload: 'true',
    });
    expect(putFlag.statusCode).toBe(401);
    // The code step is for users who have a factor: this one must set one up first.
    expect((await secondStep(pending, totpCode())).statusCode).toBe(400);
  });

  it('asks an encoder too, and enrols: a wrong code is refused, a right one gives the session and ten recovery codes', async () => {
    const login = await passwordOnly('09172220002');
    expect(login.json()).toMatchObject({ secondFactor: 'enrol' });
    const pending = cookieOf(login);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/SecondFactor/Enrolment',
      headers: { cookie: pending },
    });
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain('algorithm=SHA1&digits=6&period=30');
    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Customers/SecondFactor/Enrolment/Confirm',
        headers: { cookie: pending },
        payload: { code },
      });
    const wrong = await confirm(totpCode(secret) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongCode);
    const confirmingCode = totpCode(secret);
    const right = await confirm(confirmingCode);
    expect(right.statusCode).toBe(200);
    const body = right.json() as { user: { role: string }; recoveryCodes: string[] };
    expect(body.user.role).toBe('TRANSMITTAL_ENCODER');
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const session = cookieOf(right);
    expect(session).not.toBe(pending);
    expect((await get('/api/Customers/Me?scope=backoffice', session)).statusCode).toBe(200);
    // The half-signed-in token never becomes a session.
    expect((await get('/api/Customers/Me?scope=backoffice', pending)).statusCode).toBe(401);
    // Kept encrypted: the table does not hold the secret as it was shown.
    const stored = await t.db.execute(
      sql`select secret_encrypted from second_factors where customer_id = ${ids.enzo}`,
    );
    expect(JSON.stringify((stored as unknown as { rows: unknown[] }).rows)).not.toContain(secret);
    expect(await auditActions(ids.enzo!)).toContain('second-factor.enrol');

    // Next login: the code step. A replayed code (the one that confirmed) is refused; the next step's works once.
    const again = await passwordOnly('09172220002');
    expect(again.json()).toMatchObject({ secondFactor: 'code', role: null });
    const replay = await secondStep(cookieOf(again), confirmingCode);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.codeAlreadyUsed);
    // The next step's code: accepted (one step of clock drift either side), then never again.
    const next = totpCode(secret, 1);
    const passed = await secondStep(cookieOf(again), next);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ role: 'TRANSMITTAL_ENCODER' });
    expect((await get('/api/Customers/Me?scope=backoffice', cookieOf(passed))).statusCode).toBe(200);
    const third = await passwordOnly('09172220002');
    expect((await secondStep(cookieOf(third), next)).json().message).toBe(M.codeAlreadyUsed);

    // A recovery code works once, in any case and without its dash.
    const code = body.recoveryCodes[0]!;
    const withRecovery = await secondStep(cookieOf(await passwordOnly('09172220002')), code.toUpperCase());
    expect(withRecovery.statusCode).toBe(200);
    const reused = await secondStep(cookieOf(await passwordOnly('09172220002')), code.replace('-', ''));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(M.wrongCode);
    const status = await get('/api/Customers/SecondFactor', cookieOf(withRecovery));
    expect(status.json()).toEqual({ enrolled: true, required: true, recoveryCodesLeft: 9 });
  });

  it('refuses a wrong code sent with the password, setting no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: '09170000003', password: DEMO_PASSWORD, scope: 'backoffice', code: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.cookies).toHaveLength(0);
  });

  it('ends the half-signed-in login after five minutes', async () => {
    const pending = cookieOf(await passwordOnly('09170000003'));
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where second_factor_pending`,
    );
    const late = await secondStep(pending, totpCode());
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(M.signInAgain);
  });

  it('limits wrong codes per user, then refuses even a right one', async () => {
    const pending = cookieOf(await passwordOnly('09170000005'));
    for (let i = 0; i < SECOND_FACTOR_LIMIT.limit; i += 1) {
      expect((await secondStep(pending, 'zzzzz-zzzzz')).statusCode).toBe(400);
    }
    const limited = await secondStep(pending, totpCode());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the wrong-code limit before the work: a burst of codes at once gets no more tries', async () => {
    await createCustomer(t.db, { mobileNo: '09172220009', tags: ['TOPUP_ADMIN'] });
    const pending = cookieOf(await passwordOnly('09172220009'));
    const burst = await Promise.all(
      Array.from({ length: SECOND_FACTOR_LIMIT.limit * 3 }, () => secondStep(pending, 'zzzzz-zzzzz')),
    );
    const codes = burst.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(SECOND_FACTOR_LIMIT.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(SECOND_FACTOR_LIMIT.limit * 2);
    expect((await secondStep(pending, totpCode())).statusCode).toBe(429);
  });

  it('lets a transmittal admin in with the password alone, and add the optional factor', async () => {
    const login = await passwordOnly('09172220003');
    expect(login.json()).toMatchObject({ role: 'TRANSMITTAL_ADMIN' });
    expect(login.json().secondFactor).toBeUndefined();
    const { secret } = await enrol(t.app, cookieOf(login), DEMO_PASSWORD);
    expect((await passwordOnly('09172220003')).json()).toMatchObject({ secondFactor: 'code' });
    const withCode = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: {
        username: '09172220003',
        password: DEMO_PASSWORD,
        scope: 'backoffice',
        code: totpCode(secret, 1),
      },
    });
    expect(withCode.json()).toMatchObject({ role: 'TRANSMITTAL_ADMIN' });
  });

  it('resets a factor once another top-up admin approves the request, audited: the user enrols again and their sessions end', async () => {
    const { cookie: ana } = await loginAs(t.app, '09170000001', 'backoffice');
    const { cookie: carla } = await loginAs(t.app, '09170000003', 'backoffice');
    const reset = (cookie: string, id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Customers/Users/${id}/ResetSecondFactor`,
        headers: { cookie },
      });

    const own = await reset(ana, ids.ana!);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.cannotResetOwn);
    expect((await reset(carla, ids.ana!)).statusCode).toBe(403);
    expect((await reset(ana, ids.juan!)).statusCode).toBe(404);

    // Ana's request changes nothing yet (decision 0031): Carla is still signed in, with her factor.
    const asked = await reset(ana, ids.carla!);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ kind: 'second-factor-reset', customerId: ids.carla, status: 0 });
    expect((await get('/api/Customers/Me?scope=backoffice', carla)).statusCode).toBe(200);
    expect((await passwordOnly('09170000003')).json()).toMatchObject({ secondFactor: 'code' });

    // Another admin approves (Elena's sign-ins are used up by the limit tests above).
    await createCustomer(t.db, {
      mobileNo: '09172220018',
      firstname: 'Vera',
      lastname: 'Cruz',
      tags: ['TOPUP_ADMIN'],
    });
    const { cookie: vera } = await loginAs(t.app, '09172220018', 'backoffice');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/Customers/RoleRequests/${asked.json().id}/Approve`,
      headers: { cookie: vera },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get('/api/Customers/Me?scope=backoffice', carla)).statusCode).toBe(401);
    expect((await passwordOnly('09170000003')).json()).toMatchObject({ secondFactor: 'enrol' });
    const audit = await t.db.execute(
      sql`select actor_name, after from audit_log where action = 'second-factor.reset' and entity_id = ${String(ids.carla)}`,
    );
    const rows = (audit as unknown as { rows: { actor_name: string; after: { requestedById: number } }[] })
      .rows;
    expect(rows).toEqual([
      { actor_name: 'Vera Cruz', after: expect.objectContaining({ requestedById: ids.ana }) },
    ]);
  });

  it('lets a user who was reset sign in by enrolling again', async () => {
    const { recoveryCodes } = await loginAs(t.app, '09172220004', 'backoffice');
    expect(recoveryCodes).toHaveLength(10);
  });

  it("keeps a removed user's own factor: given a role again, they sign in with it, never enrol a new one", async () => {
    const { cookie: ana } = await loginAs(t.app, '09170000001', 'backoffice');
    // A checker of her own: Elena's sign-ins are used up by the limit tests above.
    await createCustomer(t.db, { mobileNo: '09172220019', tags: ['TOPUP_ADMIN'] });
    const { cookie: checker } = await loginAs(t.app, '09172220019', 'backoffice');
    expect((await tagUser(t.app, ana, { CustomerId: Number(ids.rita) })).statusCode).toBe(200);
    const kept = await t.db.execute(
      sql`select count(*)::int as n from second_factors where customer_id = ${ids.rita} and confirmed_at is not null`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Given a role again (asked by Ana, approved by another admin: decision 0031), Rita is asked for her own code.
    await grantWithApproval(t.app, ana, checker, {
      CustomerId: Number(ids.rita),
      IsTransmittalEncoder: true,
    });
    const login = await passwordOnly('09172220004');
    expect(login.json()).toMatchObject({ secondFactor: 'code' });
    const enrolment = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/SecondFactor/Enrolment',
      headers: { cookie: cookieOf(login) },
    });
    expect(enrolment.statusCode).toBe(409);
  });
});
