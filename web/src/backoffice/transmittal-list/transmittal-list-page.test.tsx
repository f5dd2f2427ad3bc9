import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSMITTAL_MESSAGES,
  transmittalEndpoints,
  type TransmittalDetail,
  type TransmittalHeader,
} from '@core/api/transmittals';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs, STAFF, type StaffMember } from '../../../test/fixtures/back-office';

/** Two Pending transmittals of the demo's kind: Carla's rice subsidy and an allowance. */
const RICE: TransmittalHeader = {
  id: 31,
  dateCreated: '2026-11-20T01:30:00.000Z',
  approvedDate: null,
  rejectedDate: null,
  departmentId: 2,
  departmentName: 'Store Operations',
  status: 0,
  statusName: 'Pending',
  transmittalDate: '2026-11-20',
  dateStart: '2026-11-01',
  dateEnd: '2026-11-15',
  remarks: 'Rice subsidy',
  total: 3500,
  numberOfEmployees: 2,
  // Saved by another encoder: Carla may approve it (four eyes).
  initiatedById: 77,
  initiatedByName: 'Dina Cruz',
  approveByName: null,
  rejectedByName: null,
  rejectionReason: null,
};
const ALLOWANCE: TransmittalHeader = {
  ...RICE,
  id: 32,
  departmentId: 3,
  departmentName: 'Warehouse',
  transmittalDate: '2026-11-21',
  remarks: 'Allowance',
  total: 1234.5,
  numberOfEmployees: 1,
};
const APPROVED: TransmittalHeader = {
  ...RICE,
  id: 20,
  status: 1,
  statusName: 'Approved',
  approvedDate: '2026-11-16T06:05:00.000Z',
  remarks: 'Allowance, second half of last month',
  approveByName: 'Dario Lim',
};
const REJECTED: TransmittalHeader = {
  ...RICE,
  id: 21,
  status: 2,
  statusName: 'Rejected',
  rejectedDate: '2026-11-17T02:00:00.000Z',
  remarks: 'Overtime (entered twice)',
  rejectedByName: 'Dario Lim',
  rejectionReason: 'Entered twice',
};
const RICE_LINES: TransmittalDetail[] = [
  {
    employeeId: 1,
    employeeName: 'Dela Cruz, Juan Reyes',
    position: 'Cashier',
    ewalletAccountInfo: '09171234567',
    amount: 1500,
  },
  {
    employeeId: 2,
    employeeName: 'Santos, Maria Clara',
    position: 'Bagger',
    ewalletAccountInfo: '09179876543',
    amount: 2000,
  },
];

/**
 * The list as `member` sees it, each status answering its own transmittals; `byStatus` is this test's own,
 * for a decision to change.
 */
async function openList(
  member: StaffMember,
  path = '/BackOffice/Transmittal-List',
  pending: TransmittalHeader[] = [RICE, ALLOWANCE],
) {
  const byStatus: Record<number, TransmittalHeader[]> = {
    0: pending,
    1: [APPROVED],
    2: [REJECTED],
  };
  signInBackOfficeAs(member);
  answer(transmittalEndpoints.count, ({ query }) => byStatus[Number(query.status ?? 0)]?.length ?? 0);
  answer(transmittalEndpoints.listByStatus, ({ query }) => byStatus[Number(query.status ?? 0)] ?? []);
  const rendered = renderScreen(path);
  await screen.findByRole('heading', { name: 'Transmittal List', level: 1 });
  return { ...rendered, byStatus };
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};
const checkboxOf = (header: TransmittalHeader) =>
  screen.getByRole('checkbox', {
    name: new RegExp(`^Select the transmittal of ${header.departmentName} dated`),
  });

describe('Transmittal List', () => {
  it('shows the Pending ones with their amounts in pesos, their days, and how many there are', async () => {
    await openList('transmittalEncoder');
    expect(await screen.findByText('Rice subsidy')).toBeInTheDocument();
    expect(screen.getByText('Number of Transmittals: 2')).toBeInTheDocument();
    const rice = rowOf('Rice subsidy');
    expect(rice).toHaveTextContent('₱3,500.00');
    expect(rice).toHaveTextContent('Nov 20, 2026');
    expect(rice).toHaveTextContent('Dina Cruz');
    expect(rowOf('Allowance')).toHaveTextContent('₱1,234.50');
    expect(screen.getByRole('columnheader', { name: 'Initiated By' })).toBeInTheDocument();
    // Pending has no decision column (spec: Date Approved or Rejected Date depend on the status shown).
    expect(screen.queryByRole('columnheader', { name: 'Date Approved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Rejected Date' })).not.toBeInTheDocument();
  });

  it('an encoder: Approve and Reject wait for a ticked row; Approve asks with the total, then sends the ids', async () => {
    const { user, byStatus } = await openList('transmittalEncoder');
    const approve = screen.getByRole('button', { name: 'Approve' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(approve).toHaveAttribute('aria-keyshortcuts', 'a');
    expect(reject).toHaveAttribute('aria-keyshortcuts', 'r');
    await screen.findByText('Rice subsidy');
    expect(approve).toBeDisabled();
    expect(reject).toBeDisabled();

    // Select all ticks the page; unticking one leaves the header checkbox half ticked.
    const all = screen.getByRole('checkbox', { name: 'Select all transmittals on this page' });
    await user.click(all);
    expect(checkboxOf(RICE)).toBeChecked();
    expect(checkboxOf(ALLOWANCE)).toBeChecked();
    await user.click(checkboxOf(ALLOWANCE));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(approve).toBeEnabled();
    expect(reject).toBeEnabled();

    const sent: unknown[] = [];
    answer(transmittalEndpoints.approve, ({ sentJson }) => {
      sent.push(sentJson);
      byStatus[0] = [ALLOWANCE];
      return [{ ...RICE, status: 1, statusName: 'Approved' }];
    });
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transmittal' });
    expect(dialog).toHaveTextContent(
      "Approve the selected transmittal? ₱3,500.00 is credited to 2 employees' e-wallets at once. This cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Transmittal Successfully Approved')).toBeInTheDocument();
    expect(sent).toEqual([
      [{ id: RICE.id, approvedBy: STAFF.transmittalEncoder.id, approveByName: 'Carla Santos' }],
    ]);
    await expect.poll(() => screen.queryByText('Rice subsidy')).toBeNull();
  });

  it('an encoder who ticks her own transmittal is told at once, and Approve stays off with the reason', async () => {
    const OWN: TransmittalHeader = {
      ...ALLOWANCE,
      id: 33,
      remarks: 'Own batch',
      initiatedById: STAFF.transmittalEncoder.id,
      initiatedByName: 'Carla Santos',
    };
    const { user } = await openList('transmittalEncoder', '/BackOffice/Transmittal-List', [RICE, OWN]);
    await screen.findByText('Own batch');
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.click(checkboxOf(RICE));
    expect(approve).toBeEnabled();
    await user.click(checkboxOf(OWN));
    expect(approve).toBeDisabled();
    const note = screen.getByText(/^You cannot approve a transmittal that you created/);
    expect(note).toHaveTextContent(
      'You cannot approve a transmittal that you created. Yours among the selected: Warehouse of 2026-11-21. Another encoder must approve it: untick it to approve the rest.',
    );
    expect(approve).toHaveAttribute('aria-describedby', note.id);
    // She may still reject her own; unticking it lets her approve the rest.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await user.click(checkboxOf(OWN));
    expect(approve).toBeEnabled();
    expect(screen.queryByText(/^You cannot approve a transmittal that you created/)).not.toBeInTheDocument();
  });

  it('Reject asks for a reason (not blank, at most 500 characters) and sends it trimmed', async () => {
    const { user } = await openList('transmittalEncoder');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all transmittals on this page' }));
    const sent: unknown[] = [];
    answer(transmittalEndpoints.reject, ({ sentJson }) => {
      sent.push(sentJson);
      return [];
    });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Transmittal' });
    expect(dialog).toHaveTextContent(
      'Reject the 2 selected transmittals (₱4,734.50)? This cannot be undone.',
    );
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(TRANSMITTAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(TRANSMITTAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(reason, 'Wrong period  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Transmittal Successfully Rejected')).toBeInTheDocument();
    expect(sent).toEqual([
      [RICE, ALLOWANCE].map((header) => ({
        id: header.id,
        rejectedBy: STAFF.transmittalEncoder.id,
        rejectedByName: 'Carla Santos',
        reason: 'Wrong period',
      })),
    ]);
  });

  it("shows the server's refusal in a red box: an encoder cannot approve their own transmittal", async () => {
    const { user } = await openList('transmittalEncoder');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all transmittals on this page' }));
    refuse(transmittalEndpoints.approve, 403, TRANSMITTAL_MESSAGES.ownTransmittal);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve Transmittal' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSMITTAL_MESSAGES.ownTransmittal);
    expect(screen.queryByText('Transmittal Successfully Approved')).not.toBeInTheDocument();
  });

  it('a transmittal admin sees the rows but no ticking, Approve and Reject disabled, and is told why', async () => {
    await openList('transmittalAdmin');
    await screen.findByText('Rice subsidy');
    expect(checkboxOf(RICE)).toBeDisabled();
    expect(
      screen.queryByRole('checkbox', { name: 'Select all transmittals on this page' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(TRANSMITTAL_MESSAGES.encodersDecide)).toBeInTheDocument();
    for (const name of ['Approve', 'Reject']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(TRANSMITTAL_MESSAGES.encodersDecide);
    }
  });

  it('an encoder acts only on Pending: Rejected shows its date and reason, and nothing can be ticked', async () => {
    const { user, router } = await openList('transmittalEncoder');
    await screen.findByText('Rice subsidy');
    expect(checkboxOf(RICE)).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected', hidden: true }));
    expect(await screen.findByRole('columnheader', { name: 'Rejected Date' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=2');
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    const rejected = rowOf('Overtime (entered twice)');
    expect(rejected).toHaveTextContent('Entered twice');
    expect(rejected).toHaveTextContent('Nov 17, 2026');
    expect(checkboxOf(REJECTED)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('Approved shows the approval date', async () => {
    await openList('transmittalEncoder', '/BackOffice/Transmittal-List?status=1');
    expect(await screen.findByRole('columnheader', { name: 'Date Approved' })).toBeInTheDocument();
    const approved = rowOf('Allowance, second half of last month');
    expect(approved).toHaveTextContent('Nov 16, 2026');
    expect(approved).toHaveTextContent('Approved');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('says when there are none', async () => {
    signInBackOfficeAs('transmittalEncoder');
    answer(transmittalEndpoints.count, 0);
    answer(transmittalEndpoints.listByStatus, []);
    renderScreen('/BackOffice/Transmittal-List');
    expect(await screen.findByText('No transmittals')).toBeInTheDocument();
    expect(screen.getByText('Number of Transmittals: 0')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select all/ })).not.toBeInTheDocument();
  });

  it("shows a failed load's server text", async () => {
    signInBackOfficeAs('transmittalEncoder');
    answer(transmittalEndpoints.count, 0);
    refuse(transmittalEndpoints.listByStatus, 500, 'The list cannot be read right now');
    renderScreen('/BackOffice/Transmittal-List');
    expect(await screen.findByRole('alert')).toHaveTextContent('The list cannot be read right now');
  });

  it('View Details lists the employees and their amounts in pesos', async () => {
    const { user } = await openList('transmittalAdmin');
    answer(transmittalEndpoints.details, RICE_LINES);
    await screen.findByText('Rice subsidy');
    await user.click(within(rowOf('Rice subsidy')).getByRole('button', { name: 'View Details' }));
    const view = await screen.findByRole('dialog', { name: 'Transmittal View' });
    expect(view).toHaveTextContent('Store Operations · Pending · ₱3,500.00');
    const juan = (await within(view).findByText('Dela Cruz, Juan Reyes')).closest('tr');
    expect(juan).toHaveTextContent('₱1,500.00');
    expect(juan).toHaveTextContent('Cashier');
    expect(within(view).getByText('Santos, Maria Clara').closest('tr')).toHaveTextContent('₱2,000.00');
  });
});

describe('Transmittal List: the report', () => {
  const print = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('print', print);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    print.mockReset();
  });

  it('Generate Report shows the header, each employee, the totals, who approved, and the spec footer', async () => {
    const { user, router } = await openList('transmittalAdmin', '/BackOffice/Transmittal-List?status=1');
    answer(transmittalEndpoints.details, RICE_LINES);
    await screen.findByText(APPROVED.remarks ?? '');
    const row = rowOf(APPROVED.remarks ?? '');
    await user.click(within(row).getByRole('button', { name: 'Generate Report' }));
    const report = await screen.findByRole('dialog', { name: 'TransmittalReport_Date_2026-11-20' });
    expect(router.state.location.search).toContain(`panel=report-${APPROVED.id}`);
    expect(document.title).toBe('TransmittalReport_Date_2026-11-20');
    expect(within(report).getByRole('heading', { name: 'Transmittal Report' })).toBeInTheDocument();
    expect(report).toHaveTextContent('Department: Store Operations');
    expect(report).toHaveTextContent('Date Range: Nov 1, 2026 - Nov 15, 2026');
    expect(within(report).getByText('Dela Cruz, Juan Reyes').closest('tr')).toHaveTextContent('₱1,500.00');
    expect(within(report).getByText('Santos, Maria Clara').closest('tr')).toHaveTextContent('₱2,000.00');
    expect(report).toHaveTextContent('Total Employees: 2');
    expect(report).toHaveTextContent('Total Amount: ₱3,500.00');
    expect(report).toHaveTextContent('Approved By: Dario Lim');
    expect(report).toHaveTextContent(/Date\/Time Printed: /);
    expect(within(report).getByText('*** Nothing Follows ***')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    expect(document.title).not.toContain('TransmittalReport');
  });

  it("a rejected transmittal's report says who rejected it and why", async () => {
    const { user } = await openList('transmittalEncoder', '/BackOffice/Transmittal-List?status=2');
    answer(transmittalEndpoints.details, RICE_LINES);
    await screen.findByText(REJECTED.remarks ?? '');
    const row = rowOf(REJECTED.remarks ?? '');
    await user.click(within(row).getByRole('button', { name: 'Generate Report' }));
    const report = await screen.findByRole('dialog', { name: /^TransmittalReport_Date_/ });
    expect(report).toHaveTextContent('Rejection Reason: Entered twice');
    expect(report).toHaveTextContent('Rejected By: Dario Lim');
  });
});
