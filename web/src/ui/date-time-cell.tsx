import { Text } from '@mantine/core';
import { formatDate, formatTime } from './format-date';

/** A date on one line and its time under it: narrow table columns stay readable. */
export function DateTimeCell({ iso }: { iso: string | null | undefined }) {
  if (!iso) return null;
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap', display: 'block' }}>
      {formatDate(iso)}
      <Text size="xs" c="dimmed" component="span" display="block">
        {formatTime(iso)}
      </Text>
    </Text>
  );
}
