import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@core/messages';
import type { Employee } from '@core/api/employees';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { showSuccess } from '../../ui/show-success';
import { listParam } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/use-list-state';
import { ListPaging } from '../../ui/paged-table-footer';
import { useEmployeeCount, useEmployees, type EmployeeFilters } from './api/get-employees';
import { EmployeeEntryDialog } from './components/employee-entry-dialog';
import { EmployeeFiltersBar, NO_FILTERS } from './components/employee-filters';
import { EmployeeTable } from './components/employee-table';

type Entry = { employee: Employee | null } | null;

/** The filters in the address: ?name=&status=active&department={id}. */
const EMPLOYEE_LIST_PARAMS = {
  name: listParam.text(),
  status: listParam.oneOf(['all', 'active', 'inactive'], 'all'),
  department: listParam.id(),
};

export default function EmployeePage() {
  const queryClient = useQueryClient();
  const list = useListState(EMPLOYEE_LIST_PARAMS);
  const filters: EmployeeFilters = {
    searchName: list.filters.name,
    status: list.filters.status,
    departmentId: list.filters.department ?? 0,
  };
  const count = useEmployeeCount(filters);
  const employees = useEmployees(filters, list.pageSize, list.page);
  // The entry dialog is the address's ?panel=new or ?panel=edit-{id} (an employee of this page), so that a
  // reload or a shared address opens it again (useListState.setPanel).
  const entry: Entry =
    list.panel === 'new'
      ? { employee: null }
      : ((employees.data ?? [])
          .filter((employee) => list.panel === `edit-${employee.id}`)
          .map((employee) => ({ employee }))[0] ?? null);
  const setEntry = (next: Entry) =>
    list.setPanel(next === null ? null : next.employee ? `edit-${next.employee.id}` : 'new');
  const total = count.data ?? 0;

  const handleSearch = (next: EmployeeFilters) =>
    list.setFilters({
      name: next.searchName.trim(),
      status: next.status,
      department: next.departmentId || null,
    });
  const handleRefresh = () => {
    handleSearch(NO_FILTERS);
    void queryClient.invalidateQueries({ queryKey: ['employees'] });
  };
  const handleSaved = () => {
    setEntry(null);
    showSuccess(MESSAGES.employeeSaved);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Employee
        </Title>
        <Button onClick={() => setEntry({ employee: null })}>Create New</Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <EmployeeFiltersBar
            key={JSON.stringify(filters)}
            initial={filters}
            onSearch={handleSearch}
            onRefresh={handleRefresh}
          />
          <Text fw={600}>Total Employees: {total}</Text>
          <EmployeeTable
            employees={employees.data ?? []}
            isLoading={employees.isPending}
            onEdit={(employee) => setEntry({ employee })}
          />
        </Stack>
        <FormError message={employees.isError ? errorMessage(employees.error) : null} />
        <ListPaging list={list} total={count.data} inset={false} />
      </Paper>
      <EmployeeEntryDialog
        opened={entry !== null}
        employee={entry?.employee ?? null}
        onClose={() => setEntry(null)}
        onSaved={handleSaved}
      />
    </Stack>
  );
}
