import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigurationEndpoints } from '@core/api/app-configuration';
import { paymentMethodAdminEndpoints } from '@core/api/payment-method-admin';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { ADMIN_METHODS, signInBackOfficeAs } from '../../../test/fixtures/back-office';

async function openPaymentMethods() {
  signInBackOfficeAs('topupAdmin');
  answer(paymentMethodAdminEndpoints.listAll, ADMIN_METHODS);
  answer(appConfigurationEndpoints.getSiteDisabled, false);
  const rendered = renderScreen('/BackOffice/Payment-Methods');
  const table = await screen.findByRole('table', { name: 'Payment methods' });
  await within(table).findByText('GCash');
  return { ...rendered, table };
}

describe('Payment Methods', () => {
  it('the table shows every column of the spec; an inactive method with its options and minimum in pesos', async () => {
    const { table } = await openPaymentMethods();
    for (const column of [
      'Code',
      'Name',
      'Status',
      'Minimum Amount',
      'Validity (Days)',
      'Priority (Higher)',
      'Available on',
      'Remarks',
      'Date Created',
      'Date Updated',
      'Edit',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const gcash = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('GCash'));
    if (!gcash) throw new Error('no GCash row');
    expect(within(gcash).getByText('Inactive')).toBeInTheDocument();
    expect(within(gcash).getByText('Load Self')).toBeInTheDocument();
    expect(within(gcash).getByText('Load on Behalf')).toBeInTheDocument();
    expect(within(gcash).getByText('₱100.00')).toBeInTheDocument();
  });

  it('the edit dialog shows the code read-only, names each missing field, and Cancel sends nothing', async () => {
    const { user } = await openPaymentMethods();
    // No handler answers the update: a Save that sent one would fail the test (setup.ts).
    await user.click(screen.getByRole('button', { name: 'Edit Pay on Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment Method' });
    const code = within(dialog).getByLabelText('Code');
    expect(code).toHaveValue('102');
    expect(code).toHaveAttribute('readonly');
    for (const label of [/^Payment Method Name/, /^Minimum Amount/, /^Validity \(Days\)/, /^Priority/]) {
      await user.clear(within(dialog).getByLabelText(label));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Payment Method Name is Required',
      'Minimum Amount is Required',
      'Validity (Days) is Required',
      'Priority is Required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Payment Method' })).not.toBeInTheDocument();
  });
});
