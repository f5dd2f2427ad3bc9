import { Box, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import type { Department } from '@core/api/departments';
import { errorMessage } from '../../../api/api-error';
import { ActiveStatusBadge } from '../../../ui/active-status-badge';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { useDepartmentEmployees } from '../api/get-department-employees';
import { longTextClass } from '../../../ui/long-text';

/** View Employee: the department's employees with their status, and how many there are. */
export function ViewEmployeesDialog({
  department,
  onClose,
}: {
  department: Department | null;
  onClose: () => void;
}) {
  const employees = useDepartmentEmployees(department?.id ?? null);
  const rows = employees.data ?? [];
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={department !== null}
      onClose={onClose}
      title="List of Employees"
      centered
      size="lg"
    >
      <Box pos="relative" mih={120}>
        <BusyOverlay busy={employees.isFetching} message={MESSAGES.loadingViewEmployees} />
        <Text fw={600} mb="xs">
          {department?.departmentName}
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee Name</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((employee) => (
                <Table.Tr key={employee.id}>
                  <Table.Td className={longTextClass}>{employee.employeeName}</Table.Td>
                  <Table.Td>
                    <ActiveStatusBadge active={employee.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {employees.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>
                    <Text c="dimmed" size="sm">
                      No employees in this department
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <FormError message={employees.isError ? errorMessage(employees.error) : null} />
        <Text mt="sm" fw={600}>
          Total Employees: {rows.length}
        </Text>
      </Box>
    </Modal>
  );
}
