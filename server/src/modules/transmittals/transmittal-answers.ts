import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, transmittalDetails, transmittalHeaders } from '../../db/schema.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import {
  TRANSMITTAL_STATUS_NAMES,
  type TransmittalDetail,
  type TransmittalHeader,
  type TransmittalStatus,
} from '../../../../core/api/transmittals.ts';

/** Reading transmittals as the API answers them (API.md, "Back office"). */

const headerColumns = {
  id: transmittalHeaders.id,
  dateCreated: transmittalHeaders.dateCreated,
  approvedDate: transmittalHeaders.approvedDate,
  rejectedDate: transmittalHeaders.rejectedDate,
  departmentId: transmittalHeaders.departmentId,
  departmentName: departments.departmentName,
  status: transmittalHeaders.status,
  transmittalDate: transmittalHeaders.transmittalDate,
  dateStart: transmittalHeaders.dateStart,
  dateEnd: transmittalHeaders.dateEnd,
  remarks: transmittalHeaders.remarks,
  total: transmittalHeaders.total,
  numberOfEmployees: sql<number>`(select count(*)::int from transmittal_details d where d.transmittal_header_id = "transmittal_headers"."id")`,
  initiatedById: transmittalHeaders.initiatedById,
  initiatedByName: transmittalHeaders.initiatedByName,
  approveByName: transmittalHeaders.approvedByName,
  rejectedByName: transmittalHeaders.rejectedByName,
  rejectionReason: transmittalHeaders.rejectionReason,
};

type HeaderRow = Awaited<ReturnType<typeof selectHeaders>>[number];

function selectHeaders(db: Database) {
  return db
    .select(headerColumns)
    .from(transmittalHeaders)
    .innerJoin(departments, eq(departments.id, transmittalHeaders.departmentId));
}

function toHeader(row: HeaderRow): TransmittalHeader {
  return {
    ...row,
    dateCreated: row.dateCreated.toISOString(),
    approvedDate: row.approvedDate?.toISOString() ?? null,
    rejectedDate: row.rejectedDate?.toISOString() ?? null,
    statusName: TRANSMITTAL_STATUS_NAMES[row.status as TransmittalStatus] ?? String(row.status),
    total: centavosToPesos(row.total),
  };
}

export async function readHeader(db: Database, id: number): Promise<TransmittalHeader | null> {
  const [row] = await selectHeaders(db).where(eq(transmittalHeaders.id, id));
  return row ? toHeader(row) : null;
}

export async function countTransmittals(db: Database, status: TransmittalStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(transmittalHeaders)
    .where(eq(transmittalHeaders.status, status));
  return row?.total ?? 0;
}

/** One page of the transmittals in a status, newest first. */
export async function listTransmittals(
  db: Database,
  query: { status: TransmittalStatus; pageSize: number; page: number },
): Promise<TransmittalHeader[]> {
  const rows = await selectHeaders(db)
    .where(eq(transmittalHeaders.status, query.status))
    .orderBy(desc(transmittalHeaders.dateCreated), desc(transmittalHeaders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map(toHeader);
}

/** The lines of a transmittal, by employee name; an unknown id has none. */
export async function listTransmittalDetails(db: Database, headerId: number): Promise<TransmittalDetail[]> {
  const rows = await db
    .select({
      employeeId: transmittalDetails.employeeId,
      employeeName: transmittalDetails.employeeName,
      position: transmittalDetails.position,
      ewalletAccountInfo: transmittalDetails.ewalletAccountInfo,
      amount: transmittalDetails.amount,
    })
    .from(transmittalDetails)
    .where(eq(transmittalDetails.transmittalHeaderId, headerId))
    .orderBy(sql`lower(${transmittalDetails.employeeName})`, transmittalDetails.id);
  return rows.map((row) => ({ ...row, amount: centavosToPesos(row.amount) }));
}
