import { JOURNAL_STATUS_NAMES, type JournalStatus } from './api/journal-entries.ts';
import { PAYMENT_METHOD_STATUS_LABELS, TOPUP_OPTION_LABELS } from './api/payment-method-admin.ts';
import { TRANSMITTAL_STATUS_NAMES, type TransmittalStatus } from './api/transmittals.ts';
import { ROLE_LABELS } from './api/users.ts';
import { formatDay, formatManilaDateTime } from './manila-date.ts';
import { formatPesos } from './money.ts';
import { TOPUP_STATUS_NAMES, type TopupStatusCode } from './topup-status.ts';

/**
 * The audit log in staff's words. The server stores what the code did (action codes, field names, ids,
 * amounts in pesos as numbers); the screen shows it through these tables. Every action the server may write
 * is a key here (AuditAction types the server's writer), and every field it writes must have a label
 * (the server's writer checks it under test), so a new one cannot reach the screen in developer language.
 */
export const AUDIT_ACTION_LABELS = {
  login: 'Logged in',
  'login.failed': 'Failed to log in (wrong password)',
  'login.refused': 'Was refused the back office (no role, or a temporary password)',
  'site-disabled.set': 'Switched the maintenance notice',
  'payment-method.update': 'Edited a payment method',
  'user.tag': 'Set a user type',
  'user.role-change': 'Changed a user type',
  'user.remove': 'Removed a user',
  // Four eyes on privilege (decision 0031)
  'user.role-request': 'Asked for a user type (a second Topup Admin approves it)',
  'user.role-request.refused': 'Was refused asking for a user type',
  'user.role-request.approve': 'Approved a user type request',
  'user.role-request.reject': 'Rejected a user type request',
  'user.role-request.withdraw': 'Withdrew a user type request',
  'user.role-request.approve.refused': 'Was refused approving a user type request',
  'user.role-request.reject.refused': 'Was refused rejecting a user type request',
  'user.role-request.withdraw.refused': "Was refused withdrawing another's user type request",
  'user.grant-first-admin': 'Made the first Topup Admin (from the server console)',
  'journal-entry.create': 'Created a journal entry',
  'journal-entry.approve': 'Approved a journal entry',
  'journal-entry.reject': 'Rejected a journal entry',
  'journal-entry.withdraw': 'Withdrew a journal entry',
  // Four-eyes refusals (decision 0013): the attempt stays on record.
  'journal-entry.create.refused': 'Was refused a journal entry to their own e-wallet',
  'journal-entry.approve.refused': 'Was refused approving a journal entry',
  'journal-entry.reject.refused': 'Was refused rejecting a journal entry',
  'journal-entry.withdraw.refused': "Was refused withdrawing another's journal entry",
  'topup.status': 'Changed a top-up status',
  'topup.status.refused': 'Was refused posting their own top-up request',
  'topup.repost': 'Posted a card top-up after reading the payment again',
  'transmittal.approve.refused': 'Was refused approving a transmittal that pays them',
  'payment-to-return.refund': 'Refunded a card payment that could not be posted',
  'payment-to-return.refund.failed': 'Tried to refund a card payment; the provider did not',
  'department.create': 'Created a department',
  'department.update': 'Edited a department',
  'employee.create': 'Created an employee',
  'employee.update': 'Edited an employee',
  'transmittal.create': 'Created a transmittal',
  'transmittal.approve': 'Approved a transmittal',
  'transmittal.reject': 'Rejected a transmittal',
  // Two-factor sign-in and passwords (decision 0022)
  'second-factor.enrol': 'Set up two-factor sign-in',
  'second-factor.reset': "Reset a user's two-factor sign-in",
  // Four eyes on a second-factor reset (decision 0031)
  'second-factor.reset-request':
    "Asked for a user's two-factor sign-in to be reset (a second Topup Admin approves it)",
  'second-factor.reset-request.refused': "Was refused asking for a user's two-factor sign-in to be reset",
  'second-factor.reset-request.approve': 'Approved a two-factor reset request',
  'second-factor.reset-request.reject': 'Rejected a two-factor reset request',
  'second-factor.reset-request.withdraw': 'Withdrew a two-factor reset request',
  'second-factor.reset-request.approve.refused': 'Was refused approving a two-factor reset request',
  'second-factor.reset-request.reject.refused': 'Was refused rejecting a two-factor reset request',
  'second-factor.reset-request.withdraw.refused':
    "Was refused withdrawing another's two-factor reset request",
  'second-factor.recovery-code-used': 'Signed in with a recovery code',
  'second-factor.step-up': 'Gave the second factor for an open session',
  'second-factor.recovery-codes': 'Made new recovery codes',
  'password.change': 'Changed their password',
  'password.temporary': 'Gave a customer a temporary password',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/** The action in words; an unknown code (an old row) as it was stored. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** Another record an audited field points at, named by the server when the log is read. */
export type AuditReferenceKind = 'user' | 'department' | 'employee';

type FieldShow =
  | 'text'
  | 'pesos'
  | 'instant'
  | 'day'
  | 'yes-no'
  | 'status'
  | 'roles'
  | 'topup-options'
  | 'lines'
  | 'scope'
  | AuditReferenceKind;

interface AuditFieldSpec {
  /** As the field is called on screen. */
  label: string;
  show: FieldShow;
}

const field = (label: string, show: FieldShow = 'text'): AuditFieldSpec => ({ label, show });

/**
 * Every field the server writes into an audit row's before/after, with its label and how to show it. A row
 * lists its fields in this order (the database's JSON keeps its own).
 */
export const AUDIT_FIELDS = {
  // Users and logins
  fullName: field('Name'),
  mobileNo: field('Mobile number'),
  tags: field('User type', 'roles'),
  role: field('As', 'roles'),
  requestedById: field('Requested by', 'user'),
  roleRequestId: field('Role request'),
  scope: field('Signed in to', 'scope'),
  address: field('From address'),
  // Site settings
  disabled: field('Maintenance notice shown', 'yes-no'),
  // Payment methods
  name: field('Name'),
  status: field('Status', 'status'),
  minimumAmount: field('Minimum amount', 'pesos'),
  daysValidity: field('Days valid'),
  priority: field('Priority'),
  topupOptions: field('Top-up options', 'topup-options'),
  instructions: field('Payment instructions'),
  bankName: field('Bank'),
  bankAccountName: field('Bank account name'),
  bankAccountNumber: field('Bank account number'),
  // Journal entries
  amount: field('Amount', 'pesos'),
  purpose: field('Purpose'),
  initiatedBy: field('Initiated by'),
  datePosted: field('Date posted', 'instant'),
  reason: field('Reason'),
  refused: field('Refused because'),
  // Departments and employees
  departmentName: field('Department name'),
  firstName: field('First name'),
  middleName: field('Middle name'),
  lastName: field('Last name'),
  position: field('Position'),
  departmentId: field('Department', 'department'),
  ewalletAccountInfo: field('E-wallet account'),
  ewalletCustomerId: field('E-wallet holder', 'user'),
  // Transmittals
  transmittalDate: field('Transmittal date', 'day'),
  dateStart: field('Period from', 'day'),
  dateEnd: field('Period to', 'day'),
  total: field('Total', 'pesos'),
  lines: field('Amounts', 'lines'),
  remarks: field('Remarks'),
  creditedEmployees: field('Employees credited'),
  approvedById: field('Approved by', 'user'),
  approvedDate: field('Approved on', 'instant'),
  rejectedById: field('Rejected by', 'user'),
  rejectedDate: field('Rejected on', 'instant'),
  rejectionReason: field('Reason for rejecting'),
  employee: field('Employee'),
  // Payments to return
  currency: field('Currency'),
  gateway: field('Card provider'),
  providerPaymentId: field("Provider's payment id"),
  providerRefundId: field("Provider's refund id"),
  refundedAt: field('Refunded on', 'instant'),
  error: field('Error'),
  // Two-factor sign-in and passwords
  secondFactor: field('With two-factor code', 'yes-no'),
  enrolled: field('Two-factor set up', 'yes-no'),
  recoveryCodes: field('Recovery codes issued'),
  otherSessionsEnded: field('Other sessions ended', 'yes-no'),
} as const satisfies Record<string, AuditFieldSpec>;

export type AuditField = keyof typeof AUDIT_FIELDS;

export function isAuditField(name: string): name is AuditField {
  return Object.hasOwn(AUDIT_FIELDS, name);
}

/** The fields of a before/after that have no label (none, when the writer keeps to AUDIT_FIELDS). */
export function unlabelledAuditFields(value: unknown): string[] {
  const record = asRecord(value);
  return record ? Object.keys(record).filter((key) => !isAuditField(key)) : [];
}

/** The key of a referenced record in an audit entry's `names`: "user:3". */
export function auditReferenceKey(kind: AuditReferenceKind, id: number): string {
  return `${kind}:${id}`;
}

/** The ids a before/after points at, by kind, for the server to name. */
export function auditReferences(value: unknown): { kind: AuditReferenceKind; id: number }[] {
  const record = asRecord(value);
  if (!record) return [];
  const found: { kind: AuditReferenceKind; id: number }[] = [];
  for (const [key, item] of Object.entries(record)) {
    if (!isAuditField(key)) continue;
    const show = AUDIT_FIELDS[key].show;
    if ((show === 'user' || show === 'department' || show === 'employee') && isId(item)) {
      found.push({ kind: show, id: item });
    }
    if (show === 'lines' && Array.isArray(item)) {
      for (const line of item) {
        const employeeId = asRecord(line)?.employeeId;
        if (isId(employeeId)) found.push({ kind: 'employee', id: employeeId });
      }
    }
  }
  return found;
}

export type AuditNames = Readonly<Record<string, string>>;

const STATUS_NAMES_BY_ENTITY: Readonly<Record<string, (value: unknown) => string | undefined>> = {
  topup_request: (value) => TOPUP_STATUS_NAMES[value as TopupStatusCode],
  transmittal: (value) => TRANSMITTAL_STATUS_NAMES[value as TransmittalStatus],
  'journal-entry': (value) => JOURNAL_STATUS_NAMES[value as JournalStatus],
  'payment-method': (value) => PAYMENT_METHOD_STATUS_LABELS[value as number],
  department: (value) => (typeof value === 'boolean' ? (value ? 'Active' : 'Inactive') : undefined),
  employee: (value) => (typeof value === 'boolean' ? (value ? 'Active' : 'Inactive') : undefined),
};

const SCOPE_NAMES: Readonly<Record<string, string>> = { backoffice: 'Back office', portal: 'Portal' };

/** One value as staff read it: ₱ amounts, Manila dates, names instead of ids, words instead of codes. */
export function showAuditValue(
  fieldName: string,
  value: unknown,
  context: { entity: string; names: AuditNames },
): string {
  if (value === null || value === undefined || value === '') return '—';
  const show: FieldShow = isAuditField(fieldName) ? AUDIT_FIELDS[fieldName].show : 'text';
  const named = (kind: AuditReferenceKind, id: unknown) =>
    isId(id) ? (context.names[auditReferenceKey(kind, id)] ?? `#${id}`) : plain(id);
  switch (show) {
    case 'pesos':
      return typeof value === 'number' && Number.isFinite(value) ? formatPesos(value) : plain(value);
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? formatManilaDateTime(value)
        : plain(value);
    case 'day':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : plain(value);
    case 'yes-no':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : plain(value);
    case 'status':
      return STATUS_NAMES_BY_ENTITY[context.entity]?.(value) ?? plain(value);
    case 'roles':
      if (typeof value === 'string') return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value;
      return Array.isArray(value)
        ? value.map((tag) => ROLE_LABELS[tag as keyof typeof ROLE_LABELS] ?? plain(tag)).join(', ') || 'None'
        : plain(value);
    case 'topup-options': {
      const options: unknown = typeof value === 'string' ? safeJson(value) : value;
      return Array.isArray(options)
        ? options.map((option) => TOPUP_OPTION_LABELS[option as number] ?? plain(option)).join(', ') || 'None'
        : plain(value);
    }
    case 'scope':
      return typeof value === 'string' ? (SCOPE_NAMES[value] ?? value) : plain(value);
    case 'lines':
      return Array.isArray(value)
        ? value
            .map((line) => {
              const record = asRecord(line);
              const amount = record?.amount;
              return `${named('employee', record?.employeeId)} ${typeof amount === 'number' ? formatPesos(amount) : ''}`.trim();
            })
            .join('; ')
        : plain(value);
    case 'user':
    case 'department':
    case 'employee':
      return named(show, value);
    case 'text':
      return plain(value);
  }
}

/** The label of a field; an unknown one (an old row) as it was stored. */
export function auditFieldLabel(fieldName: string): string {
  return isAuditField(fieldName) ? AUDIT_FIELDS[fieldName].label : fieldName;
}

/**
 * One line per field that differs between before and after ("Status: Pending → Rejected"), or that only the
 * after holds ("Rejected by: Ben Cruz"); a record with only an after (a login, a creation) lists its fields.
 */
export function describeAuditChanges(entry: {
  entity: string;
  before: unknown;
  after: unknown;
  names?: AuditNames | undefined;
}): string[] {
  const context = { entity: entry.entity, names: entry.names ?? {} };
  const show = (key: string, value: unknown) => showAuditValue(key, value, context);
  const old = asRecord(entry.before);
  const now = asRecord(entry.after);
  if (!old && !now) return [];
  if (!old) {
    const after = now ?? {};
    return inCatalogOrder(Object.keys(after)).map(
      (key) => `${auditFieldLabel(key)}: ${show(key, after[key])}`,
    );
  }
  if (!now) {
    return inCatalogOrder(Object.keys(old)).map(
      (key) => `${auditFieldLabel(key)}: ${show(key, old[key])} → —`,
    );
  }
  const keys = inCatalogOrder([...new Set([...Object.keys(old), ...Object.keys(now)])]);
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) =>
      // A field only the after holds is what the row is about (a name, an amount, who decided), not a change.
      Object.hasOwn(old, key)
        ? `${auditFieldLabel(key)}: ${show(key, old[key])} → ${show(key, now[key])}`
        : `${auditFieldLabel(key)}: ${show(key, now[key])}`,
    );
}

const CATALOG_ORDER = new Map(Object.keys(AUDIT_FIELDS).map((name, index) => [name, index]));

/** Known fields in AUDIT_FIELDS' order, unknown ones after them as they came. */
function inCatalogOrder(keys: string[]): string[] {
  const rank = (key: string) => CATALOG_ORDER.get(key) ?? Number.MAX_SAFE_INTEGER;
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key }) => key);
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}
