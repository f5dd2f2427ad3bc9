import { Loader, Table, Text, Title } from '@mantine/core';
import { describePaymentEvent } from '@core/payment-event-labels';
import { usePaymentEvents } from '../api/get-topup-details';
import { formatManilaDateTime } from '../format-date';

/**
 * The card payment's gateway calls and webhooks for the request, oldest first, in staff's words
 * (core/payment-event-labels.ts): the stored codes stay in the API's answer.
 */
export function PaymentEventList({ referenceNumber }: { referenceNumber: string }) {
  const events = usePaymentEvents(referenceNumber);
  return (
    <section aria-labelledby="payment-events-title">
      <Title order={3} size="h5" id="payment-events-title" mb="xs">
        Payment Events
      </Title>
      {events.isPending && <Loader size="sm" aria-label="Loading payment events" />}
      {events.isError && (
        <Text size="sm" c="red.8">
          The payment events could not be loaded.
        </Text>
      )}
      {events.data && events.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No payment events.
        </Text>
      )}
      {events.data && events.data.length > 0 && (
        <Table fz="xs" verticalSpacing={4} data-testid="payment-events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.map((event) => {
              const described = describePaymentEvent(event);
              return (
                <Table.Tr key={event.id}>
                  <Table.Td>{formatManilaDateTime(event.createdAt)}</Table.Td>
                  <Table.Td>{described.what}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{described.outcome}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
