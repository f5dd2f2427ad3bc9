import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_ITEMS_PER_KIND, type InboxAnswer, type InboxKind } from '../../../../core/api/inbox.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import {
  auditLog,
  departments,
  employees,
  journalEntries,
  paymentsToReturn,
  roleRequests,
  topupRequests,
  transmittalDetails,
  transmittalHeaders,
} from '../../db/schema.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * "Needs you" (issue 28, decision 0042): each person's inbox holds only what their role acts on, never their
 * own (the four-eyes rules of the use cases that act), and follows the rows as they are acted on.
 */
describe('GET /api/Inbox', () => {
  const t = useTestApp();
  const people = {} as Record<'ana' | 'elena' | 'fe' | 'ben' | 'carla' | 'dario' | 'both', { id: number }>;
  const cookies = {} as Record<keyof typeof people | 'portal', string>;
  const ids = {} as Record<string, number>;

  const staff = {
    ana: { mobileNo: '09175551001', firstname: 'Ana', lastname: 'Reyes', tags: ['TOPUP_ADMIN'] },
    elena: { mobileNo: '09175551005', firstname: 'Elena', lastname: 'Bautista', tags: ['TOPUP_ADMIN'] },
    fe: { mobileNo: '09175551006', firstname: 'Fe', lastname: 'Ramos', tags: ['TOPUP_ADMIN'] },
    ben: { mobileNo: '09175551002', firstname: 'Ben', lastname: 'Cruz', tags: ['TRANSMITTAL_ADMIN'] },
    carla: { mobileNo: '09175551003', firstname: 'Carla', lastname: 'Santos', tags: ['TRANSMITTAL_ENCODER'] },
    dario: { mobileNo: '09175551004', firstname: 'Dario', lastname: 'Lim', tags: ['TRANSMITTAL_ENCODER'] },
    // Two roles in her tags: the server counts the first of ROLES (core/roles.ts), a top-up admin.
    both: {
      mobileNo: '09175551007',
      firstname: 'Bea',
      lastname: 'Both',
      tags: ['TRANSMITTAL_ENCODER', 'TOPUP_ADMIN'],
    },
  } as const;

  const HOUR = 3_600_000;
  const since = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

  async function journal(
    reference: string,
    maker: { id: number; name: string },
    walletId: number,
    status = 0,
  ) {
    const [row] = await t.db
      .insert(journalEntries)
      .values({
        referenceNumber: reference,
        ewalletCustomerId: walletId,
        ewalletAccountName: `Wallet ${walletId}`,
        contactNumber: '09171234567',
        amount: 20_000_00,
        purpose: 'Manual credit',
        initiatedById: maker.id,
        initiatedByName: maker.name,
        status,
        datePosted: status === 1 ? new Date() : null,
        dateCreated: since(10 - Number(reference.slice(-1))),
      })
      .returning();
    return row!.id;
  }

  let department: { id: number } | undefined;
  async function transmittal(maker: { id: number; name: string }, paid: number[], status = 0) {
    department ??= (await t.db.insert(departments).values({ departmentName: 'Bakery' }).returning())[0];
    const [header] = await t.db
      .insert(transmittalHeaders)
      .values({
        transmittalDate: '2026-11-27',
        dateStart: '2026-11-16',
        dateEnd: '2026-11-30',
        departmentId: department!.id,
        status,
        total: paid.length * 1_000_00,
        initiatedById: maker.id,
        initiatedByName: maker.name,
        ...(status === 1
          ? { approvedById: people.dario.id, approvedByName: 'Dario Lim', approvedDate: new Date() }
          : {}),
      })
      .returning();
    for (const walletId of paid) {
      // Inactive: one wallet may be paid by several of these transmittals, and be one active employee's only.
      const [employee] = await t.db
        .insert(employees)
        .values({
          firstName: 'Employee',
          lastName: String(walletId),
          position: 'Baker',
          departmentId: department!.id,
          ewalletAccountInfo: '0917',
          ewalletCustomerId: walletId,
          status: false,
        })
        .returning();
      await t.db.insert(transmittalDetails).values({
        transmittalHeaderId: header!.id,
        employeeId: employee!.id,
        employeeName: `Employee ${walletId}`,
        position: 'Baker',
        ewalletAccountInfo: '0917',
        ewalletCustomerId: walletId,
        amount: 1_000_00,
      });
    }
    return header!.id;
  }

  beforeAll(async () => {
    for (const [key, person] of Object.entries(staff)) {
      people[key as keyof typeof people] = await createCustomer(t.db, { ...person, tags: [...person.tags] });
    }
    for (const key of Object.keys(staff) as (keyof typeof staff)[]) {
      cookies[key] = (await loginAs(t.app, staff[key].mobileNo, 'backoffice')).cookie;
    }
    const juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Cruz' });
    cookies.portal = (await loginAs(t.app, '09171234567')).cookie;
    const newbie = await createCustomer(t.db, {
      mobileNo: '09175551009',
      firstname: 'Nina',
      lastname: 'New',
    });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', daysValidity: 0 });
    const ana = { id: people.ana.id, name: 'Ana Reyes' };
    const elena = { id: people.elena.id, name: 'Elena Bautista' };

    // Journal entries awaiting approval: Ana's to Juan, Elena's to Juan, Ana's to Elena's own wallet.
    ids.anaToJuan = await journal('JE-0000000001', ana, juan.id);
    ids.elenaToJuan = await journal('JE-0000000002', elena, juan.id);
    ids.anaToElena = await journal('JE-0000000003', ana, people.elena.id);
    await journal('JE-0000000004', ana, juan.id, 1); // posted: waits for nobody

    // Transmittals: Carla's; Ben's paying Dario; Ben's paying Carla; an approved one.
    const carla = { id: people.carla.id, name: 'Carla Santos' };
    const ben = { id: people.ben.id, name: 'Ben Cruz' };
    ids.carlas = await transmittal(carla, [juan.id]);
    ids.paysDario = await transmittal(ben, [juan.id, people.dario.id]);
    ids.paysCarla = await transmittal(ben, [people.carla.id]);
    await transmittal(ben, [juan.id], 1);

    // Requests On Hold: Juan's; one for Ana's own wallet; one Elena opened as its payer; a Pending one.
    const onHold = (customerId: number, hoursAgo: number) =>
      createTopupRequestRow(t.db, {
        customerId,
        paymentMethodCode: 102,
        status: TopupStatus.OnHold,
        dateCreated: since(hoursAgo),
        remarks: 'Receipt unreadable',
        actor: { kind: 'backoffice', id: people.fe.id, name: 'Fe Ramos' },
      });
    ids.juansHold = (await onHold(juan.id, 30)).id;
    ids.anasHold = (await onHold(people.ana.id, 29)).id;
    ids.elenaPaid = (await onHold(juan.id, 28)).id;
    await t.db
      .update(topupRequests)
      .set({ createdByCustomerId: people.elena.id })
      .where(eq(topupRequests.id, ids.elenaPaid));
    await createTopupRequestRow(t.db, { customerId: juan.id, paymentMethodCode: 102 });

    // A payment to return, and one refunded.
    const cancelled = await createTopupRequestRow(t.db, {
      customerId: juan.id,
      paymentMethodCode: 102,
      status: TopupStatus.Cancelled,
    });
    const [toReturn] = await t.db
      .insert(paymentsToReturn)
      .values({
        referenceNumber: cancelled.referenceNumber,
        topupRequestId: cancelled.id,
        requestStatus: TopupStatus.Cancelled,
        gateway: 'sandbox',
        amountCentavos: 300_00,
        currency: 'PHP',
        reason: 'Paid after the request was cancelled',
      })
      .returning();
    ids.toReturn = toReturn!.id;
    const refunded = await createTopupRequestRow(t.db, {
      customerId: juan.id,
      paymentMethodCode: 102,
      status: TopupStatus.Cancelled,
    });
    await t.db.insert(paymentsToReturn).values({
      referenceNumber: refunded.referenceNumber,
      topupRequestId: refunded.id,
      requestStatus: TopupStatus.Cancelled,
      gateway: 'sandbox',
      amountCentavos: 300_00,
      currency: 'PHP',
      reason: 'Paid after the request was cancelled',
      status: 1,
      refundedAt: new Date(),
      refundedById: people.fe.id,
      refundedByName: 'Fe Ramos',
      refundReason: 'Paid after cancel',
    });

    // Role requests: Ana asks an encoder's role for Nina (Fe gave Nina a temporary password 5 days ago), and
    // a reset of Elena's second factor.
    const [forNina] = await t.db
      .insert(roleRequests)
      .values({
        customerId: newbie.id,
        roles: ['TRANSMITTAL_ENCODER'],
        rolesBefore: [],
        requestedById: people.ana.id,
      })
      .returning();
    ids.forNina = forNina!.id;
    const [resetElena] = await t.db
      .insert(roleRequests)
      .values({
        customerId: people.elena.id,
        kind: 'second-factor-reset',
        roles: ['TOPUP_ADMIN'],
        rolesBefore: ['TOPUP_ADMIN'],
        requestedById: people.ana.id,
      })
      .returning();
    ids.resetElena = resetElena!.id;
    await t.db.insert(auditLog).values({
      at: since(5 * 24),
      actorId: people.fe.id,
      actorName: 'Fe Ramos',
      action: 'password.temporary',
      entity: 'customer',
      entityId: String(newbie.id),
    });
  });

  const inboxOf = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: '/api/Inbox', headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(200);
    return response.json() as InboxAnswer;
  };
  /** The ids of each kind in the inbox, and its counts. */
  const shape = (inbox: InboxAnswer) =>
    Object.fromEntries(inbox.kinds.map((kind) => [kind.kind, kind.items.map((item) => item.id)])) as Partial<
      Record<InboxKind, number[]>
    >;

  it("holds a top-up admin's kinds, never her own entry, wallet, request or role request", async () => {
    const inbox = await inboxOf(cookies.elena);
    expect(shape(inbox)).toEqual({
      'journal-approval': [ids.anaToJuan],
      'payment-to-return': [ids.toReturn],
      'topup-on-hold': [ids.juansHold, ids.anasHold],
      'role-request': [ids.forNina],
    });
    expect(inbox.total).toBe(5);
    const journal = inbox.kinds.find((kind) => kind.kind === 'journal-approval');
    expect(journal?.items[0]).toMatchObject({
      reference: 'JE-0000000001',
      amount: 20000,
      by: 'Ana Reyes',
    });
    const grant = inbox.kinds.find((kind) => kind.kind === 'role-request');
    expect(grant?.items[0]).toMatchObject({
      subject: 'Nina New',
      detail: 'Transmittal Encoder',
      by: 'Ana Reyes',
    });
    const held = inbox.kinds.find((kind) => kind.kind === 'topup-on-hold');
    expect(held?.items[0]).toMatchObject({ detail: 'Receipt unreadable', by: 'Fe Ramos', amount: 500 });
  });

  it('leaves out the maker of each thing, and the account a request is for', async () => {
    expect(shape(await inboxOf(cookies.ana))).toEqual({
      'journal-approval': [ids.elenaToJuan],
      'payment-to-return': [ids.toReturn],
      'topup-on-hold': [ids.juansHold, ids.elenaPaid],
    });
    // Fe may not approve Nina's role (she gave Nina a temporary password lately); Elena's reset is hers.
    const fe = await inboxOf(cookies.fe);
    expect(shape(fe)['journal-approval']).toEqual([ids.anaToJuan, ids.elenaToJuan, ids.anaToElena]);
    expect(shape(fe)['role-request']).toEqual([ids.resetElena]);
    expect(fe.kinds.find((kind) => kind.kind === 'role-request')?.items[0]?.detail).toBe(
      'Reset of two-factor sign-in',
    );
  });

  it("holds an encoder's transmittals only, never her own nor one paying her wallet", async () => {
    expect(shape(await inboxOf(cookies.carla))).toEqual({ 'transmittal-approval': [ids.paysDario] });
    const dario = await inboxOf(cookies.dario);
    expect(shape(dario)).toEqual({ 'transmittal-approval': [ids.carlas, ids.paysCarla] });
    expect(dario.total).toBe(2);
    expect(dario.kinds[0]?.items[0]).toMatchObject({ subject: 'Bakery', amount: 1000, by: 'Carla Santos' });
  });

  it('is empty for a role that acts on none of the kinds: the transmittal admin', async () => {
    expect(await inboxOf(cookies.ben)).toEqual({ total: 0, kinds: [] });
  });

  it('answers the role the server counts, not every tag: no transmittal for a top-up admin who is also tagged encoder', async () => {
    const inbox = await inboxOf(cookies.both);
    expect(shape(inbox)['transmittal-approval']).toBeUndefined();
    expect(shape(inbox)['journal-approval']).toHaveLength(3);
  });

  it('answers the same when the session is read apart from the inbox (an Idempotency-Key, a portal cookie too)', async () => {
    const together = await inboxOf(cookies.elena);
    expect(await inboxOf(cookies.elena, { 'idempotency-key': 'inbox-read-1' })).toEqual(together);
    expect(await inboxOf(`${cookies.elena}; ${cookies.portal}`)).toEqual(together);
    expect(await inboxOf(cookies.carla, { 'idempotency-key': 'inbox-read-2' })).toEqual(
      await inboxOf(cookies.carla),
    );
  });

  it('refuses a caller without a back-office session: no query string or header names another person or role', async () => {
    for (const cookie of [undefined, cookies.portal]) {
      const response = await t.app.inject({
        url: '/api/Inbox?role=TOPUP_ADMIN&customerId=1',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('JE-');
    }
    const ben = await t.app.inject({
      url: `/api/Inbox?role=TOPUP_ADMIN&customerId=${people.elena.id}`,
      headers: { cookie: cookies.ben, 'x-role': 'TOPUP_ADMIN' },
    });
    expect(ben.json()).toEqual({ total: 0, kinds: [] });
  });

  it('drops an item once it is acted on, and the count with it', async () => {
    const reject = await t.app.inject({
      method: 'POST',
      url: '/api/JournalEntry/Reject',
      headers: { cookie: cookies.elena, 'content-type': 'application/json' },
      payload: { id: ids.anaToJuan, reason: 'No supporting document' },
    });
    expect(reject.statusCode).toBe(200);
    const inbox = await inboxOf(cookies.elena);
    expect(shape(inbox)['journal-approval']).toBeUndefined();
    expect(inbox.total).toBe(4);
  });

  it(`carries the oldest ${INBOX_ITEMS_PER_KIND} of a kind and counts them all`, async () => {
    const juan = await createCustomer(t.db, { mobileNo: '09171234599' });
    for (let n = 0; n < INBOX_ITEMS_PER_KIND + 3; n++) {
      await createTopupRequestRow(t.db, {
        customerId: juan.id,
        paymentMethodCode: 102,
        status: TopupStatus.OnHold,
        dateCreated: since(20),
      });
    }
    const held = (await inboxOf(cookies.elena)).kinds.find((kind) => kind.kind === 'topup-on-hold');
    expect(held?.count).toBe(INBOX_ITEMS_PER_KIND + 5);
    expect(held?.items).toHaveLength(INBOX_ITEMS_PER_KIND);
    expect(held?.items.slice(0, 2).map((item) => item.id)).toEqual([ids.juansHold, ids.anasHold]);
  });
});
