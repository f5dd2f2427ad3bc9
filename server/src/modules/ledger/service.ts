import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, postings } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

/**
 * The double-entry ledger (docs/ARCHITECTURE.md, "Ledger"). A transfer moves centavos from a system account
 * to a customer's wallet: one `postings` row naming its cause, and two entries (source -amount, wallet
 * +amount), with both cached balances updated in the caller's transaction. The unique key on the cause
 * makes a second posting of the same cause fail with a conflict, whatever the order or concurrency of
 * callers.
 */

export type PostingCauseType = 'topup' | 'journal' | 'transmittal_detail';

export interface PostingCause {
  type: PostingCauseType;
  id: number;
}

/** Named system accounts; their balances go negative by what they have paid into wallets. */
export type SystemAccountName = `clearing:${number}` | 'adjustments' | 'transmittals';

/** Money received through a payment method (a top-up paid by card, on site, ...). */
export function clearingAccount(paymentMethodCode: number): SystemAccountName {
  return `clearing:${paymentMethodCode}`;
}

export interface TransferInput {
  cause: PostingCause;
  fromAccount: SystemAccountName;
  toCustomerWallet: number;
  amountCentavos: number;
  memo?: string | null;
}

export interface PostedTransfer {
  postingId: number;
  /** The wallet's balance after this transfer, in centavos. */
  walletBalanceCentavos: number;
}

/**
 * Posts one transfer inside `tx` (open a transaction around it and the state change that causes it).
 * Throws a conflict when the cause was posted before; the caller's transaction must then roll back.
 */
export async function postTransfer(tx: Database, input: TransferInput): Promise<PostedTransfer> {
  const { cause, fromAccount, toCustomerWallet, amountCentavos } = input;
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0) {
    throw new RangeError(`A transfer needs a positive whole number of centavos, not ${amountCentavos}`);
  }
  if (!Number.isSafeInteger(cause.id)) throw new RangeError(`Not a cause id: ${cause.id}`);

  // The cause first: a duplicate fails here, before any balance moves. On PostgreSQL a concurrent posting
  // of the same cause waits on this row and fails once the first commits.
  let postingId: number;
  try {
    const [posting] = await tx
      .insert(postings)
      .values({ causeType: cause.type, causeId: cause.id, amount: amountCentavos, memo: input.memo ?? null })
      .returning({ id: postings.id });
    if (!posting) throw new Error('posting insert returned nothing');
    postingId = posting.id;
  } catch (error) {
    if (isUniqueViolation(error, 'postings_cause_key')) {
      throw conflict(`This ${describeCause(cause.type)} has already been posted`);
    }
    throw error;
  }

  // Always the source account first, then the wallet: every posting locks in the same order, so two
  // postings never wait on each other in a cycle.
  const source = await addToAccount(tx, { kind: 'system', name: fromAccount }, -amountCentavos);
  const wallet = await addToAccount(tx, { kind: 'wallet', customerId: toCustomerWallet }, amountCentavos);

  await insertEntries(tx, { postingId, cause, sourceId: source.id, walletId: wallet.id, amountCentavos });

  return { postingId, walletBalanceCentavos: wallet.balance };
}

/**
 * The posting's two entries, each at the time its cause records (decision 0036), the wallet's with the
 * balance after it in the history's order (time, then entry id). The wallet's row is locked by
 * addToAccount until the transaction ends, so no other posting to it runs between the read and the write.
 * Normally the new entry is the wallet's latest and the balance after it is the entry before's plus its
 * amount. A cause posted with an earlier time than entries already there (a back-dated top-up; or two
 * postings whose transactions began in one order and took the lock in the other) goes in its place: the
 * entries after it move up by its amount, in the same statement.
 */
async function insertEntries(
  tx: Database,
  entry: {
    postingId: number;
    cause: PostingCause;
    sourceId: number;
    walletId: number;
    amountCentavos: number;
  },
): Promise<void> {
  const { postingId, sourceId, walletId, amountCentavos: amount } = entry;
  await tx.execute(sql`
    with cause as (select ${causeTime(entry.cause)} as posted_at),
    later as (
      update ledger_entries set balance_after = balance_after + ${amount}::bigint
      where account_id = ${walletId}::int and posted_at > (select posted_at from cause)
      returning id
    )
    insert into ledger_entries (posting_id, account_id, amount, posted_at, balance_after)
    select ${postingId}::bigint, ${sourceId}::int, ${-amount}::bigint, c.posted_at, null::bigint from cause c
    union all
    select ${postingId}::bigint, ${walletId}::int, ${amount}::bigint, c.posted_at, ${amount}::bigint + coalesce((
        select e.balance_after from ledger_entries e
        where e.account_id = ${walletId}::int and e.posted_at <= c.posted_at
        order by e.posted_at desc, e.id desc limit 1), 0)
    from cause c`);
}

/**
 * When the cause says it was posted, as decision 0028 orders the history: a top-up's date posted, a
 * journal entry's date posted, a transmittal's approval; the transaction's time when it records none.
 * Read from the cause itself in the posting's transaction (the caller has just written it), so the entry
 * and its cause never disagree.
 */
function causeTime(cause: PostingCause) {
  switch (cause.type) {
    case 'topup':
      return sql`coalesce((select date_posted from topup_requests where id = ${cause.id}), now())`;
    case 'journal':
      return sql`coalesce((select date_posted from journal_entries where id = ${cause.id}), now())`;
    case 'transmittal_detail':
      return sql`coalesce((select h.approved_date from transmittal_details d
        join transmittal_headers h on h.id = d.transmittal_header_id where d.id = ${cause.id}), now())`;
  }
}

function describeCause(type: PostingCauseType): string {
  switch (type) {
    case 'topup':
      return 'top-up request';
    case 'journal':
      return 'journal entry';
    case 'transmittal_detail':
      return 'transmittal entry';
  }
}

type AccountKey = { kind: 'system'; name: SystemAccountName } | { kind: 'wallet'; customerId: number };

/**
 * Adds `delta` to an account's cached balance (locking its row until the transaction ends), opening the
 * account on first use. Query-builder calls, so that int8 values come back as numbers on both drivers.
 */
async function addToAccount(tx: Database, key: AccountKey, delta: number) {
  const match = key.kind === 'system' ? eq(accounts.name, key.name) : eq(accounts.customerId, key.customerId);
  const returning = { id: accounts.id, balance: accounts.balance };
  const [updated] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${delta}` })
    .where(match)
    .returning(returning);
  if (updated) return updated;
  const [inserted] = await tx
    .insert(accounts)
    .values(
      key.kind === 'system'
        ? { kind: 'system', name: key.name, balance: delta }
        : { kind: 'wallet', customerId: key.customerId, balance: delta },
    )
    .onConflictDoUpdate({
      target: key.kind === 'system' ? accounts.name : accounts.customerId,
      set: { balance: sql`${accounts.balance} + excluded.balance` },
    })
    .returning(returning);
  if (!inserted) throw new Error('account upsert returned nothing');
  return inserted;
}

/** The customer's wallet balance in centavos; 0 for a customer whose wallet has never been credited. */
export async function getWalletBalance(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  return row?.balance ?? 0;
}

/** Whether a cause has been posted (for callers that want to tell "already posted" before trying). */
export async function isCausePosted(db: Database, cause: PostingCause): Promise<boolean> {
  const rows = await db
    .select({ id: postings.id })
    .from(postings)
    .where(and(eq(postings.causeType, cause.type), eq(postings.causeId, cause.id)));
  return rows.length > 0;
}
