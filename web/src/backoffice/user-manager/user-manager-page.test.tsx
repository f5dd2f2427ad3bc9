import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerEndpoints } from '@core/api/customers';
import { userEndpoints } from '@core/api/users';
import { ROLE_REQUEST_MESSAGES, roleRequestEndpoints, type RoleRequest } from '@core/api/role-requests';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs, STAFF } from '../../../test/fixtures/back-office';

const JUAN = {
  id: 1,
  firstname: 'Juan',
  lastname: 'Dela Cruz',
  mobileNo: '09171234567',
  fullName: 'Juan Dela Cruz',
};
const DARIO = { id: 14, firstname: 'Dario', lastname: 'Lim', mobileNo: '09170000004', fullName: 'Dario Lim' };

const USERS = [
  {
    id: STAFF.topupAdmin.id,
    fullName: 'Ana Reyes',
    mobileNo: STAFF.topupAdmin.mobileNo,
    tags: '[]',
    role: 'TOPUP_ADMIN',
  },
  {
    id: DARIO.id,
    fullName: DARIO.fullName,
    mobileNo: DARIO.mobileNo,
    tags: '[]',
    role: 'TRANSMITTAL_ENCODER',
  },
] as const;

/** Looks up Juan and Dario by number (the back office gets names whole); anyone else is not found. */
async function openCreateUser() {
  signInBackOfficeAs('topupAdmin');
  answer(userEndpoints.list, [...USERS]);
  answer(roleRequestEndpoints.list, []);
  answer(customerEndpoints.byMobileNo, ({ query }) => {
    const found = [JUAN, DARIO].find((customer) => customer.mobileNo === String(query.mobileNo));
    if (!found) throw new Error('the test looks up only Juan and Dario');
    return found;
  });
  const rendered = renderScreen('/BackOffice/User-Manager');
  await rendered.user.click(await screen.findByRole('button', { name: 'Create New User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
  return { ...rendered, dialog, mobile: within(dialog).getByLabelText(/^Mobile Number/) };
}

describe('User Manager: Create New User', () => {
  it('checks the number: its format, then whether a customer has it, and asks for the user type', async () => {
    const { user, dialog, mobile } = await openCreateUser();
    expect(mobile).toHaveAttribute('placeholder', '09XXXXXXXXX or +639XXXXXXXXX');
    expect(mobile).toHaveAttribute('maxlength', '13');
    await user.type(mobile, '0917123');
    await user.tab();
    expect(within(dialog).getByText('Invalid Mobile Number Format')).toBeInTheDocument();

    refuse(customerEndpoints.byMobileNo, 404, 'Customer not found', { once: true });
    await user.clear(mobile);
    await user.type(mobile, '09170009999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Invalid Mobile Number')).toBeInTheDocument();

    await user.clear(mobile);
    await user.type(mobile, '+639171234567');
    const fullName = within(dialog).getByLabelText('Full Name');
    await expect.poll(() => (fullName as HTMLInputElement).value).toBe('Juan Dela Cruz');
    expect(fullName).toHaveAttribute('readonly');
    // No handler answers TagUser: a Confirm that sent one would fail the test (setup.ts).
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('User Type is Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Create New User' })).not.toBeInTheDocument();
  });

  it('someone who already has a role: it is named, and Change role waits for another role and says what it does', async () => {
    const { user, dialog, mobile } = await openCreateUser();
    await user.type(mobile, DARIO.mobileNo);
    expect(await within(dialog).findByText('Dario Lim is already Transmittal Encoder')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Transmittal Encoder' }));
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Transmittal Admin' }));
    expect(within(dialog).getByText('Change role makes them Transmittal Admin instead.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeEnabled();
  });

  it('the signed-in top-up admin cannot remove themselves', async () => {
    await openCreateUser();
    expect(screen.getByRole('button', { name: 'Remove User: Ana Reyes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove User: Dario Lim' })).toBeEnabled();
  });
});

/** A reset request of Dario's factor, asked by Elena (id 15), with the account's history (decision 0031). */
const DARIO_RESET: RoleRequest = {
  id: 7,
  kind: 'second-factor-reset',
  status: 0,
  customerId: DARIO.id,
  fullName: DARIO.fullName,
  mobileNo: DARIO.mobileNo,
  rolesBefore: ['TRANSMITTAL_ENCODER'],
  roles: ['TRANSMITTAL_ENCODER'],
  requestedById: 15,
  requestedByName: 'Elena Bautista',
  requestedAt: '2026-11-28T01:00:00.000Z',
  recentChanges: [
    {
      at: '2026-11-28T01:00:00.000Z',
      action: 'second-factor.reset-request',
      actorName: 'Elena Bautista',
      actorId: 15,
    },
  ],
};

describe('User Manager: two-factor reset is four-eyed', () => {
  it('the reset button sends a request, which waits for another Topup Admin', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(userEndpoints.list, [...USERS]);
    answer(roleRequestEndpoints.list, []);
    let asked = 0;
    answer(twoFactorEndpoints.reset, ({ params }) => {
      asked = Number(params.customerId);
      return { ...DARIO_RESET, requestedById: STAFF.topupAdmin.id, requestedByName: 'Ana Reyes' };
    });
    const { user } = renderScreen('/BackOffice/User-Manager');
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor: Dario Lim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
    expect(
      within(dialog).getByText(/Another Topup Admin must approve it; nothing changes/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(ROLE_REQUEST_MESSAGES.resetSent)).toBeInTheDocument();
    expect(asked).toBe(DARIO.id);
  });

  it("a colleague's reset request shows with the account's history, and Ana approves it", async () => {
    signInBackOfficeAs('topupAdmin');
    answer(userEndpoints.list, [...USERS]);
    answer(roleRequestEndpoints.list, [DARIO_RESET]);
    answer(roleRequestEndpoints.approve, { ...DARIO_RESET, status: 1 });
    const { user } = renderScreen('/BackOffice/User-Manager');
    const card = await screen.findByRole('article', { name: 'Reset request for Dario Lim' });
    expect(within(card).getByText(/Reset two-factor sign-in \(Transmittal Encoder\)/)).toBeInTheDocument();
    expect(within(card).getByText(/asked by Elena Bautista/)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Recent changes for Dario Lim' })).toHaveTextContent(
      /Asked for a user's two-factor sign-in to be reset.*by Elena Bautista/,
    );
    await user.click(within(card).getByRole('button', { name: 'Approve reset request: Dario Lim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve reset request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ROLE_REQUEST_MESSAGES.resetApproved)).toBeInTheDocument();
  });

  it('the maker of a reset request may only withdraw it', async () => {
    signInBackOfficeAs('topupAdmin');
    answer(userEndpoints.list, [...USERS]);
    answer(roleRequestEndpoints.list, [
      { ...DARIO_RESET, requestedById: STAFF.topupAdmin.id, requestedByName: 'Ana Reyes' },
    ]);
    renderScreen('/BackOffice/User-Manager');
    const card = await screen.findByRole('article', { name: 'Reset request for Dario Lim' });
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("Customer password reset names the server's refusal: a staff number, an unknown number", async () => {
    signInBackOfficeAs('topupAdmin');
    answer(userEndpoints.list, [...USERS]);
    answer(roleRequestEndpoints.list, []);
    const { user } = renderScreen('/BackOffice/User-Manager?panel=customer-password');
    const dialog = await screen.findByRole('dialog', { name: 'Customer password reset' });
    const staffText = 'Staff passwords are not reset here: the staff member changes their own';
    refuse(twoFactorEndpoints.temporaryPassword, 403, staffText, { once: true });
    await user.type(within(dialog).getByLabelText('Customer mobile number'), '09170000004');
    await user.click(within(dialog).getByRole('button', { name: 'Give temporary password' }));
    expect(await within(dialog).findByText(staffText)).toBeInTheDocument();
    expect(within(dialog).queryByText('Unknown Error has occured')).not.toBeInTheDocument();

    refuse(twoFactorEndpoints.temporaryPassword, 404, 'Mobile number not found', { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Give temporary password' }));
    expect(await within(dialog).findByText('Mobile number not found')).toBeInTheDocument();
  });
});
