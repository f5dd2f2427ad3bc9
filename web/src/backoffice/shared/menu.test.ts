import { describe, expect, it } from 'vitest';
import { MENU, menuFor, menuItemAt } from './menu';

describe('menuItemAt', () => {
  it('finds the item of a screen, whatever the spelling, and of a drill-down below it', () => {
    expect(menuItemAt(MENU, '/BackOffice/Employee')?.label).toBe('Employee');
    expect(menuItemAt(MENU, '/backoffice/payments-to-return')?.label).toBe('Payments to Return');
    expect(menuItemAt(MENU, '/BackOffice/Topup-Requests/2026-01-31/1/0')?.label).toBe('Topup Requests');
  });

  it('tells Transmittal Entry from Transmittal List, and finds nothing for a path outside the menu', () => {
    expect(menuItemAt(MENU, '/BackOffice/Transmittal-List')?.label).toBe('Transmittal List');
    expect(menuItemAt(MENU, '/BackOffice/Login')).toBeUndefined();
    expect(menuItemAt(MENU, '/BackOffice')).toBeUndefined();
  });

  it("finds nothing for a screen outside the role's menu", () => {
    expect(menuItemAt(menuFor('TRANSMITTAL_ENCODER'), '/BackOffice/Audit-Log')).toBeUndefined();
  });
});
