import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { TOPUP_COLUMNS, type TopupColumn } from '../list-params';
import { TOPUP_COLUMN_LABELS } from './topup-table';

interface ColumnChooserProps {
  shown: readonly TopupColumn[];
  /** The new set, in the table's order; [] when every column is shown again (the address's default). */
  onChange: (columns: TopupColumn[]) => void;
}

/** Which columns the table shows; Transaction No. always stays, so every row can still be told apart. */
export function ColumnChooser({ shown, onChange }: ColumnChooserProps) {
  const toggle = (column: TopupColumn, on: boolean) => {
    const next = TOPUP_COLUMNS.filter((key) => (key === column ? on : shown.includes(key)));
    onChange(next.length === TOPUP_COLUMNS.length ? [] : next);
  };
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default">Columns</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby="topup-columns-label">
          <Text id="topup-columns-label" size="sm" fw={500}>
            Shown columns
          </Text>
          {TOPUP_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              label={TOPUP_COLUMN_LABELS[column]}
              checked={shown.includes(column)}
              disabled={column === 'reference'}
              onChange={(event) => toggle(column, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
