import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { TRANSMITTAL_REMARKS_MAX_LENGTH } from '@core/api/transmittals';
import { useActiveDepartments } from '../../../api/active-departments';

export interface TransmittalHeaderValues {
  transmittalDate: string | null;
  dateStart: string | null;
  dateEnd: string | null;
  departmentId: string | null;
  remarks: string;
}

interface TransmittalHeaderFormProps {
  form: UseFormReturnType<TransmittalHeaderValues>;
  isLoadingLines: boolean;
  onCreateNew: () => void;
  onSave: () => void;
  /** Choosing a department goes through the page, which asks first when amounts were typed. */
  onDepartmentChange: (departmentId: string | null) => void;
}

const DATE_FORMAT = 'MMM D, YYYY';

export function TransmittalHeaderForm({
  form,
  isLoadingLines,
  onCreateNew,
  onSave,
  onDepartmentChange,
}: TransmittalHeaderFormProps) {
  const departments = useActiveDepartments();
  const { dateStart, dateEnd } = form.values;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <DatePickerInput
        label="Transmittal Date"
        withAsterisk
        valueFormat={DATE_FORMAT}
        placeholder="Pick a date"
        {...form.getInputProps('transmittalDate')}
      />
      <DatePickerInput
        label="Date From"
        withAsterisk
        valueFormat={DATE_FORMAT}
        placeholder="Pick a date"
        maxDate={dateEnd ?? undefined}
        {...form.getInputProps('dateStart')}
      />
      <DatePickerInput
        label="Date To"
        withAsterisk
        valueFormat={DATE_FORMAT}
        placeholder="Pick a date"
        minDate={dateStart ?? undefined}
        {...form.getInputProps('dateEnd')}
      />
      <Select
        label="Department"
        withAsterisk
        placeholder="Select department"
        searchable
        data={(departments.data ?? []).map((department) => ({
          value: String(department.id),
          label: department.departmentName,
        }))}
        {...form.getInputProps('departmentId')}
        onChange={onDepartmentChange}
      />
      <TextInput
        label="Remarks"
        maxLength={TRANSMITTAL_REMARKS_MAX_LENGTH}
        {...form.getInputProps('remarks')}
      />
      <Group align="flex-end" gap="sm">
        <Button variant="light" loading={isLoadingLines} onClick={onCreateNew}>
          Create New
        </Button>
        <Button onClick={onSave}>Save</Button>
      </Group>
    </SimpleGrid>
  );
}
