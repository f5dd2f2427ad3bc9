import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELDS,
  auditReferences,
  describeAuditChanges,
  unlabelledAuditFields,
} from './audit-labels.ts';

/** A label in developer language: a code, camelCase, snake_case or dotted words. */
const looksLikeCode = (label: string) => /[a-z][A-Z]|_|\w\.\w|^[a-z]/.test(label);

describe('audit labels', () => {
  it('names every action the server writes in plain words', () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label, action).not.toBe(action);
      expect(looksLikeCode(label), `${action}: ${label}`).toBe(false);
    }
  });

  it('labels every audited field as the screens call it', () => {
    for (const [name, spec] of Object.entries(AUDIT_FIELDS)) {
      expect(looksLikeCode(spec.label), `${name}: ${spec.label}`).toBe(false);
    }
    expect(unlabelledAuditFields({ rejectedById: 3, total: 1, somethingNew: 1 })).toEqual(['somethingNew']);
  });

  it('shows a rejection with the name of who rejected it and the date in Manila', () => {
    expect(
      describeAuditChanges({
        entity: 'transmittal',
        before: { status: 0 },
        after: { status: 2, rejectedById: 3, rejectedDate: '2026-11-24T02:30:00.000Z' },
        names: { 'user:3': 'Ben Cruz' },
      }),
    ).toEqual(['Status: Pending → Rejected', 'Rejected by: Ben Cruz', 'Rejected on: Nov 24, 2026, 10:30 AM']);
  });

  it('shows amounts in pesos, departments and employees by name, and an unnamed id as #id', () => {
    expect(
      describeAuditChanges({
        entity: 'transmittal',
        before: null,
        after: {
          departmentId: 5,
          total: 175.25,
          lines: [
            { employeeId: 12, amount: 100 },
            { employeeId: 13, amount: 75.25 },
          ],
        },
        names: { 'department:5': 'Finance', 'employee:12': 'Ana Reyes' },
      }),
    ).toEqual(['Department: Finance', 'Total: ₱175.25', 'Amounts: Ana Reyes ₱100.00; #13 ₱75.25']);
  });

  it('shows codes as words: top-up statuses, user types, payment-method options, yes and no', () => {
    expect(
      describeAuditChanges({ entity: 'topup_request', before: { status: 0 }, after: { status: 1 } }),
    ).toEqual(['Status: Pending → Done']);
    expect(
      describeAuditChanges({ entity: 'user', before: { tags: [] }, after: { tags: ['TOPUP_ADMIN'] } }),
    ).toEqual(['User type: None → Topup Admin']);
    expect(
      describeAuditChanges({
        entity: 'payment-method',
        before: { topupOptions: [1], status: 1 },
        after: { topupOptions: [1, 2], status: 0 },
      }),
    ).toEqual(['Status: Active → Hidden', 'Top-up options: Load Self → Load Self, Load on Behalf']);
    expect(
      describeAuditChanges({ entity: 'app-setting', before: { disabled: false }, after: { disabled: true } }),
    ).toEqual(['Maintenance notice shown: No → Yes']);
  });

  it('finds the ids to name, lines included', () => {
    expect(
      auditReferences({ approvedById: 3, departmentId: 5, lines: [{ employeeId: 12, amount: 1 }], total: 4 }),
    ).toEqual([
      { kind: 'user', id: 3 },
      { kind: 'department', id: 5 },
      { kind: 'employee', id: 12 },
    ]);
  });
});
