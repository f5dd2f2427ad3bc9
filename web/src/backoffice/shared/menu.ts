import type { Role } from '@core/roles';

export interface MenuItem {
  label: string;
  /** The path under /BackOffice. */
  path: string;
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'];
const TOPUP_ADMIN_ONLY: readonly Role[] = ['TOPUP_ADMIN'];

/** The menu of spec section 6; the server enforces the same rules on every endpoint. */
export const MENU: readonly MenuItem[] = [
  { label: 'Dashboard', path: 'Dashboard', roles: ALL },
  { label: 'Topup Requests', path: 'Topup-Requests', roles: TOPUP_ADMIN_ONLY },
  { label: 'Payments to Return', path: 'Payments-to-Return', roles: TOPUP_ADMIN_ONLY },
  { label: 'Journal Entry Loading', path: 'Journal-Entry-Loading', roles: TOPUP_ADMIN_ONLY },
  { label: 'Reconciliation', path: 'Reconciliation', roles: TOPUP_ADMIN_ONLY },
  { label: 'Payment Methods', path: 'Payment-Methods', roles: TOPUP_ADMIN_ONLY },
  { label: 'User Manager', path: 'User-Manager', roles: TOPUP_ADMIN_ONLY },
  { label: 'Department', path: 'Department', roles: ALL },
  { label: 'Employee', path: 'Employee', roles: ALL },
  { label: 'Transmittal Entry', path: 'Transmittal-Entry', roles: ALL },
  { label: 'Transmittal List', path: 'Transmittal-List', roles: ALL },
  { label: 'Audit Log', path: 'Audit-Log', roles: TOPUP_ADMIN_ONLY },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}

/** The item whose screen `pathname` shows (a drill-down such as Topup-Requests/{date}/... included). */
export function menuItemAt(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const screen = pathname.split('/')[2]?.toLowerCase();
  return items.find((item) => item.path.toLowerCase() === screen);
}

/** Every role lands on the dashboard. */
export const LANDING_PATH = '/BackOffice/Dashboard';
