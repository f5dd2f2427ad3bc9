import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Mirrors the SQL migrations (the migrations are the source of truth; keep this in step with them). */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  mobileNo: text('mobile_no').notNull().unique(),
  email: text('email'),
  tags: text('tags').array().notNull().default([]),
  passwordHash: text('password_hash').notNull(),
  qrCode: text('qr_code').unique(),
  profileImage: bytea('profile_image'),
  profileImageType: text('profile_image_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0016: a temporary password given by a top-up admin, to be changed at the next login. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const paymentMethods = pgTable('payment_methods', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  status: smallint('status').notNull(),
  minimumAmount: bigint('minimum_amount', { mode: 'number' }).notNull(),
  daysValidity: integer('days_validity').notNull(),
  priority: integer('priority').notNull(),
  topupOptions: integer('topup_options').array().notNull().default([]),
  remarks: text('remarks'),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  /** 0019: how to pay with this method (null: the portal's own words), and the account to pay into. */
  instructions: text('instructions'),
  bankName: text('bank_name'),
  bankAccountName: text('bank_account_name'),
  bankAccountNumber: text('bank_account_number'),
});

/** Ledger accounts: a wallet per customer, and named system accounts (clearing:<code>, adjustments, ...). */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
  customerId: integer('customer_id')
    .unique()
    .references(() => customers.id),
  name: text('name').unique(),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per cause of a movement of money; (causeType, causeId) is unique. */
export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    causeType: text('cause_type', { enum: ['topup', 'journal', 'transmittal_detail'] }).notNull(),
    causeId: bigint('cause_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('postings_cause_key').on(t.causeType, t.causeId)],
);

/** Signed centavos: the source account's entry is negative, the wallet's positive; all entries sum to 0. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => postings.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The time the history orders the entry by: its cause's (decision 0036). */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** On a wallet, its balance after this entry in (postedAt, id) order; null on system accounts. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    index('ledger_entries_account_posted_idx').on(t.accountId, t.postedAt, t.id),
    index('ledger_entries_posting_idx').on(t.postingId),
  ],
);

export const topupRequests = pgTable(
  'topup_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referenceNumber: text('reference_number').notNull(),
    topupOption: smallint('topup_option').notNull(),
    ewalletCustomerId: integer('ewallet_customer_id')
      .notNull()
      .references(() => customers.id),
    ewalletAccountName: text('ewallet_account_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paymentMethodCode: integer('payment_method_code')
      .notNull()
      .references(() => paymentMethods.code),
    status: smallint('status').notNull().default(0),
    remarks: text('remarks'),
    billingAddress: text('billing_address'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    datePosted: timestamp('date_posted', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdByCustomerId: integer('created_by_customer_id').references(() => customers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0010: SHA-256 of the caller's Idempotency-Key scope and key; null without a key. */
    idempotencyKeyHash: text('idempotency_key_hash'),
    /** 0019: the secret of the request's receipt link (/receipt/<token>); drawn by the database. */
    receiptToken: text('receipt_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    /** 0019: the payer's e-mail address for the request's notices, when given. */
    payerEmail: text('payer_email'),
  },
  (t) => [
    unique('topup_requests_reference_key').on(t.referenceNumber),
    index('topup_requests_status_date_idx').on(t.status, t.dateCreated),
    index('topup_requests_method_date_idx').on(t.paymentMethodCode, t.dateCreated),
    // 0006: keyset order and index-only statistics; replaces the plain date index of 0003.
    index('topup_requests_date_id_cover_idx').on(t.dateCreated, t.id),
    index('topup_requests_status_method_date_idx').on(t.status, t.paymentMethodCode, t.dateCreated),
    index('topup_requests_customer_date_idx').on(t.ewalletCustomerId, t.dateCreated),
    // 0024: a page of the wallet history's requests that moved no money (decision 0036).
    index('topup_requests_customer_unposted_idx')
      .on(t.ewalletCustomerId, t.dateCreated, t.id)
      .where(sql`status <> 1`),
    index('topup_requests_amount_idx').on(t.amount),
    // 0018: "starts with" searches (LIKE 'X%') under a collation that is not C.
    index('topup_requests_reference_prefix_idx').on(t.referenceNumber.op('text_pattern_ops')),
    // 0015: card requests that ended Cancelled or Expired, by when, for reconciliation's later reads.
    index('topup_requests_card_ended_idx')
      .on(t.updatedAt)
      .where(sql`payment_method_code = 101 and status in (3, 4)`),
  ],
);

export const topupStatusHistory = pgTable(
  'topup_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topupRequestId: integer('topup_request_id')
      .notNull()
      .references(() => topupRequests.id),
    /** null for the creation. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    remarks: text('remarks'),
    actorKind: text('actor_kind', { enum: ['customer', 'backoffice', 'system', 'provider'] }).notNull(),
    actorId: integer('actor_id').references(() => customers.id),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topup_status_history_request_idx').on(t.topupRequestId, t.id)],
);

/**
 * Requests and centavos per Manila day, method and status, kept by triggers on topup_requests (migration
 * 0009): read-only for the code. A key's figures are the sum of its slots.
 */
export const topupDailyCounts = pgTable(
  'topup_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paymentMethodCode: integer('payment_method_code').notNull(),
    status: smallint('status').notNull(),
    slot: smallint('slot').notNull(),
    requestCount: bigint('request_count', { mode: 'number' }).notNull(),
    amountTotal: bigint('amount_total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.paymentMethodCode, t.status, t.slot] })],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  scope: text('scope').notNull(),
  customerId: integer('customer_id').notNull(),
  via: text('via').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** 0016: password right, second factor not yet given: no route sees this as a session. */
  secondFactorPending: boolean('second_factor_pending').notNull().default(false),
  /** 0022: 'password' or 'password+factor' (core/two-factor.ts SessionProof), how the session was proven. */
  proof: text('proof').$type<'password' | 'password+factor'>().notNull().default('password'),
});

/** 0016: one TOTP factor per back-office user (docs/decisions/0022). */
export const secondFactors = pgTable('second_factors', {
  customerId: integer('customer_id').primaryKey(),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  secretPublished: boolean('secret_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  { customerId: integer('customer_id').notNull(), codeHash: text('code_hash').notNull() },
  (table) => [primaryKey({ columns: [table.customerId, table.codeHash] })],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  bodyHash: text('body_hash').notNull(),
  statusCode: integer('status_code'),
  responseBody: text('response_body'),
  responseType: text('response_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 0012: until when the claim's request may still be running; past it, a retry takes the claim over. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull().defaultNow(),
  /** 0012: 1, plus one per takeover; only the latest attempt stores its answer. */
  attempt: integer('attempt').notNull().default(1),
});

export const paymentEvents = pgTable('payment_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  referenceNumber: text('reference_number').notNull(),
  gateway: text('gateway').notNull(),
  kind: text('kind').notNull(),
  outcome: text('outcome').notNull(),
  latencyMs: integer('latency_ms'),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  referenceNumber: text('reference_number').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  buyer: jsonb('buyer').notNull(),
  redirectUrls: jsonb('redirect_urls').notNull(),
  status: text('status').notNull().default('PENDING_PAYMENT'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's last answer for each card payment (migration 0014), read by the reconciliation report. */
export const cardPaymentStates = pgTable('card_payment_states', {
  referenceNumber: text('reference_number').primaryKey(),
  gateway: text('gateway').notNull(),
  providerStatus: text('provider_status').notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }),
  currency: text('currency').notNull(),
  paymentId: text('payment_id'),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payments-to-return queue (migration 0015): card payments taken for a request that can no longer be
 * posted, one per reference, each waiting for a top-up admin's refund. status: 0 to return, 1 refunded.
 */
export const paymentsToReturn = pgTable('payments_to_return', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  referenceNumber: text('reference_number').notNull().unique(),
  topupRequestId: integer('topup_request_id')
    .notNull()
    .references(() => topupRequests.id),
  requestStatus: smallint('request_status').notNull(),
  gateway: text('gateway').notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  providerPaymentId: text('provider_payment_id'),
  reason: text('reason').notNull(),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  status: smallint('status').notNull().default(0),
  refundClaimedUntil: timestamp('refund_claimed_until', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundedById: integer('refunded_by_id').references(() => customers.id),
  refundedByName: text('refunded_by_name'),
  refundReason: text('refund_reason'),
  providerRefundId: text('provider_refund_id'),
  lastRefundError: text('last_refund_error'),
});

export const paymentChecks = pgTable('payment_checks', {
  referenceNumber: text('reference_number').primaryKey(),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(1),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id'),
  actorName: text('actor_name').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
});

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referenceNumber: text('reference_number').notNull(),
    ewalletCustomerId: integer('ewallet_customer_id')
      .notNull()
      .references(() => customers.id),
    ewalletAccountName: text('ewallet_account_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    initiatedById: integer('initiated_by_id').references(() => customers.id),
    initiatedByName: text('initiated_by_name').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** 0013: null until posted (an entry awaiting approval, rejected or withdrawn has none). */
    datePosted: timestamp('date_posted', { withTimezone: true }).defaultNow(),
    /** 0012: SHA-256 of the caller's Idempotency-Key scope and key; null without a key. */
    idempotencyKeyHash: text('idempotency_key_hash'),
    /** 0013: 0 awaiting approval, 1 posted, 2 rejected, 3 withdrawn (core/api/journal-entries.ts). */
    status: smallint('status').notNull().default(1),
    /** 0013: who approved, rejected or withdrew it, when, and the reason of a rejection or withdrawal. */
    checkedById: integer('checked_by_id').references(() => customers.id),
    checkedByName: text('checked_by_name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    unique('journal_entries_reference_key').on(t.referenceNumber),
    index('journal_entries_date_idx').on(t.dateCreated, t.id),
    index('journal_entries_status_date_idx').on(t.status, t.dateCreated, t.id),
    index('journal_entries_contact_idx').on(t.contactNumber),
    index('journal_entries_amount_idx').on(t.amount),
  ],
);

export const departments = pgTable('departments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  departmentName: text('department_name').notNull(),
  status: boolean('status').notNull().default(true),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** 0013: at most one active employee per wallet (employees_active_wallet_key, unique where status). */
export const employees = pgTable('employees', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  position: text('position').notNull(),
  departmentId: integer('department_id').notNull(),
  ewalletAccountInfo: text('ewallet_account_info').notNull(),
  ewalletCustomerId: integer('ewallet_customer_id').notNull(),
  status: boolean('status').notNull().default(true),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  /** 0012: SHA-256 of the caller's Idempotency-Key scope and key; null without a key. */
  idempotencyKeyHash: text('idempotency_key_hash'),
});

export const transmittalHeaders = pgTable('transmittal_headers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  transmittalDate: date('transmittal_date', { mode: 'string' }).notNull(),
  dateStart: date('date_start', { mode: 'string' }).notNull(),
  dateEnd: date('date_end', { mode: 'string' }).notNull(),
  remarks: text('remarks'),
  departmentId: integer('department_id').notNull(),
  status: smallint('status').notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull(),
  initiatedById: integer('initiated_by_id').notNull(),
  initiatedByName: text('initiated_by_name').notNull(),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  approvedById: integer('approved_by_id'),
  approvedByName: text('approved_by_name'),
  approvedDate: timestamp('approved_date', { withTimezone: true }),
  rejectedById: integer('rejected_by_id'),
  rejectedByName: text('rejected_by_name'),
  rejectedDate: timestamp('rejected_date', { withTimezone: true }),
  /** 0012: SHA-256 of the caller's Idempotency-Key scope and key; null without a key. */
  idempotencyKeyHash: text('idempotency_key_hash'),
  /** 0017: why it was rejected (required by the API since issue 19); null before that and if not rejected. */
  rejectionReason: text('rejection_reason'),
});

/** 0012: periodic jobs' leases and bookmarks (modules/periodic). */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
});

export const transmittalDetails = pgTable('transmittal_details', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  transmittalHeaderId: integer('transmittal_header_id').notNull(),
  employeeId: integer('employee_id').notNull(),
  employeeName: text('employee_name').notNull(),
  position: text('position').notNull(),
  ewalletAccountInfo: text('ewallet_account_info').notNull(),
  ewalletCustomerId: integer('ewallet_customer_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** 0013: a line saved before the one-line-per-wallet rule that repeats a wallet of its transmittal. */
  repeatsWalletBefore0013: boolean('repeats_wallet_before_0013').notNull().default(false),
});

/** 0018: a staff user's saved views of a list (name, the list's address query, shown columns). */
export const savedListViews = pgTable('saved_list_views', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  list: text('list').notNull(),
  name: text('name').notNull(),
  query: text('query').notNull(),
  columns: text('columns').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0020: the outbox of a request's notices (decision 0027), one per cause (kind) and channel. */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topupRequestId: integer('topup_request_id')
      .notNull()
      .references(() => topupRequests.id),
    kind: text('kind', { enum: ['created', 'posted', 'cancelled', 'expired'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    subject: text('subject'),
    body: text('body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notices_cause_key').on(t.topupRequestId, t.kind, t.channel),
    index('notices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state in ('queued', 'sending')`),
  ],
);

/** 0021: a grant of back-office roles awaiting a second top-up admin (docs/decisions/0031). */
export const roleRequests = pgTable(
  'role_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    roles: text('roles').array().notNull(),
    rolesBefore: text('roles_before').array().notNull(),
    /** 0023: 'roles' (roles asked for) or 'second-factor-reset' (roles = roles_before) (core/api/role-requests.ts). */
    kind: text('kind').notNull().default('roles'),
    /** 0 awaiting approval, 1 approved, 2 rejected, 3 withdrawn (core/api/role-requests.ts). */
    status: smallint('status').notNull().default(0),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => customers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: integer('decided_by_id').references(() => customers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('role_requests_one_pending_key')
      .on(t.customerId)
      .where(sql`status = 0`),
  ],
);
