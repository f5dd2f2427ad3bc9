import { useState } from 'react';
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

const NEW_ENTRY_PANEL = 'new';
const editPanel = (id: number) => `edit-${id}`;

export default function DepartmentPage() {
  const list = useListState({});
  const [viewing, setViewing] = useState<Department | null>(null);
  const count = useDepartmentCount();
  const departments = useDepartments(list.pageSize, list.page);
  // The dialog is the address's ?panel=new or ?panel=edit-{id}: after a session ends mid-entry, signing in
  // reopens it with what was typed (the dialog keeps a draft).
  const editing = departments.data?.find((department) => list.panel === editPanel(department.id)) ?? null;
  const entry: Entry =
    list.panel === NEW_ENTRY_PANEL ? { department: null } : editing ? { department: editing } : null;
  const setEntry = (next: Entry) =>
    list.setPanel(next ? (next.department ? editPanel(next.department.id) : NEW_ENTRY_PANEL) : null);
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
