import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readColumns, readsOfRow, runNamedStatement, type JsonRows } from '../../db/json-reads.ts';
import { sessions } from '../../db/schema.ts';
import type { SessionScope } from '../../../../core/api/customers.ts';
import type { SessionCustomer } from '../../request-session.ts';
import type { SessionProof } from '../../../../core/two-factor.ts';
import { ROLES, type Role } from '../../../../core/roles.ts';

/**
 * Sessions are rows in the database (any server process can read them) keyed by the SHA-256 of a random
 * cookie token. They expire after a time without use (sliding); the back office's idle limit is 30 minutes.
 */
export const IDLE_MINUTES: Record<SessionScope, number> = { backoffice: 30, portal: 60 };

export const COOKIE_NAMES: Record<SessionScope, string> = { portal: 'portal_sid', backoffice: 'bo_sid' };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StartedSession {
  token: string;
}

/** How long a half-signed-in back-office login (password right, second factor not yet) may wait. */
export const SECOND_FACTOR_PENDING_MINUTES = 5;

/** Starts a session; the caller's previous session of this scope, if any, ends (a new id at every login). */
export async function startSession(
  db: Database,
  input: {
    scope: SessionScope;
    customerId: number;
    via: 'password' | 'qr';
    previousToken?: string | undefined;
    /** Password right, second factor still to come: no route sees it as a session (findSession). */
    secondFactorPending?: boolean;
    /** How the person proved it is them; the password alone unless the second factor was given too. */
    proof?: SessionProof;
  },
): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const pending = input.secondFactorPending ?? false;
  const minutes = pending ? SECOND_FACTOR_PENDING_MINUTES : IDLE_MINUTES[input.scope];
  await db.transaction(async (tx) => {
    if (input.previousToken) await tx.delete(sessions).where(eq(sessions.id, hashToken(input.previousToken)));
    await tx.insert(sessions).values({
      id: hashToken(token),
      scope: input.scope,
      customerId: input.customerId,
      via: input.via,
      secondFactorPending: pending,
      proof: input.proof ?? 'password',
      expiresAt: sql`now() + make_interval(mins => ${minutes})`,
    });
  });
  return { token };
}

export interface FoundSession {
  sessionId: string;
  via: 'password' | 'qr';
  proof: SessionProof;
  /** The customer's password is a temporary one (read afresh at each request, as the tags are). */
  mustChangePassword: boolean;
  customer: SessionCustomer;
  /** Seconds until the session ends if nothing uses it (after this request's own slide, if any). */
  idleSecondsLeft: number;
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  via: 'password' | 'qr';
  proof: SessionProof;
  must_change_password: boolean;
  customer_id: number;
  seconds_left: number;
  firstname: string;
  lastname: string;
  mobile_no: string;
  email: string | null;
  tags: string[];
}

/**
 * The live session for a cookie token, with its idle time-out pushed forward; null when none. `touch`
 * false reads it without sliding: a request a timer made, not the person (X-Background-Request, see
 * plugins/access.ts), must not keep an unattended session alive.
 */
export async function findSession(
  db: Database,
  scope: SessionScope,
  token: string,
  { touch = true }: { touch?: boolean } = {},
): Promise<FoundSession | null> {
  const [row] = await runNamedStatement<SessionRow>(
    db,
    sql`${liveSessionQuery(scope, token, touch)} select * from live`,
  );
  return row ? toFoundSession(row) : null;
}

/**
 * The live session of a cookie token and reads that answer a request, in one statement and so one round
 * trip and one snapshot (decision 0037): each read is a column holding its rows as a JSON array, evaluated
 * only when the session exists (a scalar subquery per row of `live`), so a caller without a session
 * costs no read. Null when there is no live session; the caller then answers as findSession's null.
 * The session is read, and slid, exactly as findSession does; what the caller may see is decided after,
 * from the session, by the same checks (plugins/access.ts), and a refused caller's rows are dropped.
 */
export async function findSessionWithReads<Key extends string>(
  db: Database,
  scope: SessionScope,
  token: string,
  reads: Readonly<Record<Key, SQLWrapper>>,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ session: FoundSession; reads: Record<Key, JsonRows> } | null> {
  const [row] = await runNamedStatement<SessionRow>(
    db,
    sql`${liveSessionQuery(scope, token, touch)} select live.*, ${readColumns(reads)} from live`,
  );
  if (!row) return null;
  return { session: toFoundSession(row), reads: readsOfRow(reads, row) };
}

/**
 * Who is calling, as SQL a session read may filter by (http/register-session-read.ts): the caller's id and
 * role. In the statement of findSessionWithReads they are the columns of its `live` row, the role chosen
 * from the tags in ROLES' order as roleFromTags chooses it; a read run alone gets them as parameters.
 */
export interface SessionCaller {
  id: SQL;
  /** text: the role's code (core/roles.ts), null for a session without a back-office role. */
  role: SQL;
}

export const LIVE_SESSION_CALLER: SessionCaller = {
  id: sql`live.customer_id`,
  role: sql`(case ${sql.join(
    ROLES.map((role) => sql`when ${sql.raw(`'${role}'`)} = any(live.tags) then ${sql.raw(`'${role}'`)}`),
    sql` `,
  )} end)`,
};

/** A known caller's id and role as parameters, for a session read run alone (the session read already). */
export function sessionCallerOf(customerId: number, role: Role): SessionCaller {
  return { id: sql`${customerId}::int`, role: sql`${role}::text` };
}

/** `with ... live as (...)`: the live session of a token, slid when due, as one row of SessionRow or none. */
function liveSessionQuery(scope: SessionScope, token: string, touch: boolean): SQL {
  // The idle time-out slides at most once in 30 seconds: most requests only read their session, and a
  // statement that changes nothing costs no write and no commit to disk (docs/PERFORMANCE.md).
  const idle = sql`make_interval(mins => ${IDLE_MINUTES[scope]})`;
  return sql`
    with found as (
      select id, via, proof, customer_id, expires_at from sessions
      where id = ${hashToken(token)} and scope = ${scope} and expires_at > now()
        and not second_factor_pending
    ), touched as (
      update sessions set last_seen_at = now(), expires_at = now() + ${idle}
      where ${touch}::boolean and id in (
        select id from found where expires_at < now() + ${idle} - interval '30 seconds'
      )
      returning id, expires_at
    ), live as (
      select found.id as session_id, found.via, found.proof, found.customer_id, c.must_change_password,
        c.firstname, c.lastname, c.mobile_no, c.email, c.tags,
        floor(extract(epoch from coalesce(touched.expires_at, found.expires_at) - now()))::int as seconds_left
      from found join customers c on c.id = found.customer_id left join touched on touched.id = found.id
    )`;
}

function toFoundSession(row: SessionRow): FoundSession {
  return {
    sessionId: row.session_id,
    via: row.via,
    proof: row.proof,
    mustChangePassword: row.must_change_password,
    idleSecondsLeft: Number(row.seconds_left),
    customer: {
      id: row.customer_id,
      firstname: row.firstname,
      lastname: row.lastname,
      mobileNo: row.mobile_no,
      email: row.email,
      tags: row.tags,
    },
  };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a customer in a scope (a removed back-office user is out at once). */
export async function endSessionsOfCustomer(
  db: Database,
  customerId: number,
  scope: SessionScope,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), eq(sessions.scope, scope)));
}

/**
 * The half-signed-in back-office login of a cookie token (decision 0022), for the second-factor steps only;
 * its five minutes never slide. Null when there is none or it has expired.
 */
export async function findPendingSession(
  db: Database,
  token: string,
): Promise<{ sessionId: string; customerId: number } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.scope, 'backoffice'),
        eq(sessions.secondFactorPending, true),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Ends a session by its id (the hash kept in the table), as FoundSession and findPendingSession name it. */
export async function endSessionById(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a customer, in both scopes, but the one given (the caller's own, if any). */
export async function endOtherSessionsOfCustomer(
  db: Database,
  customerId: number,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId))
        : eq(sessions.customerId, customerId),
    );
}
