import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { departmentEndpoints } from '@core/api/departments';
import { employeeEndpoints, type Employee } from '@core/api/employees';
import { transmittalEndpoints } from '@core/api/transmittals';
import { answer } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const DEPARTMENT = { id: 7, departmentName: 'Bulk Picking', status: true, numberOfEmployees: 2 };
const EMPLOYEE: Employee = {
  id: 70,
  firstName: 'Amy',
  middleName: null,
  lastName: 'Bulk',
  employeeName: 'Bulk, Amy',
  position: 'Picker',
  departmentId: DEPARTMENT.id,
  departmentName: DEPARTMENT.departmentName,
  ewalletAccountInfo: '09170000005',
  status: true,
};
const INACTIVE: Employee = {
  ...EMPLOYEE,
  id: 71,
  firstName: 'Old',
  employeeName: 'Bulk, Old',
  status: false,
};

/** An encoder's Transmittal Entry for Bulk Picking, after Create New: one line, Amy's. */
async function openNewTransmittal() {
  signInBackOfficeAs('transmittalEncoder');
  answer(departmentEndpoints.listActive, [DEPARTMENT]);
  answer(employeeEndpoints.listOfDepartment, [EMPLOYEE, INACTIVE]);
  answer(transmittalEndpoints.newLines, [
    {
      employeeId: EMPLOYEE.id,
      employeeName: EMPLOYEE.employeeName,
      position: EMPLOYEE.position,
      ewalletAccountInfo: EMPLOYEE.ewalletAccountInfo,
      amount: 0,
    },
  ]);
  answer(transmittalEndpoints.count, 0);
  const rendered = renderScreen('/BackOffice/Transmittal-Entry');
  const { user } = rendered;
  expect(await screen.findByRole('button', { name: 'Upload CSV' })).toBeDisabled();
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  await user.click(await screen.findByRole('option', { name: DEPARTMENT.departmentName, hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Create New' }));
  expect(await screen.findByText('Number of Employees: 1')).toBeInTheDocument();
  return rendered;
}

describe('Transmittal Entry', () => {
  it('checks every line of a CSV first, lists the problems, applies nothing until asked, then fills and totals', async () => {
    const { user } = await openNewTransmittal();
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload CSV' });
    const csv = [
      'employee_id,employee_name,amount',
      `${EMPLOYEE.id},Amy,"1,500.50"`,
      `${EMPLOYEE.id},Amy again,20`,
      `${INACTIVE.id},Old,10`,
      '99999999,Nobody,5',
      'abc,?,5',
    ].join('\n');
    const input = upload.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([csv], 'amounts.csv', { type: 'text/csv' }));
    expect(await within(upload).findByRole('status')).toHaveTextContent(
      '1 line ready, 4 with a problem (skipped)',
    );
    const rows = within(within(upload).getByRole('table', { name: 'Lines of the CSV file' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('Ready');
    expect(rows[2]).toHaveTextContent('Duplicate: the employee is already on line 2');
    expect(rows[3]).toHaveTextContent('Inactive employee');
    expect(rows[4]).toHaveTextContent('not an employee of this department');
    expect(rows[5]).toHaveTextContent('Employee ID must be a whole number');
    expect(screen.getByTestId('amount-column-total')).toHaveTextContent('₱0.00');

    await user.click(within(upload).getByRole('button', { name: 'Apply 1 amount' }));
    const amount = screen.getByLabelText(`Amount for ${EMPLOYEE.employeeName}`);
    expect(amount).toHaveValue('1,500.50');
    expect(screen.getByTestId('amount-column-total')).toHaveTextContent('₱1,500.50');
    await user.clear(amount);
    await user.type(amount, '2000.2');
    expect(screen.getByTestId('amount-column-total')).toHaveTextContent('₱2,000.20');
    expect(screen.getByText('Total Amount: ₱2,000.20')).toBeInTheDocument();
  });

  it('leaving by the menu with typed amounts asks first; Keep editing keeps them', async () => {
    const { user, router } = await openNewTransmittal();
    const amount = screen.getByLabelText(`Amount for ${EMPLOYEE.employeeName}`);
    await user.clear(amount);
    await user.type(amount, '250');
    const menu = screen.getByRole('navigation', { name: 'Back-office menu' });
    await user.click(within(menu).getByRole('link', { name: 'Transmittal List' }));
    const discard = await screen.findByRole('dialog', { name: 'Unsaved amounts' });
    expect(discard).toHaveTextContent('Discard the amounts you typed?');
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/BackOffice/Transmittal-Entry');
    // Kept as typed (shown with two decimals once the field is left).
    expect((amount as HTMLInputElement).value).toMatch(/^250(\.00)?$/);
    expect(screen.getByTestId('amount-column-total')).toHaveTextContent('₱250.00');
  });
});
