import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { RETURN_STATUS, type PaymentToReturn, type ReturnStatus } from '@core/api/payments-to-return';
import { CopyReferenceButton } from '../../../ui/copy-reference-button';
import { DateTimeCell } from '../../../ui/date-time-cell';
import { formatPesos } from '@core/money';
import { waitedFor } from '../waited-for';
import { RequestStatusBadge } from './request-status-badge';
import { TABLE_FITS_BESIDE_MENU } from '../../../ui/table-width';
import { longTextClass } from '../../../ui/long-text';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface PaymentsToReturnTableProps {
  payments: PaymentToReturn[];
  view: ReturnStatus;
  /** The time the waits are counted to (ticks while the screen is open). */
  nowMs: number;
  loading: boolean;
  onRefund: (payment: PaymentToReturn) => void;
}

/** A provider's id, or a dash that a screen reader reads as 'none'. */
function ProviderId({ id }: { id: string | null }) {
  if (!id) {
    return (
      <Text size="sm" c="dimmed" component="span">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>None</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text size="sm" ff="monospace" component="span" style={{ overflowWrap: 'anywhere' }}>
      {id}
    </Text>
  );
}

/** When the payment was found, and how long it has waited (or waited, once refunded). */
function SinceCell({ payment, nowMs }: { payment: PaymentToReturn; nowMs: number }) {
  const until = payment.refundedAt ? new Date(payment.refundedAt).getTime() : nowMs;
  return (
    <Stack gap={2}>
      <DateTimeCell iso={payment.since} />
      <Text size="xs" c="dimmed">
        {payment.refundedAt ? 'refunded after' : 'waiting'} {waitedFor(payment.since, until)}
      </Text>
    </Stack>
  );
}

/** Why the last refund attempt failed, next to the action it is about; nothing when none failed. */
function LastRefundError({ payment, earlier }: { payment: PaymentToReturn; earlier: boolean }) {
  if (!payment.lastRefundError) return null;
  return (
    <Text size="xs" c="red.9" mt={4} maw={220} data-testid="last-refund-error">
      {earlier ? 'An earlier attempt failed' : 'Last attempt failed'}: {payment.lastRefundError}
    </Text>
  );
}

/** What the view is about comes right after the amount, in reach on a phone before the table scrolls. */
function ViewHeaders({ refunded }: { refunded: boolean }) {
  if (!refunded) return <Table.Th>Action</Table.Th>;
  return (
    <>
      <Table.Th>Refunded By</Table.Th>
      <Table.Th>Refund Reason</Table.Th>
      <Table.Th>Provider Refund ID</Table.Th>
    </>
  );
}

function ViewCells({
  payment,
  refunded,
  onRefund,
}: {
  payment: PaymentToReturn;
  refunded: boolean;
  onRefund: () => void;
}) {
  if (!refunded) {
    return (
      <Table.Td>
        {payment.status === RETURN_STATUS.toReturn && (
          <Button
            size="compact-sm"
            color="red.9"
            variant="outline"
            onClick={onRefund}
            aria-label={`Refund ${payment.referenceNumber}`}
          >
            Refund
          </Button>
        )}
        <LastRefundError payment={payment} earlier={false} />
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={500}>
          {payment.refundedByName}
        </Text>
        <DateTimeCell iso={payment.refundedAt} />
        <LastRefundError payment={payment} earlier />
      </Table.Td>
      <Table.Td miw={120} maw={240}>
        <Text size="sm" className={longTextClass}>
          {payment.refundReason}
        </Text>
      </Table.Td>
      <Table.Td maw={200}>
        <ProviderId id={payment.providerRefundId} />
      </Table.Td>
    </>
  );
}

/**
 * The queue: each payment the provider took for a request that could no longer be posted, why, and since
 * when. To return offers Refund; Refunded shows who refunded it, when, why, and the provider's refund id.
 */
export function PaymentsToReturnTable({
  payments,
  view,
  nowMs,
  loading,
  onRefund,
}: PaymentsToReturnTableProps) {
  const refunded = view === RETURN_STATUS.refunded;
  const columns = refunded ? 9 : 7;
  return (
    <Table.ScrollContainer minWidth={TABLE_FITS_BESIDE_MENU}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={8}
        aria-label={refunded ? 'Refunded payments' : 'Payments to return'}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference No.</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <ViewHeaders refunded={refunded} />
            <Table.Th>Request Status</Table.Th>
            <Table.Th>Why It Was Not Posted</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th>Provider Payment ID</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.length === 0 && !loading && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed" ta="center" py="md">
                  {refunded ? 'No refunded payments' : 'No payments to return'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid="payment-to-return">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text ff="monospace" fw={600} size="sm">
                    {payment.referenceNumber}
                  </Text>
                  <CopyReferenceButton referenceNumber={payment.referenceNumber} />
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ ...NO_WRAP, fontVariantNumeric: 'tabular-nums' }}>
                {formatPesos(payment.amount)}
              </Table.Td>
              <ViewCells payment={payment} refunded={refunded} onRefund={() => onRefund(payment)} />
              <Table.Td miw={120} style={NO_WRAP}>
                <RequestStatusBadge statusText={payment.requestStatusText} />
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm">{payment.reason}</Text>
              </Table.Td>
              <Table.Td>
                <SinceCell payment={payment} nowMs={nowMs} />
              </Table.Td>
              <Table.Td maw={200}>
                <ProviderId id={payment.providerPaymentId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
