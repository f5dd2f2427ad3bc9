function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : null;
}

/** The words of a kind of record, for one without a name of its own ("Transmittal 12"). */
const RECORD_NOUNS: Readonly<Record<string, string>> = {
  transmittal: 'Transmittal',
  topup_request: 'Top-up request',
};

/** What the record is, for people: its name when the record has one, with its id. */
export function describeRecord(
  entity: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
): string {
  const name = [asRecord(after), asRecord(before)]
    .map((record) => record?.fullName ?? record?.name ?? record?.departmentName)
    .find((value) => typeof value === 'string');
  if (typeof name !== 'string') {
    const noun = RECORD_NOUNS[entity];
    return noun && entityId ? `${noun} ${entityId}` : (entityId ?? '');
  }
  return entityId ? `${name} (${entityId})` : name;
}
