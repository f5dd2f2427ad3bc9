import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { departmentEndpoints, type Department } from '@core/api/departments';
import { employeeEndpoints, walletTakenMessage, type Employee } from '@core/api/employees';
import { answer, refuse, type ContractRequest } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const STORE: Department = { id: 2, departmentName: 'Store Operations', status: true, numberOfEmployees: 2 };
const WAREHOUSE: Department = { id: 3, departmentName: 'Warehouse', status: true, numberOfEmployees: 1 };

const JUAN: Employee = {
  id: 1,
  firstName: 'Juan',
  middleName: 'Reyes',
  lastName: 'Dela Cruz',
  employeeName: 'Dela Cruz, Juan Reyes',
  position: 'Cashier',
  departmentId: STORE.id,
  departmentName: STORE.departmentName,
  ewalletAccountInfo: '09171234567',
  status: true,
};
const ROSA: Employee = {
  id: 4,
  firstName: 'Rosa',
  middleName: null,
  lastName: 'Mendoza',
  employeeName: 'Mendoza, Rosa',
  position: 'Picker',
  departmentId: WAREHOUSE.id,
  departmentName: WAREHOUSE.departmentName,
  ewalletAccountInfo: '09170000004',
  status: false,
};

type SearchQuery = ContractRequest<typeof employeeEndpoints.search>['query'];

/** The Employee screen of a transmittal admin; `searches` records each list query the screen sent. */
async function openEmployees(employees: Employee[] = [JUAN, ROSA]) {
  const searches: SearchQuery[] = [];
  signInBackOfficeAs('transmittalAdmin');
  answer(departmentEndpoints.listActive, [STORE, WAREHOUSE]);
  // The query as the server reads it: no search ('0') is null, no department 0.
  answer(employeeEndpoints.count, ({ query }) =>
    query.searchName ? Math.min(1, employees.length) : employees.length,
  );
  answer(employeeEndpoints.search, ({ query }) => {
    searches.push(query);
    return query.searchName ? employees.slice(-1) : employees;
  });
  const rendered = renderScreen('/BackOffice/Employee');
  await screen.findByRole('heading', { name: 'Employee', level: 1 });
  return { ...rendered, searches };
}

type User = Awaited<ReturnType<typeof openEmployees>>['user'];

/**
 * Chooses an option of the select labelled `label` inside `scope`: in the list that select controls (the
 * filters' lists open outside the form, and Mantine keeps every select's list mounted).
 */
async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  const select = within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) });
  await user.click(select);
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`the ${label} select controls no list`);
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

async function openEntry(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create New' }));
  return screen.findByRole('dialog', { name: 'Employee Entry' });
}

/** Fills every required field but the e-wallet. */
async function fillRosa(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^First Name/ }), 'Rosa');
  await user.type(within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'Mendoza');
  await user.type(within(dialog).getByRole('textbox', { name: /^Position/ }), 'Cashier');
  await choose(user, dialog, 'Department', 'Warehouse');
  await choose(user, dialog, 'Status', 'Active');
}

describe('Employee', () => {
  it('lists each employee with the columns of the spec, and how many there are', async () => {
    await openEmployees();
    const juan = (await screen.findByText('Dela Cruz, Juan Reyes')).closest('tr');
    expect(juan).toHaveTextContent('09171234567');
    expect(juan).toHaveTextContent('Store Operations');
    expect(juan).toHaveTextContent('Cashier');
    expect(juan).toHaveTextContent('Active');
    expect(screen.getByText('Mendoza, Rosa').closest('tr')).toHaveTextContent('Inactive');
    expect(screen.getByText('Total Employees: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Employee Name',
      'eWallet Account Info.',
      'Department',
      'Position',
      'Status',
      'Edit',
    ]);
  });

  it('Search sends the name, status and department; Refresh clears them', async () => {
    const { user, searches, router } = await openEmployees();
    await screen.findByText('Dela Cruz, Juan Reyes');
    const filters = screen.getByRole('button', { name: 'Search' }).closest('form');
    if (!filters) throw new Error('no filter form');
    await user.type(screen.getByRole('textbox', { name: 'Employee Name' }), ' mendoza ');
    await choose(user, filters, 'Status', 'Inactive');
    await choose(user, filters, 'Department', 'Warehouse');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Total Employees: 1')).toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({
      searchName: 'mendoza',
      status: 'inactive',
      departmentId: WAREHOUSE.id,
    });
    expect(router.state.location.search).toContain('name=mendoza');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Total Employees: 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Employee Name' })).toHaveValue('');
    expect(searches.at(-1)).toMatchObject({ searchName: null, status: 'all', departmentId: 0 });
  });

  it('says when no employee matches', async () => {
    await openEmployees([]);
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    expect(screen.getByText('Total Employees: 0')).toBeInTheDocument();
  });

  it("shows a failed load's server text", async () => {
    signInBackOfficeAs('transmittalAdmin');
    answer(departmentEndpoints.listActive, [STORE]);
    answer(employeeEndpoints.count, 0);
    refuse(employeeEndpoints.search, 500, 'Employees cannot be read right now');
    renderScreen('/BackOffice/Employee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Employees cannot be read right now');
  });

  it('Confirm names every required field with the spec words; Middle Name is optional', async () => {
    const { user } = await openEmployees();
    const dialog = await openEntry(user);
    expect(within(dialog).getByRole('combobox', { name: /^Department/ })).toHaveValue('NOT SET');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    for (const message of [
      'First Name is Required',
      'Last Name is Required',
      'Position is Required',
      'Department is Required',
      'Ewallet Account Info is Required',
      'Status is Required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(/Middle Name is/)).not.toBeInTheDocument();
  });

  it('Verify Account: asks for the info, says when it names no one, and Confirm refuses an unverified e-wallet', async () => {
    const { user } = await openEmployees();
    const dialog = await openEntry(user);
    await fillRosa(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    expect(within(dialog).getByText('Ewallet Account Info is Required')).toBeInTheDocument();

    answer(employeeEndpoints.verifyAccount, {
      verified: false,
      maskedName: null,
      heldBy: null,
      message: null,
    });
    const info = within(dialog).getByRole('textbox', { name: /^Ewallet Account Info/ });
    expect(info).toHaveAttribute('maxlength', '13');
    await user.type(info, '09179999999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    expect(await within(dialog).findByText('eWallet info not found!')).toBeInTheDocument();
    // No handler answers a save: a Confirm that sent one would fail the test (setup.ts).
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ewallet account not found!');

    // Another number verified: the earlier red refusal goes, so the dialog tells one story.
    answer(employeeEndpoints.verifyAccount, {
      verified: true,
      maskedName: 'R*** M***',
      heldBy: null,
      message: null,
    });
    await user.clear(info);
    await user.type(info, '09179999998');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    expect(await within(dialog).findByText('eWallet info successfully verified')).toBeInTheDocument();
    expect(within(dialog).queryByText('Ewallet account not found!')).not.toBeInTheDocument();
  });

  it('a wallet an active employee holds: its owner masked, the holder named, and saved only inactive', async () => {
    const { user } = await openEmployees();
    const holder = walletTakenMessage(JUAN.employeeName, STORE.departmentName);
    answer(employeeEndpoints.verifyAccount, ({ query }) => ({
      verified: query.EwalletAccountInfo === JUAN.ewalletAccountInfo,
      maskedName: 'Juan D. C.',
      heldBy: { employeeId: JUAN.id, employeeName: JUAN.employeeName, departmentName: STORE.departmentName },
      message: holder,
    }));
    const sent: unknown[] = [];
    answer(employeeEndpoints.create, ({ sentJson }) => {
      sent.push(sentJson);
      return { ...ROSA, id: 9 };
    });
    const dialog = await openEntry(user);
    await fillRosa(user, dialog);
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Ewallet Account Info/ }),
      JUAN.ewalletAccountInfo,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    expect(await within(dialog).findByText('eWallet info successfully verified')).toBeInTheDocument();
    expect(within(dialog).getByTestId('wallet-owner')).toHaveTextContent('Owner: Juan D. C.');
    expect(within(dialog).getByTestId('wallet-holder')).toHaveTextContent(holder);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(holder);
    expect(sent).toEqual([]);

    await choose(user, dialog, 'Status', 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Employee Successfully Saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstName: 'Rosa',
        middleName: null,
        lastName: 'Mendoza',
        position: 'Cashier',
        departmentId: WAREHOUSE.id,
        ewalletAccountInfo: JUAN.ewalletAccountInfo,
        status: false,
      },
    ]);
  });

  it("a change of the verified e-wallet must be verified again; the server's refusal shows in the red box", async () => {
    const { user } = await openEmployees();
    answer(employeeEndpoints.verifyAccount, {
      verified: true,
      maskedName: 'Dario L.',
      heldBy: null,
      message: null,
    });
    refuse(employeeEndpoints.update, 409, walletTakenMessage(JUAN.employeeName, STORE.departmentName));
    await user.click(await screen.findByRole('button', { name: 'Edit Mendoza, Rosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employee Entry' });
    expect(within(dialog).getByRole('textbox', { name: /^First Name/ })).toHaveValue('Rosa');
    expect(within(dialog).getByRole('combobox', { name: /^Department/ })).toHaveValue('Warehouse');
    const info = within(dialog).getByRole('textbox', { name: /^Ewallet Account Info/ });
    await user.clear(info);
    await user.type(info, '09170000005');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ewallet account not found!');

    await user.click(within(dialog).getByRole('button', { name: 'Verify Account' }));
    expect(await within(dialog).findByText('eWallet info successfully verified')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      walletTakenMessage(JUAN.employeeName, STORE.departmentName),
    );
    expect(screen.queryByText('Employee Successfully Saved')).not.toBeInTheDocument();
  });
});
