import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { InboxItem, InboxKindAnswer } from '@core/api/inbox';
import { formatPesos } from '@core/money';
import { formatDateTime } from '../../../ui/format-date';
import { INBOX_KIND_VIEWS } from '../inbox-kinds';

/** One line's description: whose, what, how much, by whom; the parts a kind has. */
function describe(item: InboxItem): string {
  return [item.reference, item.subject, item.detail, item.amount === null ? null : formatPesos(item.amount)]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** One kind of the inbox: its heading with the count, each item with the link to where it is acted on. */
export function InboxSection({ kind }: { kind: InboxKindAnswer }) {
  const view = INBOX_KIND_VIEWS[kind.kind];
  const headingId = `inbox-${kind.kind}`;
  const more = kind.count - kind.items.length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {view.title} ({kind.count})
        </Title>
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {kind.items.map((item) => (
            <Group
              key={item.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0, flex: '1 1 20rem' }}>
                <Text fw={600}>{describe(item)}</Text>
                <Text size="sm" c="dark.6">
                  {item.by ? `By ${item.by}, ` : ''}waiting since {formatDateTime(item.since)}
                </Text>
              </div>
              <Anchor component={Link} to={view.pathOf(item)} fw={600}>
                {view.action}
                <VisuallyHidden component="span">: {describe(item)}</VisuallyHidden>
              </Anchor>
            </Group>
          ))}
        </Stack>
        {more > 0 && (
          <Anchor component={Link} to={view.listPath} size="sm">
            {more} more: open the list
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
