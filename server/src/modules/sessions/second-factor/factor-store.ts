import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { recoveryCodes, secondFactors } from '../../../db/schema.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { openSecret, sealSecret } from './secret-box.ts';

/** A user's TOTP factor as the checks need it; `confirmed` false while they are still enrolling. */
export interface SecondFactor {
  customerId: number;
  secret: string;
  confirmed: boolean;
  lastStep: number | null;
  secretPublished: boolean;
}

export async function findSecondFactor(db: Database, customerId: number): Promise<SecondFactor | null> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.customerId, customerId));
  if (!row) return null;
  return {
    customerId,
    secret: await openSecret(db, row.secretEncrypted),
    confirmed: row.confirmedAt !== null,
    lastStep: row.lastStep,
    secretPublished: row.secretPublished,
  };
}

export async function hasConfirmedSecondFactor(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.customerId })
    .from(secondFactors)
    .where(and(eq(secondFactors.customerId, customerId), isNotNull(secondFactors.confirmedAt)));
  return row !== undefined;
}

/** Keeps a new secret for a user who is enrolling; never replaces a confirmed factor. */
export async function storePendingSecret(db: Database, customerId: number, secret: string): Promise<boolean> {
  const sealed = await sealSecret(db, secret);
  const rows = await db
    .insert(secondFactors)
    .values({ customerId, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: secondFactors.customerId,
      set: { secretEncrypted: sealed, lastStep: null, createdAt: sql`now()` },
      setWhere: sql`${secondFactors.confirmedAt} is null`,
    })
    .returning({ id: secondFactors.customerId });
  return rows.length > 0;
}

/**
 * Records that the code of `step` was used, in one statement that also refuses a step already used (or an
 * earlier one): of two requests with one code at the same moment, exactly one gets true.
 */
export async function claimStep(db: Database, customerId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.customerId, customerId),
        sql`(${secondFactors.lastStep} is null or ${secondFactors.lastStep} < ${step} or ${secondFactors.secretPublished})`,
      ),
    )
    .returning({ id: secondFactors.customerId });
  return rows.length > 0;
}

/** Uses up a recovery code: true when it was one of the user's and is now gone. */
export async function useRecoveryCode(db: Database, customerId: number, code: string): Promise<boolean> {
  const rows = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), eq(recoveryCodes.codeHash, hashRecoveryCode(code))))
    .returning({ id: recoveryCodes.customerId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Database, customerId: number, codes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ customerId, codeHash: hashRecoveryCode(code) })));
}

export async function countRecoveryCodes(db: Database, customerId: number): Promise<number> {
  const result = await db.$count(recoveryCodes, eq(recoveryCodes.customerId, customerId));
  return Number(result);
}

/** Removes a user's factor and recovery codes: they enrol again at their next sign-in. */
export async function removeSecondFactor(db: Database, customerId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.customerId, customerId))
    .returning({ id: secondFactors.customerId });
  return rows.length > 0;
}

/** Turns an enrolling user's factor on (once: a confirmed one stays as it is). */
export async function confirmSecondFactor(db: Database, customerId: number): Promise<void> {
  await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(secondFactors.customerId, customerId), isNull(secondFactors.confirmedAt)));
}
