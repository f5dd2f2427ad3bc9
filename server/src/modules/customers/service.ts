import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { normalizeMobileNumber } from '../../../../core/mobile.ts';
import { fullNameOf, maskInitials, maskName } from '../../../../core/names.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import type { CustomerLookupAnswer } from '../../../../core/api/customers.ts';

type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByMobile(db: Database, mobileNo: string): Promise<CustomerRow | null> {
  const normalized = normalizeMobileNumber(mobileNo);
  if (!normalized) return null;
  const [row] = await db.select().from(customers).where(eq(customers.mobileNo, normalized));
  return row ?? null;
}

/**
 * As a lookup answers it: names whole for staff; for anyone else the given name's first word whole and the
 * initials of the rest (decision 0030), the lastname by its initials only, so that firstname + lastname
 * reads as fullName.
 */
export function toLookupAnswer(row: CustomerRow, revealNames: boolean): CustomerLookupAnswer {
  const fullName = fullNameOf(row.firstname, row.lastname);
  if (revealNames) {
    return { id: row.id, firstname: row.firstname, lastname: row.lastname, mobileNo: row.mobileNo, fullName };
  }
  return {
    id: row.id,
    firstname: maskName(row.firstname),
    lastname: maskInitials(row.lastname),
    mobileNo: row.mobileNo,
    fullName: maskName(fullName),
  };
}

export async function lookupCustomerByMobile(db: Database, mobileNo: string): Promise<CustomerRow> {
  if (!normalizeMobileNumber(mobileNo)) throw invalid(MESSAGES.invalidMobileNumberFormat);
  const row = await findCustomerByMobile(db, mobileNo);
  if (!row) throw notFound(MESSAGES.mobileNumberNotFound);
  return row;
}

export async function lookupCustomerByQrCode(db: Database, qrCode: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.qrCode, qrCode));
  if (!row) throw notFound('QR code not found');
  return row;
}

export async function getProfileImage(
  db: Database,
  customerId: number,
): Promise<{ bytes: Buffer; type: string } | null> {
  const [row] = await db
    .select({ image: customers.profileImage, type: customers.profileImageType })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.image || !row.type) return null;
  return { bytes: row.image, type: row.type };
}
