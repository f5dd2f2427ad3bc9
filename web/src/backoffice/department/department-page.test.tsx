import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES, departmentEndpoints, type Department } from '@core/api/departments';
import { employeeEndpoints, type Employee } from '@core/api/employees';
import { answer, refuse } from '../../../test/contract-mocks';
import { renderScreen } from '../../../test/render-screen';
import { signInBackOfficeAs } from '../../../test/fixtures/back-office';

const STORE: Department = { id: 2, departmentName: 'Store Operations', status: true, numberOfEmployees: 3 };
const OLD: Department = { id: 5, departmentName: 'Old Canteen', status: false, numberOfEmployees: 0 };

const MARIA: Employee = {
  id: 2,
  firstName: 'Maria',
  middleName: 'Clara',
  lastName: 'Santos',
  employeeName: 'Santos, Maria Clara',
  position: 'Bagger',
  departmentId: STORE.id,
  departmentName: STORE.departmentName,
  ewalletAccountInfo: '09179876543',
  status: true,
};
const STORE_EMPLOYEES: Employee[] = [
  {
    ...MARIA,
    id: 1,
    firstName: 'Juan',
    middleName: 'Reyes',
    lastName: 'Dela Cruz',
    employeeName: 'Dela Cruz, Juan Reyes',
  },
  MARIA,
  {
    ...MARIA,
    id: 3,
    firstName: 'Pedro',
    middleName: null,
    lastName: 'Penduko',
    employeeName: 'Penduko, Pedro',
    status: false,
  },
];

/** The Department screen of a transmittal admin, with Store Operations and an inactive department. */
async function openDepartments(departments: Department[] = [STORE, OLD]) {
  signInBackOfficeAs('transmittalAdmin');
  answer(departmentEndpoints.count, departments.length);
  answer(departmentEndpoints.list, departments);
  const rendered = renderScreen('/BackOffice/Department');
  await screen.findByRole('heading', { name: 'Department', level: 1 });
  return rendered;
}

async function chooseStatus(user: Awaited<ReturnType<typeof openDepartments>>['user'], label: string) {
  const dialog = screen.getByRole('dialog', { name: 'Department Entry' });
  await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
  await user.click(await within(dialog).findByRole('option', { name: label, hidden: true }));
}

describe('Department', () => {
  it('lists each department with its employees and status, the total and the paging', async () => {
    await openDepartments();
    const store = (await screen.findByText('Store Operations')).closest('tr');
    expect(store).toHaveTextContent('3');
    expect(store).toHaveTextContent('Active');
    expect(screen.getByText('Old Canteen').closest('tr')).toHaveTextContent('Inactive');
    expect(screen.getByText('Total Department: 2')).toBeInTheDocument();
    expect(screen.getByTestId('paging-text')).toHaveTextContent('1 - 2 of 2 items');
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '15', '20']);
  });

  it('says when there are none yet', async () => {
    await openDepartments([]);
    expect(await screen.findByText('No departments yet')).toBeInTheDocument();
    expect(screen.getByText('Total Department: 0')).toBeInTheDocument();
  });

  it("shows a failed load's server text", async () => {
    signInBackOfficeAs('transmittalAdmin');
    answer(departmentEndpoints.count, 0);
    refuse(departmentEndpoints.list, 500, 'Departments cannot be read right now');
    renderScreen('/BackOffice/Department');
    expect(await screen.findByRole('alert')).toHaveTextContent('Departments cannot be read right now');
  });

  it('Create New names each missing field with the spec words, then saves the name trimmed', async () => {
    const { user } = await openDepartments();
    const sent: unknown[] = [];
    answer(departmentEndpoints.create, ({ sentJson }) => {
      sent.push(sentJson);
      return { id: 9, departmentName: 'Produce', status: true, numberOfEmployees: 0 };
    });
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department Entry' });
    const name = within(dialog).getByRole('textbox', { name: /^Department Name/ });
    expect(name).toHaveAttribute('maxlength', '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Department Name is Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Status is Required')).toBeInTheDocument();
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Department Name is Required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(name, 'Produce ');
    await chooseStatus(user, 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department Successfully Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ departmentName: 'Produce', status: true }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Department Entry' })).not.toBeInTheDocument(),
    );
  });

  it("a name already taken: the server's words in a red box, and the dialog stays", async () => {
    const { user } = await openDepartments();
    refuse(departmentEndpoints.create, 409, DEPARTMENT_MESSAGES.nameTaken);
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department Entry' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Department Name/ }), 'STORE OPERATIONS');
    await chooseStatus(user, 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEPARTMENT_MESSAGES.nameTaken);
    expect(screen.queryByText('Department Successfully Saved')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Department Entry' })).not.toBeInTheDocument(),
    );
  });

  it('Edit opens the department filled in and sends its id with the change', async () => {
    const { user, router } = await openDepartments();
    const sent: unknown[] = [];
    answer(departmentEndpoints.update, ({ sentJson }) => {
      sent.push(sentJson);
      return { ...STORE, status: false };
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Store Operations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department Entry' });
    expect(router.state.location.search).toContain(`panel=edit-${STORE.id}`);
    expect(within(dialog).getByRole('textbox', { name: /^Department Name/ })).toHaveValue('Store Operations');
    await chooseStatus(user, 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department Successfully Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ id: STORE.id, departmentName: 'Store Operations', status: false }]);
  });

  it('View Employee lists the employees with their status and their total', async () => {
    const { user } = await openDepartments();
    answer(employeeEndpoints.listOfDepartment, ({ query }) =>
      Number(query.departmentId) === STORE.id ? STORE_EMPLOYEES : [],
    );
    await user.click(await screen.findByRole('button', { name: 'View Employee: Store Operations' }));
    const employees = await screen.findByRole('dialog', { name: 'List of Employees' });
    expect((await within(employees).findByText('Santos, Maria Clara')).closest('tr')).toHaveTextContent(
      'Active',
    );
    expect(within(employees).getByText('Penduko, Pedro').closest('tr')).toHaveTextContent('Inactive');
    expect(within(employees).getByText('Total Employees: 3')).toBeInTheDocument();
    await user.click(within(employees).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'View Employee: Old Canteen' }));
    const none = await screen.findByRole('dialog', { name: 'List of Employees' });
    expect(await within(none).findByText('No employees in this department')).toBeInTheDocument();
    expect(within(none).getByText('Total Employees: 0')).toBeInTheDocument();
  });
});
