import { Alert, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api/api-error';
import { useInbox } from '../shared/api/inbox';
import { InboxSection } from './components/inbox-section';

/**
 * "Needs you" (issue 28, decision 0042): what waits for the signed-in person, by kind, each item one click
 * from where it is acted on. The server answers only the kinds of the person's role and never their own
 * (GET /api/Inbox); the same query feeds the sidebar's count, so the two always agree.
 */
export default function InboxPage() {
  const inbox = useInbox();
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          Needs you
        </Title>
        {inbox.isFetching && inbox.data && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Text size="sm" maw={720}>
        What waits for you to act on, oldest first. Your own entries, transmittals and requests wait for
        someone else, and are not here.
      </Text>
      {inbox.isError && !inbox.data ? (
        <Alert color="red" role="alert">
          {errorMessage(inbox.error)}
        </Alert>
      ) : !inbox.data ? (
        <Skeleton height={120} aria-label="Loading" />
      ) : inbox.data.kinds.length === 0 ? (
        <Text fw={600} data-testid="inbox-empty">
          Nothing needs you right now.
        </Text>
      ) : (
        inbox.data.kinds.map((kind) => <InboxSection key={kind.kind} kind={kind} />)
      )}
    </Stack>
  );
}
