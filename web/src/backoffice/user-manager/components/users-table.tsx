import { Badge, Button, Table, Tooltip } from '@mantine/core';
import { ROLE_LABELS, type BackOfficeUserRow } from '@core/api/users';
import { longTextClass } from '../../../ui/long-text';

// Dark shades under white text: a 4.5:1 contrast (WCAG AA) on each badge.
const ROLE_COLORS = {
  TOPUP_ADMIN: 'cyan.9',
  TRANSMITTAL_ADMIN: 'grape.9',
  TRANSMITTAL_ENCODER: 'teal.9',
} as const;

interface UsersTableProps {
  users: BackOfficeUserRow[];
  currentUserId: number;
  onRemove: (user: BackOfficeUserRow) => void;
  onResetSecondFactor: (user: BackOfficeUserRow) => void;
}

export function UsersTable({ users, currentUserId, onRemove, onResetSecondFactor }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Full Name</Table.Th>
            <Table.Th>Mobile No.</Table.Th>
            <Table.Th>User Type</Table.Th>
            <Table.Th>Two-factor</Table.Th>
            <Table.Th>Remove User</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td fw={600} className={longTextClass}>
                  {user.fullName}
                </Table.Td>
                <Table.Td>{user.mobileNo}</Table.Td>
                <Table.Td>
                  {user.role && (
                    <Badge color={ROLE_COLORS[user.role]} tt="none">
                      {ROLE_LABELS[user.role]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Another Topup Admin resets yours" disabled={!isSelf}>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={isSelf}
                      onClick={() => onResetSecondFactor(user)}
                      aria-label={`Reset two-factor: ${user.fullName}`}
                    >
                      Reset two-factor
                    </Button>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Tooltip label="You cannot remove yourself" disabled={!isSelf}>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={isSelf}
                      onClick={() => onRemove(user)}
                      // Starts with the visible text, so that voice control finds it (WCAG 2.5.3).
                      aria-label={`Remove User: ${user.fullName}`}
                    >
                      Remove User
                    </Button>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
