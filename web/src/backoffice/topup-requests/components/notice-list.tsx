import { Badge, Loader, Table, Text, Title } from '@mantine/core';
import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_KIND_LABELS,
  NOTICE_STATE_LABELS,
  type NoticeState,
} from '@core/api/notices';
import { useRequestNotices, type ListedNotice } from '../api/get-request-notices';
import { formatManilaDateTime } from '../format-date';

/** Shades and text colours as the status badges have them (ui/topup-status-badge.tsx): 4.5:1 or more. */
const STATE_STYLES: Record<NoticeState, { color: string; textColor: string }> = {
  queued: { color: 'yellow.4', textColor: 'dark.9' },
  sending: { color: 'blue.8', textColor: 'white' },
  sent: { color: 'green.6', textColor: 'dark.9' },
  failed: { color: 'red.9', textColor: 'white' },
  skipped: { color: 'gray.7', textColor: 'white' },
};

function lastActivity(notice: ListedNotice): string {
  const at = notice.sentAt ?? notice.lastAttemptAt;
  return at ? formatManilaDateTime(at) : '—';
}

/**
 * The SMS and e-mail notices of a request (decision 0027) and how their delivery went; addresses come
 * masked from the server, enough to tell a customer which address a notice went to.
 */
export function NoticeList({ requestId }: { requestId: number }) {
  const notices = useRequestNotices(requestId);
  return (
    <section aria-labelledby="notices-title">
      <Title order={3} size="h5" id="notices-title" mb="xs">
        Notices
      </Title>
      {notices.isPending && <Loader size="sm" aria-label="Loading notices" />}
      {notices.isError && (
        <Text size="sm" c="red.8">
          The notices could not be loaded.
        </Text>
      )}
      {notices.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No notices for this request.
        </Text>
      )}
      {notices.data && notices.data.length > 0 && (
        <Table fz="xs" verticalSpacing={4} data-testid="notices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Notice</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Last try / sent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notices.data.map((notice) => (
              <Table.Tr key={notice.id} data-channel={notice.channel} data-kind={notice.kind}>
                <Table.Td>
                  {NOTICE_KIND_LABELS[notice.kind]}, {NOTICE_CHANNEL_LABELS[notice.channel]}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{notice.recipient}</Table.Td>
                <Table.Td>
                  <Badge
                    size="sm"
                    color={STATE_STYLES[notice.state].color}
                    c={STATE_STYLES[notice.state].textColor}
                    data-testid="notice-state"
                  >
                    {NOTICE_STATE_LABELS[notice.state]}
                  </Badge>
                  {notice.attempts > 1 && (
                    <Text component="span" size="xs" ml={4}>
                      {notice.attempts} tries
                    </Text>
                  )}
                  {notice.state === 'skipped' && (
                    <Text size="xs" c="dimmed">
                      Channel not configured
                    </Text>
                  )}
                  {notice.lastError && notice.state !== 'sent' && (
                    <Text size="xs" c="red.8">
                      {notice.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{lastActivity(notice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
