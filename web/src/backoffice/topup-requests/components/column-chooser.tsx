import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { TOPUP_COLUMNS, type TopupColumn } from '../list-params';
import { TOPUP_COLUMN_LABELS } from './topup-table';

interface ColumnChooserProps {
  shown: readonly TopupColumn[];
  /** The new set, in the table's order; [] when every column is shown again (the address's default). */
  onChange: (columns: TopupColumn[]) => void;
}

/** Which columns the table shows; Transaction No. always stays, so every row can still be told apart. */
export function ColumnChooser({ shown, onChange }: ColumnChooserProps) {
  const handleChange = (values: string[]) => {
    const next = TOPUP_COLUMNS.filter((key) => key === 'reference' || values.includes(key));
    onChange(next.length === TOPUP_COLUMNS.length ? [] : next);
  };
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default">Columns</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label="Shown columns" value={[...shown]} onChange={handleChange}>
          <Stack gap="xs" mt="xs">
            {TOPUP_COLUMNS.map((column) => (
              <Checkbox
                key={column}
                value={column}
                label={TOPUP_COLUMN_LABELS[column]}
                disabled={column === 'reference'}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
