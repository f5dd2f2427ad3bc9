import { Button, Table, Text } from '@mantine/core';
import type { Department } from '@core/api/departments';
import { ActiveStatusBadge } from '../../../ui/active-status-badge';
import { longTextClass } from '../../../ui/long-text';

interface DepartmentTableProps {
  departments: Department[];
  isLoading: boolean;
  onEdit: (department: Department) => void;
  onViewEmployees: (department: Department) => void;
}

export function DepartmentTable({ departments, isLoading, onEdit, onViewEmployees }: DepartmentTableProps) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Department Name</Table.Th>
            <Table.Th ta="right">Number of Employees</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Edit</Table.Th>
            <Table.Th>View Employee</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departments.map((department) => (
            <Table.Tr key={department.id}>
              <Table.Td className={longTextClass}>{department.departmentName}</Table.Td>
              <Table.Td ta="right">{department.numberOfEmployees}</Table.Td>
              <Table.Td>
                <ActiveStatusBadge active={department.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Edit ${department.departmentName}`}
                  onClick={() => onEdit(department)}
                >
                  Edit
                </Button>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  // Starts with the visible text, so that voice control finds it (WCAG 2.5.3).
                  aria-label={`View Employee: ${department.departmentName}`}
                  onClick={() => onViewEmployees(department)}
                >
                  View Employee
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {!isLoading && departments.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  No departments yet
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
