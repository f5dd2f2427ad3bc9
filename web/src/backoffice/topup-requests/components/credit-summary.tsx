import { Alert, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { BulkStatusPreview, BulkStatusPreviewBody } from '@core/api/backoffice-topups';
import { formatPeso } from '@core/money';
import { TOPUP_STATUS_NAMES, TopupStatus, type TopupStatusCode } from '@core/topup-status';
import { errorMessage } from '../../../api/api-error';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';
import { useBulkStatusPreview } from '../api/bulk-status';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** "30 requests", "1 request". */
export function requestCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`;
}

/**
 * The headline of a preview: for Done, what is credited to how many e-wallets (issue 28: Done credited
 * wallets without saying so); for another status, how many requests move. Those that cannot move (a final
 * state) are counted apart: they stay as they are.
 */
export function previewHeadline(preview: BulkStatusPreview, status: TopupStatusCode): string {
  const stays = preview.count - preview.movableCount;
  const staying =
    stays > 0
      ? ` ${requestCount(stays)} cannot move to ${TOPUP_STATUS_NAMES[status]} and will stay as they are.`
      : '';
  if (status === TopupStatus.Done) {
    const wallets = preview.movableCount === 1 ? '1 e-wallet' : `${preview.movableCount} e-wallets`;
    return `Moving ${requestCount(preview.movableCount)} to Done credits ${formatPeso(preview.movableCentavos)} to ${wallets}.${staying}`;
  }
  return `${requestCount(preview.movableCount)} will move to ${TOPUP_STATUS_NAMES[status]}.${staying}`;
}

/** Each request a move acts on: Transaction No., whose e-wallet (name and mobile number), amount, status now. */
export function PreviewRows({ preview }: { preview: BulkStatusPreview }) {
  return (
    <ScrollArea.Autosize
      mah={300}
      type="auto"
      offsetScrollbars
      // A scrolled box is reached by the keyboard too (axe scrollable-region-focusable).
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'The selected requests' }}
    >
      <Table striped withTableBorder fz="sm" data-testid="preview-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction No.</Table.Th>
            <Table.Th>eWallet Account</Table.Th>
            <Table.Th>eWallet Mobile</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.id} c={row.movable ? undefined : 'dimmed'}>
              <Table.Td ff="monospace">{row.referenceNumber}</Table.Td>
              <Table.Td>{row.ewalletAccountName}</Table.Td>
              <Table.Td style={NUMBER}>{row.walletMobileNumber}</Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPeso(row.amountCentavos)}
              </Table.Td>
              <Table.Td style={NUMBER}>
                <TopupStatusBadge status={row.status} statusText={row.statusText} />
                {!row.movable && (
                  <Text span size="xs" ml={6}>
                    stays
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/**
 * The line a single change to Done shows before its Save: "Credits ₱123.45 to the e-wallet of Maria Clara
 * Santos (09179876543)", read from the server (the e-wallet's mobile number is not in the list's row).
 */
export function SingleCreditLine({ id }: { id: number }) {
  const body: BulkStatusPreviewBody = { ids: [id], status: TopupStatus.Done };
  const preview = useBulkStatusPreview(body);
  if (preview.isPending) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        <Loader size="xs" mr={6} />
        Reading what this credits…
      </Text>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(preview.error)}
      </Alert>
    );
  }
  const row = preview.data.rows[0];
  if (!row) return null;
  return (
    <Alert color="blue" variant="light" title="What Save credits" data-testid="credit-line">
      {row.movable
        ? `Credits ${formatPeso(row.amountCentavos)} to the e-wallet of ${row.ewalletAccountName} (${row.walletMobileNumber}).`
        : `Nothing: Transaction No. ${row.referenceNumber} is ${row.statusText} and cannot move to Done.`}
    </Alert>
  );
}
