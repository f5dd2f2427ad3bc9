import type { Role } from '@core/roles';

/**
 * One back-office screen: its menu item, its route, its lazy chunk, its tab title and who may open it. The
 * router (back-office-app.tsx), the sidebar and the tab title (layout/back-office-layout.tsx), the role check
 * (layout/require-role.tsx) and the dashboard's links all read MENU; adding a screen is one line here plus
 * the screen's own folder (docs/decisions/0033).
 */
export interface MenuItem {
  /** The menu's words, and the tab's title while the screen is open. */
  label: string;
  /** The path under /BackOffice. */
  path: string;
  /** Who sees the item and may open the screen; the server enforces the same rule on every endpoint. */
  roles: readonly Role[];
  /**
   * The screen's folder under web/src/backoffice. Its page is `<folder>/<folder>-page.tsx` (default export),
   * loaded as a chunk of its own named after the folder the first time the screen opens.
   */
  folder: string;
  /** Deeper addresses that show the same screen (a drill-down); any other address below it shows the list. */
  subPaths?: readonly string[];
}

/** The "Needs you" inbox's path: the sidebar puts the inbox's count beside its item. */
export const INBOX_PATH = 'Needs-You';

const ALL: readonly Role[] = ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'];
const TOPUP_ADMIN_ONLY: readonly Role[] = ['TOPUP_ADMIN'];

/** The menu of spec section 6, in its order. */
export const MENU: readonly MenuItem[] = [
  { label: 'Dashboard', path: 'Dashboard', roles: ALL, folder: 'dashboard' },
  // What waits for the signed-in person, with its count in the sidebar (issue 28, decision 0042).
  { label: 'Needs you', path: INBOX_PATH, roles: ALL, folder: 'inbox' },
  {
    label: 'Topup Requests',
    path: 'Topup-Requests',
    roles: TOPUP_ADMIN_ONLY,
    folder: 'topup-requests',
    // The dashboard's drill-down (shared/topup-request-links.ts).
    subPaths: [':date/:paymentMethodCode/:status'],
  },
  {
    label: 'Payments to Return',
    path: 'Payments-to-Return',
    roles: TOPUP_ADMIN_ONLY,
    folder: 'payments-to-return',
  },
  {
    label: 'Journal Entry Loading',
    path: 'Journal-Entry-Loading',
    roles: TOPUP_ADMIN_ONLY,
    folder: 'journal-entry',
  },
  { label: 'Reconciliation', path: 'Reconciliation', roles: TOPUP_ADMIN_ONLY, folder: 'reconciliation' },
  { label: 'Payment Methods', path: 'Payment-Methods', roles: TOPUP_ADMIN_ONLY, folder: 'payment-methods' },
  { label: 'User Manager', path: 'User-Manager', roles: TOPUP_ADMIN_ONLY, folder: 'user-manager' },
  { label: 'Department', path: 'Department', roles: ALL, folder: 'department' },
  { label: 'Employee', path: 'Employee', roles: ALL, folder: 'employee' },
  { label: 'Transmittal Entry', path: 'Transmittal-Entry', roles: ALL, folder: 'transmittal-entry' },
  { label: 'Transmittal List', path: 'Transmittal-List', roles: ALL, folder: 'transmittal-list' },
  { label: 'Audit Log', path: 'Audit-Log', roles: TOPUP_ADMIN_ONLY, folder: 'audit-log' },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}

/** The item whose screen `pathname` shows (a drill-down such as Topup-Requests/{date}/... included). */
export function menuItemAt(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const screen = pathname.split('/')[2]?.toLowerCase();
  return items.find((item) => item.path.toLowerCase() === screen);
}

/** Whether `role` may open the screen at `path` (a menu item's path); no item, no screen. */
export function mayOpen(role: Role, path: string): boolean {
  return MENU.some((item) => item.path === path && item.roles.includes(role));
}

/** Every role lands on the dashboard. */
export const LANDING_PATH = '/BackOffice/Dashboard';
