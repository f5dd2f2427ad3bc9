import { Button, Table, Text } from '@mantine/core';
import type { AdminPaymentMethod } from '@core/api/payment-method-admin';
import { formatPesos } from '@core/money';
import { DateTimeCell } from '../../../ui/date-time-cell';
import { PaymentMethodStatusBadge, TopupOptionBadges } from './payment-method-badges';
import { longTextClass } from '../../../ui/long-text';

interface PaymentMethodsTableProps {
  methods: AdminPaymentMethod[];
  onEdit: (method: AdminPaymentMethod) => void;
}

/**
 * Every column of the spec's Payment Methods table; scrolls sideways on a narrow screen. Rows go by code,
 * not by the answer's priority order, so that a saved priority does not move the row from under the
 * pointer; the Priority column still says the portal's order.
 */
export function PaymentMethodsTable({ methods, onEdit }: PaymentMethodsTableProps) {
  const rows = [...methods].sort((a, b) => a.code - b.code);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={6} aria-label="Payment methods">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Minimum Amount</Table.Th>
            <Table.Th ta="right">Validity (Days)</Table.Th>
            <Table.Th ta="right">Priority (Higher)</Table.Th>
            <Table.Th>Available on</Table.Th>
            <Table.Th>Remarks</Table.Th>
            <Table.Th>Date Created</Table.Th>
            <Table.Th>Date Updated</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((method) => (
            <Table.Tr key={method.code}>
              <Table.Td>{method.code}</Table.Td>
              <Table.Td fw={600} className={longTextClass}>
                {method.name}
              </Table.Td>
              <Table.Td>
                <PaymentMethodStatusBadge status={method.status} />
              </Table.Td>
              <Table.Td ta="right">{formatPesos(method.minimumAmount)}</Table.Td>
              <Table.Td ta="right">{method.daysValidity}</Table.Td>
              <Table.Td ta="right">{method.priority}</Table.Td>
              <Table.Td>
                <TopupOptionBadges topupOptions={method.topupOptions} />
              </Table.Td>
              <Table.Td miw={110} maw={170}>
                <Text size="sm" lineClamp={2} title={method.remarks ?? undefined} className={longTextClass}>
                  {method.remarks}
                </Text>
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={method.dateCreated} />
              </Table.Td>
              <Table.Td>
                <DateTimeCell iso={method.dateUpdated} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onEdit(method)}
                  aria-label={`Edit ${method.name}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
