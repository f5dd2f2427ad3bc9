import { Table, Text } from '@mantine/core';
import type { ChartDay, ChartMethod } from './chart-data';

/** The chart's figures as a table, behind a disclosure: what a screen reader or a careful reader needs. */
export function DailyChartTable({
  methods,
  days,
  label,
}: {
  methods: readonly ChartMethod[];
  days: ChartDay[];
  label: (value: number) => string;
}) {
  const withData = days.filter((day) => day.total > 0);
  return (
    <details>
      <summary>
        <Text component="span" size="sm">
          Show the figures as a table
        </Text>
      </summary>
      <Table.ScrollContainer minWidth={500}>
        <Table fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              {methods.map((method) => (
                <Table.Th key={method.code} ta="right">
                  {method.name}
                </Table.Th>
              ))}
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withData.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Td>{day.day}</Table.Td>
                {methods.map((method) => (
                  <Table.Td key={method.code} ta="right">
                    {label(day.segments.find((segment) => segment.code === method.code)?.value ?? 0)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{label(day.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
