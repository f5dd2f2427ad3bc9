import type { InboxItem, InboxKind } from '@core/api/inbox';
import { TopupStatus } from '@core/topup-status';

/** How the inbox shows one kind and where each of its items is acted on. */
export interface InboxKindView {
  /** The section's heading. */
  title: string;
  /** The link's words: what the person does there. */
  action: string;
  /** The screen, drawer or dialog where the item is acted on: one click from the inbox. */
  pathOf: (item: InboxItem) => string;
  /** The list of all of them, for a kind with more than the answer carries. */
  listPath: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Every kind of core/api/inbox.ts, with its words and links: a new kind (issue 30's bank lines to confirm)
 * is one entry here, beside its line in core and its read on the server (docs/decisions/0042); the Record
 * makes a missing one fail to compile.
 */
export const INBOX_KIND_VIEWS: Record<InboxKind, InboxKindView> = {
  'journal-approval': {
    title: 'Journal entries to approve',
    action: 'Approve or reject',
    // The list searched by the entry's reference, with its panel (Approve, Reject) open.
    pathOf: (item) =>
      `/BackOffice/Journal-Entry-Loading?${query({
        view: 'awaiting',
        searchBy: '1',
        search: item.reference ?? '',
        panel: item.reference ?? '',
      })}`,
    listPath: '/BackOffice/Journal-Entry-Loading?view=awaiting',
  },
  'transmittal-approval': {
    title: 'Transmittals to approve',
    action: 'Review',
    // The Pending list, where an encoder ticks it and approves, with its details open.
    pathOf: (item) => `/BackOffice/Transmittal-List?${query({ status: '0', panel: `view-${item.id}` })}`,
    listPath: '/BackOffice/Transmittal-List?status=0',
  },
  'payment-to-return': {
    title: 'Payments to return',
    action: 'Refund',
    pathOf: () => '/BackOffice/Payments-to-Return',
    listPath: '/BackOffice/Payments-to-Return',
  },
  'topup-on-hold': {
    title: 'Requests On Hold',
    action: 'Change status',
    // The list searched by its Transaction No., with its details panel (Change Status) open.
    pathOf: (item) =>
      `/BackOffice/Topup-Requests?${query({
        status: String(TopupStatus.OnHold),
        reference: item.reference ?? '',
        panel: item.reference ?? '',
      })}`,
    listPath: `/BackOffice/Topup-Requests?status=${TopupStatus.OnHold}`,
  },
  'role-request': {
    title: 'Role requests to approve',
    action: 'Approve or reject',
    // User Manager's "Role requests awaiting approval", with the account's sign-in history to read first.
    pathOf: () => '/BackOffice/User-Manager',
    listPath: '/BackOffice/User-Manager',
  },
};
