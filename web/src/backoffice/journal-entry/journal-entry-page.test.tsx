import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerEndpoints } from '@core/api/customers';
import { journalEntryEndpoints } from '@core/api/journal-entries';
import { savedViewEndpoints } from '@core/api/saved-views';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const MARIA = { id: 2, firstname: 'Maria Clara', lastname: 'Santos', mobileNo: '09179876543' };

async function openCreateDialog() {
  signInBackOfficeAs('topupAdmin');
  answer(journalEntryEndpoints.list, []);
  answer(journalEntryEndpoints.count, 0);
  answer(savedViewEndpoints.list, []);
  const rendered = renderScreen('/BackOffice/Journal-Entry-Loading');
  await rendered.user.click(await screen.findByRole('button', { name: 'Create New Entry' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Create New Entry' }) };
}

describe('Journal Entry Loading: Create New Entry', () => {
  it("names each rule of the spec: the number's format, an amount above 0, a purpose that is not blank", async () => {
    const { user, dialog } = await openCreateDialog();
    // No handler answers the create call: a Save that sent one would fail the test (setup.ts).
    const mobile = within(dialog).getByLabelText(/^Mobile Number/);
    expect(mobile).toHaveAttribute('maxlength', '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Invalid Mobile Number Format')).toBeInTheDocument();
    expect(within(dialog).getByText('Value must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Amount/), '0');
    await user.type(within(dialog).getByLabelText(/^Purpose/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Value must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Create New Entry' })).not.toBeInTheDocument();
  });

  it('looks the number up: an unknown one is refused under the field, a known one fills the name', async () => {
    const { user, dialog } = await openCreateDialog();
    const mobile = within(dialog).getByLabelText(/^Mobile Number/);
    refuse(customerEndpoints.byMobileNo, 404, 'Mobile number not found', { once: true });
    await user.type(mobile, '09170009999');
    expect(await within(dialog).findByText('Invalid Mobile Number')).toBeInTheDocument();

    answer(customerEndpoints.byMobileNo, { ...MARIA, fullName: 'Maria Clara Santos' });
    await user.clear(mobile);
    await user.type(mobile, MARIA.mobileNo);
    const name = within(dialog).getByLabelText('Name');
    await expect.poll(() => (name as HTMLInputElement).value).toBe('Maria Clara Santos');
  });

  it('shows what it will credit and to whom before it sends, and asks again about a recent same credit', async () => {
    const { user, dialog } = await openCreateDialog();
    answer(customerEndpoints.byMobileNo, { ...MARIA, fullName: 'Maria Clara Santos' });
    const sent: { confirmDuplicate: unknown }[] = [];
    answer(journalEntryEndpoints.create, (request) => {
      sent.push({
        confirmDuplicate: request.sentJson && (request.sentJson as Record<string, unknown>).confirmDuplicate,
      });
      return ENTRY;
    });
    const question = 'A ₱500.00 credit to this wallet was made 1 minute ago by Ana Reyes. Make another?';
    refuse(journalEntryEndpoints.create, 409, question, {
      once: true,
      extra: { code: 'duplicate-credit', earlierAmount: 500, earlierMadeByName: 'Ana Reyes' },
    });
    await user.type(within(dialog).getByLabelText(/^Mobile Number/), MARIA.mobileNo);
    await expect
      .poll(() => (within(dialog).getByLabelText('Name') as HTMLInputElement).value)
      .toBe('Maria Clara Santos');
    await user.type(within(dialog).getByLabelText(/^Amount/), '500');
    await user.type(within(dialog).getByLabelText(/^Purpose/), 'Goodwill credit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Nothing is sent before the confirmation, which names the amount, the customer and the purpose.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Journal Entry' });
    expect(confirm).toHaveTextContent('Credit ₱500.00 to Maria Clara Santos (09179876543)?');
    expect(confirm).toHaveTextContent('Purpose: Goodwill credit');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Credit ₱500.00' }));

    // The server asks about the same credit made a minute ago; Make another sends it confirmed.
    const asked = await screen.findByRole('dialog', { name: 'Possible duplicate credit' });
    expect(within(asked).getByRole('alert')).toHaveTextContent(question);
    expect(within(dialog).queryByText(question)).not.toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Make another' }));
    await expect.poll(() => sent).toEqual([{ confirmDuplicate: true }]);
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Create New Entry' })).toBeNull();
  });

  it('sends nothing when the duplicate question is answered Cancel', async () => {
    const { user, dialog } = await openCreateDialog();
    answer(customerEndpoints.byMobileNo, { ...MARIA, fullName: 'Maria Clara Santos' });
    const question = 'A ₱500.00 credit to this wallet was made 1 minute ago by Ana Reyes. Make another?';
    refuse(journalEntryEndpoints.create, 409, question, { extra: { code: 'duplicate-credit' } });
    await user.type(within(dialog).getByLabelText(/^Mobile Number/), MARIA.mobileNo);
    await expect
      .poll(() => (within(dialog).getByLabelText('Name') as HTMLInputElement).value)
      .toBe('Maria Clara Santos');
    await user.type(within(dialog).getByLabelText(/^Amount/), '500');
    await user.type(within(dialog).getByLabelText(/^Purpose/), 'Goodwill credit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Journal Entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Credit ₱500.00' }));
    const asked = await screen.findByRole('dialog', { name: 'Possible duplicate credit' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Possible duplicate credit' })).toBeNull();
    // Back on the form, as typed, with no error shown.
    expect(screen.getByRole('dialog', { name: 'Create New Entry' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Purpose/)).toHaveValue('Goodwill credit');
    expect(within(dialog).queryByText(question)).not.toBeInTheDocument();
  });
});

const ENTRY = {
  id: 9,
  referenceNumber: 'JEABCDEFGHJK',
  contactNumber: MARIA.mobileNo,
  topupRequestAmount: 500,
  dateCreated: '2026-11-28T01:00:00.000Z',
  datePosted: '2026-11-28T01:00:00.000Z',
  remarks: 'Goodwill credit',
  ewalletAccountName: 'Maria Clara Santos',
  initiatedByName: 'Ana Reyes',
  ewalletAccountId: MARIA.id,
  initiatedById: 1,
  status: 1,
  statusText: 'Posted',
  checkedByName: null,
  checkedAt: null,
  decisionReason: null,
};
