import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReconciliationDifference } from '@core/api/reconciliation';
import { formatAmount, pesosToCentavos } from '@core/money';
import { formatPesos } from '@core/money';
import { formatReportDateTime } from '../../../ui/format-date';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';
import { topupRequestSearchPath } from '../../shared/topup-request-links';
import { PAPER, Scrollable, stackedTableClass } from './scrollable';

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** "₱650.25", or "USD 500.00" for a payment in another currency; "unreadable" without an amount. */
function providerAmount(row: ReconciliationDifference): string {
  if (row.providerAmount === null) return 'amount unreadable';
  if (row.providerCurrency.toUpperCase() === 'PHP') return formatPesos(row.providerAmount);
  return `${row.providerCurrency} ${formatAmount(pesosToCentavos(row.providerAmount))}`;
}

/** Each card request where the provider and the ledger disagree, linked to the request itself. */
export function DifferencesTable({
  rows,
  onScreen,
}: {
  rows: ReconciliationDifference[];
  onScreen: boolean;
}) {
  return (
    <Scrollable scroll={onScreen} minWidth={900} label="Differences">
      <Table
        striped
        className={stackedTableClass}
        data-testid="differences-table"
        {...(onScreen ? {} : PAPER)}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction No.</Table.Th>
            <Table.Th>Difference</Table.Th>
            <Table.Th miw={130}>Status</Table.Th>
            <Table.Th ta="right">Requested</Table.Th>
            <Table.Th>Provider Says</Table.Th>
            <Table.Th ta="right">Ledger Credited</Table.Th>
            {onScreen && <Table.Th>Payment Method</Table.Th>}
            <Table.Th>Request Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.topupRequestId} data-reference={row.referenceNumber}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    ff="monospace"
                    to={topupRequestSearchPath(row.referenceNumber)}
                    aria-label={`Open top-up request ${row.referenceNumber}`}
                  >
                    {row.referenceNumber}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    Request ID {row.topupRequestId}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td fw={700} data-label="Difference">
                {row.kindText}
              </Table.Td>
              <Table.Td style={NUMBER} data-label="Status">
                <TopupStatusBadge status={row.status} statusText={row.statusText} />
              </Table.Td>
              <Table.Td ta="right" style={NUMBER} data-label="Requested">
                {formatPesos(row.amountRequested)}
              </Table.Td>
              <Table.Td data-label="Provider Says">
                <Stack gap={0}>
                  <Text size="sm" ff="monospace">
                    {row.providerStatus}
                  </Text>
                  <Text size="sm" style={NUMBER}>
                    {providerAmount(row)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right" style={NUMBER} data-label="Ledger Credited">
                {formatPesos(row.ledgerCredited)}
              </Table.Td>
              {onScreen && <Table.Td data-label="Payment Method">{row.paymentMethodName}</Table.Td>}
              <Table.Td style={onScreen ? NUMBER : undefined} data-label="Request Date">
                {formatReportDateTime(row.dateCreated)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Scrollable>
  );
}
