import { useState } from 'react';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lastDayOfMonth } from '@core/manila-date';
import { formatPeso } from '@core/money';
import { useDailyTotals } from '../api/get-statistics';
import { useMethodChoices } from '../../shared/payment-method-choices';
import { buildChartDays, chartMethods, type Measure } from './chart-data';
import { DailyChartTable } from './daily-chart-table';

const HEIGHT = 180;
const BAR_GAP = 2;

/** Daily top-up requests of the month, stacked by payment method, as amounts or counts (beyond the spec). */
export function DailyChart({ monthStart }: { monthStart: string }) {
  const [measure, setMeasure] = useState<Measure>('amount');
  const totals = useDailyTotals(monthStart);
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  const dayCount = lastDayOfMonth(year, month).day;
  const methods = chartMethods(useMethodChoices().choices);
  const days = buildChartDays(methods, totals.data ?? [], dayCount, measure);
  const highest = Math.max(0, ...days.map((day) => day.total));
  const max = Math.max(1, highest);
  const width = dayCount * 20;
  const label = (value: number) => (measure === 'amount' ? formatPeso(value) : String(value));
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-PH', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="daily-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="daily-chart-title">
            Top-up requests per day, {monthName}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Measure"
            value={measure}
            onChange={(value) => setMeasure(value === 'count' ? 'count' : 'amount')}
            data={[
              { value: 'amount', label: 'Amount' },
              { value: 'count', label: 'Count' },
            ]}
          />
        </Group>
        <Group gap="md" aria-hidden="true">
          {methods.map((method) => (
            <Group key={method.code} gap={4}>
              <span style={{ width: 12, height: 12, background: method.color, display: 'inline-block' }} />
              <Text size="xs">{method.name}</Text>
            </Group>
          ))}
        </Group>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Bar chart of top-up request ${measure === 'amount' ? 'amounts' : 'counts'} per day; highest day ${label(highest)}. The table below has the figures.`}
        >
          {days.map((day, index) => {
            let y = HEIGHT;
            return (
              <g key={day.day}>
                <title>{`Day ${day.day}: ${label(day.total)}`}</title>
                {day.segments.map((segment) => {
                  const height = (segment.value / max) * HEIGHT;
                  y -= height;
                  return (
                    <rect
                      key={segment.code}
                      x={index * 20 + BAR_GAP}
                      y={y}
                      width={20 - 2 * BAR_GAP}
                      height={height}
                      fill={segment.color}
                    />
                  );
                })}
              </g>
            );
          })}
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#868e96" strokeWidth={1} />
        </svg>
        {/* Day numbers as HTML, so that they keep their shape while the bars stretch to the width. */}
        <div style={{ position: 'relative', height: 16, marginTop: -8 }} aria-hidden="true">
          {days
            .filter((day) => day.day === 1 || day.day % 5 === 0)
            .map((day) => (
              <Text
                key={day.day}
                size="xs"
                style={{
                  position: 'absolute',
                  left: `${((day.day - 0.5) / dayCount) * 100}%`,
                  transform: 'translateX(-50%)',
                }}
              >
                {day.day}
              </Text>
            ))}
        </div>
        <Text size="xs" c="dark.6">
          Highest day: {label(highest)}
        </Text>
        <DailyChartTable methods={methods} days={days} label={label} />
      </Stack>
    </Paper>
  );
}
