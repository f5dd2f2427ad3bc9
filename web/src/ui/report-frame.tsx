import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import classes from './report-frame.module.css';

interface ReportFrameProps {
  title: string;
  /** Lines under the title: date range, filters. */
  subtitle?: ReactNode;
  printedAt: Date;
  children: ReactNode;
  footer?: ReactNode;
}

const PRINTED_FORMAT = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Manila',
});

/** A printable sheet: title, when it was printed, the body, a footer; a Print button that does not print. */
export function ReportFrame({ title, subtitle, printedAt, children, footer }: ReportFrameProps) {
  return (
    <main className={classes.sheet}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle}
          </div>
          <Button className={classes.noPrint} variant="default" size="xs" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
        <Text size="sm">Date/Time Printed: {PRINTED_FORMAT.format(printedAt)}</Text>
        {children}
        {footer}
      </Stack>
    </main>
  );
}

export const reportTableClass = classes.table;
export const reportNumberClass = classes.number;
