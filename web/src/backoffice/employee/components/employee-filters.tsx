import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { employeeStatusFilterSchema } from '@core/api/employees';
import { useActiveDepartments } from '../../../api/active-departments';
import type { EmployeeFilters } from '../api/get-employees';

export const NO_FILTERS: EmployeeFilters = { searchName: '', status: 'all', departmentId: 0 };

const STATUS_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

interface EmployeeFiltersBarProps {
  /** The filters the list shows, to fill the bar with. */
  initial: EmployeeFilters;
  onSearch: (filters: EmployeeFilters) => void;
  onRefresh: () => void;
}

/** Employee Name, Status and Department; Search applies them, Refresh clears them. */
export function EmployeeFiltersBar({ initial, onSearch, onRefresh }: EmployeeFiltersBarProps) {
  const departments = useActiveDepartments();
  const [draft, setDraft] = useState<EmployeeFilters>(initial);
  const departmentChoices = [{ value: '0', label: 'All' }].concat(
    (departments.data ?? []).map((department) => ({
      value: String(department.id),
      label: department.departmentName,
    })),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Employee Name"
          placeholder="Search name"
          maxLength={100}
          w={{ base: '100%', sm: 240 }}
          value={draft.searchName}
          onChange={(event) => setDraft({ ...draft, searchName: event.currentTarget.value })}
        />
        <Select
          label="Status"
          w={{ base: '100%', xs: 140 }}
          data={STATUS_CHOICES}
          allowDeselect={false}
          value={draft.status}
          onChange={(value) => {
            const status = employeeStatusFilterSchema.safeParse(value);
            if (status.success) setDraft({ ...draft, status: status.data });
          }}
        />
        <Select
          label="Department"
          w={{ base: '100%', xs: 220 }}
          data={departmentChoices}
          allowDeselect={false}
          value={String(draft.departmentId)}
          onChange={(value) => setDraft({ ...draft, departmentId: Number(value ?? 0) })}
        />
        <Group gap="xs">
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_FILTERS);
              onRefresh();
            }}
          >
            Refresh
          </Button>
        </Group>
      </Group>
    </form>
  );
}
