import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { BULK_STATUS_MAX } from '../bulk-selection';
import { requestCount } from './credit-summary';

interface BulkSelectionBarProps {
  /** Rows ticked, or the filter's count when all that match are chosen. */
  selectedCount: number;
  allMatching: boolean;
  /** How many the filter matches (the list's count); undefined while it loads. */
  matchingCount: number | undefined;
  /** Whether every row of the page is ticked: then "all that match" is offered. */
  pageFullyTicked: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onChangeStatus: () => void;
}

/**
 * The line above the table while rows are ticked: how many, the offer to take every request the filter
 * matches (up to BULK_STATUS_MAX), Change Status and Clear. Its room is always held (no shift of the table
 * when the first row is ticked: decision 0038).
 */
export function BulkSelectionBar(props: BulkSelectionBarProps) {
  const { selectedCount, allMatching, matchingCount, pageFullyTicked } = props;
  const offerAll =
    !allMatching && pageFullyTicked && matchingCount !== undefined && matchingCount > selectedCount;
  return (
    <Paper px="md" py={6} mih={44} bg={selectedCount ? 'blue.0' : undefined} data-testid="bulk-bar">
      {selectedCount === 0 ? (
        <Text size="sm" c="dimmed" lh="32px">
          Tick requests to change many at once.
        </Text>
      ) : (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} role="status" data-testid="selected-count">
              {allMatching
                ? `All ${requestCount(selectedCount)} that match the filter are selected`
                : `${requestCount(selectedCount)} selected`}
            </Text>
            {offerAll &&
              (matchingCount <= BULK_STATUS_MAX ? (
                <Anchor component="button" type="button" size="sm" onClick={props.onSelectAllMatching}>
                  Select all {matchingCount.toLocaleString('en-US')} that match the filter
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  The filter matches {matchingCount.toLocaleString('en-US')}; at most {BULK_STATUS_MAX} can be
                  changed at once.
                </Text>
              ))}
          </Group>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={props.onClear}>
              Clear selection
            </Button>
            <Button
              size="compact-sm"
              onClick={props.onChangeStatus}
              disabled={selectedCount > BULK_STATUS_MAX}
            >
              Change Status…
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
