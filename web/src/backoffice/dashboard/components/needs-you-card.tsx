import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useInbox } from '../../shared/api/inbox';
import { INBOX_PATH } from '../../shared/menu';

/** The count's line height (Text fz="lg", bold): the placeholder takes the same room. */
const COUNT_HEIGHT = 29;

function waitingText(total: number): string {
  if (total === 0) return 'Nothing waits for you';
  return `${total} ${total === 1 ? 'thing waits' : 'things wait'} for you`;
}

/**
 * How much waits for this person (issue 28), on every role's dashboard, linking to "Needs you". It used to
 * count the Pending transmittals for every role (issue 19), though only an encoder acts on them; the inbox
 * counts what this person's role acts on, never their own. While the count loads the card is already there
 * with a placeholder of the count's size, so that the statistics below it never move down when it arrives
 * (decision 0038). If the count fails the card goes: the dashboard's other content does not depend on it.
 */
export function NeedsYouCard() {
  const inbox = useInbox();
  if (inbox.isError && !inbox.data) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="needs-you-heading">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="needs-you-heading">
          Needs you
        </Title>
        {inbox.data === undefined ? (
          <Skeleton height={COUNT_HEIGHT} width={180} aria-hidden="true" />
        ) : (
          <Anchor component={Link} to={`/BackOffice/${INBOX_PATH}`} underline="hover" data-testid="needs-you">
            <Text span fw={700} fz="lg">
              {waitingText(inbox.data.total)}
            </Text>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
