import { Button, Table, Text } from '@mantine/core';
import type { Employee } from '@core/api/employees';
import { ActiveStatusBadge } from '../../../ui/active-status-badge';
import { longTextClass } from '../../../ui/long-text';

interface EmployeeTableProps {
  employees: Employee[];
  isLoading: boolean;
  onEdit: (employee: Employee) => void;
}

export function EmployeeTable({ employees, isLoading, onEdit }: EmployeeTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee Name</Table.Th>
            <Table.Th>eWallet Account Info.</Table.Th>
            <Table.Th>Department</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((employee) => (
            <Table.Tr key={employee.id}>
              <Table.Td className={longTextClass}>{employee.employeeName}</Table.Td>
              <Table.Td>{employee.ewalletAccountInfo}</Table.Td>
              <Table.Td className={longTextClass}>{employee.departmentName}</Table.Td>
              <Table.Td className={longTextClass}>{employee.position}</Table.Td>
              <Table.Td>
                <ActiveStatusBadge active={employee.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Edit ${employee.employeeName}`}
                  onClick={() => onEdit(employee)}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {!isLoading && employees.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm">
                  No employees found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
