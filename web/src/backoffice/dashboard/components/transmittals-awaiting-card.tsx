import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRANSMITTAL_MESSAGES, TRANSMITTAL_STATUS } from '@core/api/transmittals';
import { useAwaitingTransmittals } from '../api/get-awaiting-transmittals';

/** The transmittal list showing the Pending ones, i.e. those awaiting an encoder's approval. */
export const AWAITING_TRANSMITTALS_PATH = `/BackOffice/Transmittal-List?status=${TRANSMITTAL_STATUS.pending}`;

/**
 * "n awaiting approval" on every role's dashboard (issue 19), like a checker's inbox: what waits for an
 * encoder, linking to the list filtered to it. Nothing is shown while the count loads or if it fails: the
 * dashboard's other content does not depend on it.
 */
export function TransmittalsAwaitingCard() {
  const awaiting = useAwaitingTransmittals();
  if (awaiting.data === undefined) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="awaiting-transmittals-heading">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="awaiting-transmittals-heading">
          Transmittals
        </Title>
        <Anchor
          component={Link}
          to={AWAITING_TRANSMITTALS_PATH}
          underline="hover"
          data-testid="awaiting-transmittals"
        >
          <Text span fw={700} fz="lg">
            {TRANSMITTAL_MESSAGES.awaitingApproval(awaiting.data)}
          </Text>
        </Anchor>
      </Group>
    </Paper>
  );
}
