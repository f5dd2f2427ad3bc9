import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { CopyReferenceButton } from '../../ui/copy-reference-button';
import { formatPesos } from '@core/money';
import { TopupStatusBadge } from '../../ui/topup-status-badge';
import { useMyTopupRequests } from './api/get-my-topup-requests';

const SHOWN_REQUESTS = 5;

const dateFormat = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Manila',
});

/** The customer's latest top-up requests with their status, each reference copyable with one tap. */
export function RecentTopups() {
  const requests = useMyTopupRequests({ enabled: true });

  return (
    <Stack gap="xs" component="section" aria-labelledby="recent-topups-title">
      <Title order={3} size="h4" id="recent-topups-title">
        Recent top-ups
      </Title>
      {requests.isPending && <Skeleton height={72} aria-label="Loading recent top-ups" />}
      {requests.isError && <Text c="dimmed">Your top-ups cannot be shown right now.</Text>}
      {requests.isSuccess && requests.data.length === 0 && <Text c="dimmed">No top-ups yet.</Text>}
      {requests.isSuccess && requests.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.data.slice(0, SHOWN_REQUESTS).map((request) => (
            <RecentTopupItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RecentTopupItem({ request }: { request: ListedTopup }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{formatPesos(request.topupRequestAmount)}</Text>
          <Text size="sm" c="dimmed">
            {request.paymentMethod?.name ?? `Method ${request.paymentMethodCode}`} ·{' '}
            {dateFormat.format(new Date(request.dateCreated))}
          </Text>
          <Group gap="xs" mt={4} wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {request.referenceNumber}
            </Text>
            <CopyReferenceButton referenceNumber={request.referenceNumber} />
          </Group>
        </div>
        <TopupStatusBadge status={request.status} statusText={request.statusText} />
      </Group>
    </Card>
  );
}
