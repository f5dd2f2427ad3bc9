import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRANSMITTAL_MESSAGES, TRANSMITTAL_STATUS } from '@core/api/transmittals';
import { useAwaitingTransmittals } from '../api/get-awaiting-transmittals';

/** The transmittal list showing the Pending ones, i.e. those awaiting an encoder's approval. */
export const AWAITING_TRANSMITTALS_PATH = `/BackOffice/Transmittal-List?status=${TRANSMITTAL_STATUS.pending}`;

/** The count's line height (Text fz="lg", bold): the placeholder takes the same room. */
const COUNT_HEIGHT = 29;

/**
 * "n awaiting approval" on every role's dashboard (issue 19), like a checker's inbox: what waits for an
 * encoder, linking to the list filtered to it. While the count loads the card is already there with a
 * placeholder of the count's size, so that the statistics below it never move down when it arrives (issue
 * 27: that shift cost the dashboard its layout-stability score). If the count fails the card goes: the
 * dashboard's other content does not depend on it.
 */
export function TransmittalsAwaitingCard() {
  const awaiting = useAwaitingTransmittals();
  if (awaiting.isError) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="awaiting-transmittals-heading">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="awaiting-transmittals-heading">
          Transmittals
        </Title>
        {awaiting.data === undefined ? (
          <Skeleton height={COUNT_HEIGHT} width={180} aria-hidden="true" />
        ) : (
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
        )}
      </Group>
    </Paper>
  );
}
