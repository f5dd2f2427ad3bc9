import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@core/messages';
import type { Employee } from '@core/api/employees';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { SuccessBanner, useSuccessBanner } from '../../ui/success-banner';
import { TablePaging, type PageSize } from '../../ui/table-paging';
import { useEmployeeCount, useEmployees, type EmployeeFilters } from './api/get-employees';
import { EmployeeEntryDialog } from './components/employee-entry-dialog';
import { EmployeeFiltersBar, NO_FILTERS } from './components/employee-filters';
import { EmployeeTable } from './components/employee-table';

type Entry = { employee: Employee | null } | null;

export default function EmployeePage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<EmployeeFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [entry, setEntry] = useState<Entry>(null);
  const banner = useSuccessBanner();
  const count = useEmployeeCount(filters);
  const employees = useEmployees(filters, pageSize, page);
  const total = count.data ?? 0;

  const handleSearch = (next: EmployeeFilters) => {
    setFilters(next);
    setPage(1);
  };
  const handleRefresh = () => {
    handleSearch(NO_FILTERS);
    void queryClient.invalidateQueries({ queryKey: ['employees'] });
  };
  const handleSaved = () => {
    setEntry(null);
    banner.show(MESSAGES.employeeSaved);
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
          <EmployeeFiltersBar onSearch={handleSearch} onRefresh={handleRefresh} />
          <Text fw={600}>Total Employees: {total}</Text>
          <EmployeeTable
            employees={employees.data ?? []}
            isLoading={employees.isPending}
            onEdit={(employee) => setEntry({ employee })}
          />
        </Stack>
        <FormError message={employees.isError ? errorMessage(employees.error) : null} />
        <TablePaging
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Paper>
      <EmployeeEntryDialog
        opened={entry !== null}
        employee={entry?.employee ?? null}
        onClose={() => setEntry(null)}
        onSaved={handleSaved}
      />
      <SuccessBanner banner={banner.banner} onClose={banner.close} />
    </Stack>
  );
}
