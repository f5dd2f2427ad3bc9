/** Names of the audit log's actions; others show as recorded. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  login: 'Logged in',
  'login.failed': 'Failed to log in (wrong password)',
  'login.refused': 'Was refused the back office (no role)',
  'site-disabled.set': 'Switched the maintenance notice',
  'payment-method.update': 'Edited a payment method',
  'user.tag': 'Set a user type',
  'user.role-change': 'Changed a user type',
  'user.remove': 'Removed a user',
  'journal-entry.create': 'Created a journal entry',
  'journal-entry.approve': 'Approved a journal entry',
  'journal-entry.reject': 'Rejected a journal entry',
  'journal-entry.withdraw': 'Withdrew a journal entry',
  // Four-eyes refusals (decision 0013): the attempt stays on record.
  'journal-entry.create.refused': 'Was refused a journal entry to their own e-wallet',
  'journal-entry.approve.refused': 'Was refused approving a journal entry',
  'journal-entry.reject.refused': 'Was refused rejecting a journal entry',
  'journal-entry.withdraw.refused': "Was refused withdrawing another's journal entry",
  'topup.status.refused': 'Was refused posting their own top-up request',
  'transmittal.approve.refused': 'Was refused approving a transmittal that pays them',
  'topup.status': 'Changed a top-up status',
  'payment-to-return.refund': 'Refunded a card payment that could not be posted',
  'payment-to-return.refund.failed': 'Tried to refund a card payment; the provider did not',
  'department.create': 'Created a department',
  'department.update': 'Edited a department',
  'employee.create': 'Created an employee',
  'employee.update': 'Edited an employee',
  'transmittal.create': 'Created a transmittal',
  'transmittal.approve': 'Approved a transmittal',
  'transmittal.reject': 'Rejected a transmittal',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}

/**
 * One line per field that differs between before and after ("status: 1 → 0"); a record with only an after
 * (a login, a creation) lists its fields.
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  const old = asRecord(before);
  const now = asRecord(after);
  if (!old && !now) return [];
  if (!old) return Object.entries(now ?? {}).map(([key, value]) => `${key}: ${show(value)}`);
  if (!now) return Object.entries(old).map(([key, value]) => `${key}: ${show(value)} → —`);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${show(old[key])} → ${show(now[key])}`);
}

/** What the record is, for people: its name when the record has one, with its id. */
export function describeRecord(entityId: string | null, before: unknown, after: unknown): string {
  const name = [asRecord(after), asRecord(before)]
    .map((record) => record?.fullName ?? record?.name)
    .find((value) => typeof value === 'string');
  if (typeof name !== 'string') return entityId ?? '';
  return entityId ? `${name} (${entityId})` : name;
}
