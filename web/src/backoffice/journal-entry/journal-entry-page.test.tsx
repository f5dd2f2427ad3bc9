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
});
