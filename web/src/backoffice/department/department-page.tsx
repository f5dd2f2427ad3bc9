import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import type { Department } from '@core/api/departments';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { showSuccess } from '../../ui/show-success';
import { useListState } from '../../ui/list/use-list-state';
import { ListPaging } from '../../ui/paged-table-footer';
import { useDepartmentCount, useDepartments } from './api/get-departments';
import { DepartmentEntryDialog } from './components/department-entry-dialog';
import { DepartmentTable } from './components/department-table';
import { ViewEmployeesDialog } from './components/view-employees-dialog';

type Entry = { department: Department | null } | null;

export default function DepartmentPage() {
  const list = useListState({});
  const count = useDepartmentCount();
  const departments = useDepartments(list.pageSize, list.page);
  // The open dialog is the address's ?panel=: new, edit-{id} or employees-{id} (a department of this page),
  // so that a reload or a shared address opens it again (useListState.setPanel).
  const onPage = (prefix: string) =>
    (departments.data ?? []).find((department) => list.panel === `${prefix}-${department.id}`) ?? null;
  const edited = onPage('edit');
  const entry: Entry = list.panel === 'new' ? { department: null } : edited ? { department: edited } : null;
  const setEntry = (next: Entry) =>
    list.setPanel(next === null ? null : next.department ? `edit-${next.department.id}` : 'new');
  const viewing = onPage('employees');
  const setViewing = (department: Department | null) =>
    list.setPanel(department ? `employees-${department.id}` : null);
  const total = count.data ?? 0;

  const handleSaved = () => {
    setEntry(null);
    showSuccess(MESSAGES.departmentSaved);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Department
        </Title>
        <Button onClick={() => setEntry({ department: null })}>Create New</Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">
          Total Department: {total}
        </Text>
        <DepartmentTable
          departments={departments.data ?? []}
          isLoading={departments.isPending}
          onEdit={(department) => setEntry({ department })}
          onViewEmployees={setViewing}
        />
        <FormError message={departments.isError ? errorMessage(departments.error) : null} />
        <ListPaging list={list} total={count.data} inset={false} />
      </Paper>
      <DepartmentEntryDialog
        opened={entry !== null}
        department={entry?.department ?? null}
        onClose={() => setEntry(null)}
        onSaved={handleSaved}
      />
      <ViewEmployeesDialog department={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
