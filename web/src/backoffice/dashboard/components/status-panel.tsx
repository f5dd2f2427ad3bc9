import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StatisticsAnswer } from '@core/api/backoffice-topups';
import { TopupStatus } from '@core/topup-status';
import { prefilteredTopupListPath } from '../../shared/topup-request-links';

/** The five counts of a panel, in the spec's order; Pending and Done open the prefiltered list. */
const CELLS = [
  { status: TopupStatus.Processing, label: 'Processing', link: false },
  { status: TopupStatus.Pending, label: 'Pending', link: true },
  { status: TopupStatus.OnHold, label: 'On-hold', link: false },
  { status: TopupStatus.Done, label: 'Done', link: true },
  { status: TopupStatus.Cancelled, label: 'Cancelled', link: false },
];

interface StatusPanelProps {
  title: string;
  statistics: StatisticsAnswer | undefined;
  codes: readonly number[];
  monthStart: string;
  loading: boolean;
  filter?: ReactNode;
}

function countOf(statistics: StatisticsAnswer | undefined, codes: readonly number[], status: number): number {
  let total = 0;
  for (const method of statistics ?? []) {
    if (!codes.includes(method.paymentMethodCode)) continue;
    for (const detail of method.details) if (detail.status === status) total += detail.transactionCount;
  }
  return total;
}

export function StatusPanel({ title, statistics, codes, monthStart, loading, filter }: StatusPanelProps) {
  const headingId = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} aria-busy={loading}>
      <Stack gap="sm">
        {/* The filter has a line of its own: its choices arrive after the panel (the payment methods), and
            beside the title they would wrap it onto a second line then, moving everything below. */}
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {filter && <div>{filter}</div>}
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
          {CELLS.map((cell) => {
            const count = countOf(statistics, codes, cell.status);
            const value = (
              <Text fz={28} fw={700} lh={1.2} data-testid={`${headingId}-${cell.label.toLowerCase()}`}>
                {count}
              </Text>
            );
            return (
              <Paper key={cell.status} bg="gray.0" p="xs" radius="sm">
                <Text size="xs" c="dark.6" fw={600}>
                  {cell.label}
                </Text>
                {cell.link ? (
                  <Anchor
                    component={Link}
                    to={prefilteredTopupListPath(monthStart, codes, cell.status)}
                    aria-label={`${count} ${cell.label} in ${title}: open the list`}
                    underline="hover"
                  >
                    {value}
                  </Anchor>
                ) : (
                  value
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
