import { inArray } from 'drizzle-orm';
import { TopupStatus, type TopupStatusCode } from '../../../core/topup-status.ts';
import type { Database } from '../db/client.ts';
import { customers, paymentMethods } from '../db/schema.ts';
import { createTopupRequestRow } from './topup-factories.ts';
import type { TopupActor } from '../modules/topups/topup-actor.ts';
import { fullNameOf } from '../../../core/names.ts';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../modules/topups/reference-number.ts';

/**
 * A few weeks of demo top-up requests in every status and method, so that the dashboard, the lists and the
 * reports show something. Deterministic: the same choices every time (only the dates follow today), and
 * Done requests are posted through the real state machine and ledger.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DEMO_DAYS = 21;
const METHOD_CODES = [101, 102, 103, 104] as const;
const ALL_STATUSES: TopupStatusCode[] = [0, 1, 2, 3, 4, 5];
const AMOUNTS = [100_00, 200_00, 500_00, 1000_00, 2000_00, 5000_00, 150_75, 750_50, 3250_00] as const;

/** Requests with known references, for the e2e journeys and for trying the cancel screen by hand. */
export const DEMO_TOPUPS = {
  pending: {
    referenceNumber: 'DEMQPENDG2',
    mobileNo: '09171234567',
    amountCentavos: 500_00,
    methodCode: 102,
  },
  onHold: {
    referenceNumber: 'DEMQHXDS35',
    mobileNo: '09179876543',
    amountCentavos: 1000_00,
    methodCode: 104,
  },
  processing: {
    referenceNumber: 'DEMQPRC6W8',
    mobileNo: '09171234567',
    amountCentavos: 2000_00,
    methodCode: 103,
  },
  done: { referenceNumber: 'DEMQDNE7K4', mobileNo: '09171234567', amountCentavos: 1500_50, methodCode: 101 },
} as const;

const KNOWN_STATUS: Record<keyof typeof DEMO_TOPUPS, TopupStatusCode> = {
  pending: TopupStatus.Pending,
  onHold: TopupStatus.OnHold,
  processing: TopupStatus.Processing,
  done: TopupStatus.Done,
};

/** mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Statuses a request of this age can have: Pending only within the 3-day validity, Expired only after. */
function statusesForAge(ageDays: number): TopupStatusCode[] {
  return ageDays < 3 ? [0, 0, 1, 2, 5, 4] : [1, 1, 1, 3, 4, 2, 5];
}

export async function seedDemoTopups(db: Database, customerMobiles: readonly string[]): Promise<number> {
  const rows = await db
    .select({
      id: customers.id,
      mobileNo: customers.mobileNo,
      firstname: customers.firstname,
      lastname: customers.lastname,
      tags: customers.tags,
    })
    .from(customers)
    .where(inArray(customers.mobileNo, [...customerMobiles]));
  const idOf = new Map(rows.map((r) => [r.mobileNo, r.id]));
  const customerById = new Map(rows.map((r) => [r.id, r]));
  const methods = await db
    .select({ code: paymentMethods.code, daysValidity: paymentMethods.daysValidity })
    .from(paymentMethods)
    .where(inArray(paymentMethods.code, [...METHOD_CODES]));
  const methodByCode = new Map(methods.map((m) => [m.code, m]));
  // Top-ups go to the plain customers' wallets; the staff accounts only act on them.
  const plain = rows.filter((r) => r.tags.length === 0);
  const customerIds = (plain.length > 0 ? plain : rows).map((r) => r.id);
  if (customerIds.length === 0) return 0;
  const admin = rows.find((r) => r.tags.includes('TOPUP_ADMIN'));
  const adminActor: TopupActor = admin
    ? { kind: 'backoffice', id: admin.id, name: fullNameOf(admin.firstname, admin.lastname) }
    : { kind: 'system' };

  const random = seededRandom(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const reference = () =>
    Array.from({ length: REFERENCE_LENGTH }, () => pick([...REFERENCE_ALPHABET])).join('');
  const startOfToday = new Date();
  startOfToday.setUTCHours(0, 0, 0, 0);
  const at = (ageDays: number, hour: number) =>
    new Date(Math.min(startOfToday.getTime() - ageDays * DAY + hour * HOUR, Date.now() - HOUR));

  let created = 0;
  const add = async (input: {
    ageDays: number;
    status: TopupStatusCode;
    methodCode: number;
    customerId: number;
    amountCentavos: number;
    referenceNumber?: string;
  }) => {
    const dateCreated = at(input.ageDays, 1 + Math.floor(random() * 10));
    const changedAt =
      input.status === TopupStatus.Expired
        ? new Date(dateCreated.getTime() + 3 * DAY)
        : new Date(Math.min(dateCreated.getTime() + (1 + random() * 20) * HOUR, Date.now()));
    const customer = customerById.get(input.customerId);
    const method = methodByCode.get(input.methodCode);
    if (!customer || !method) return;
    await createTopupRequestRow(
      db,
      {
        customerId: input.customerId,
        paymentMethodCode: input.methodCode,
        amountCentavos: input.amountCentavos,
        topupOption: random() < 0.5 ? 1 : 2,
        status: input.status,
        referenceNumber: input.referenceNumber ?? reference(),
        dateCreated,
        statusChangedAt: changedAt,
        remarks: input.status === TopupStatus.Cancelled ? 'Incorrect Amount' : null,
        actor:
          input.status === TopupStatus.Cancelled
            ? { kind: 'customer', id: null, name: 'customer' }
            : input.status === TopupStatus.Expired
              ? { kind: 'system' }
              : adminActor,
      },
      { customer, method },
    );
    created += 1;
  };

  // Every status for every method, somewhere in the period.
  for (const [m, methodCode] of METHOD_CODES.entries()) {
    for (const status of ALL_STATUSES) {
      const ageDays =
        status === TopupStatus.Pending ? m % 2 : status === TopupStatus.Expired ? 5 + m : 1 + m * 3;
      await add({
        ageDays,
        status,
        methodCode,
        customerId: pick(customerIds),
        amountCentavos: pick(AMOUNTS),
      });
    }
  }
  // Then a few requests a day, mostly settled in the past and open in the last days.
  for (let ageDays = DEMO_DAYS; ageDays >= 0; ageDays -= 1) {
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i += 1) {
      await add({
        ageDays,
        status: pick(statusesForAge(ageDays)),
        methodCode: pick(METHOD_CODES),
        customerId: pick(customerIds),
        amountCentavos: pick(AMOUNTS),
      });
    }
  }
  // The known ones, today.
  for (const [name, known] of Object.entries(DEMO_TOPUPS) as [
    keyof typeof DEMO_TOPUPS,
    (typeof DEMO_TOPUPS)[keyof typeof DEMO_TOPUPS],
  ][]) {
    const customerId = idOf.get(known.mobileNo);
    if (customerId === undefined) continue;
    await add({
      ageDays: 0,
      status: KNOWN_STATUS[name],
      methodCode: known.methodCode,
      customerId,
      amountCentavos: known.amountCentavos,
      referenceNumber: known.referenceNumber,
    });
  }
  return created;
}
