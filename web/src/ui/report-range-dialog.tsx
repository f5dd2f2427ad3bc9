import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { manilaDateText } from '@core/manila-date';

/** Manila calendar days, both included. */
export interface ReportRange {
  dateFrom: string;
  dateTo: string;
}

interface ReportRangeDialogProps {
  opened: boolean;
  title: string;
  /** What the report counts, in a sentence under the title. */
  description: string;
  /** The report query's schema from core/api: the form checks the range with the server's own rules. */
  schema: z.ZodType<unknown, ReportRange>;
  onClose: () => void;
  onGenerate: (range: ReportRange) => void;
}

/** Date From and Date To for a report; this month so far (Manila) to start with. */
export function ReportRangeDialog(props: ReportRangeDialogProps) {
  const { opened, title, description, schema, onClose, onGenerate } = props;
  const today = manilaDateText(new Date());
  const form = useForm<{ dateFrom: string | null; dateTo: string | null }>({
    initialValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today },
    validate: schemaResolver(schema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    if (values.dateFrom && values.dateTo) onGenerate({ dateFrom: values.dateFrom, dateTo: values.dateTo });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          <DatePickerInput
            label="Date From"
            required
            valueFormat="MMM DD, YYYY"
            popoverProps={{ zIndex: 500 }}
            {...form.getInputProps('dateFrom')}
          />
          <DatePickerInput
            label="Date To"
            required
            valueFormat="MMM DD, YYYY"
            popoverProps={{ zIndex: 500 }}
            {...form.getInputProps('dateTo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Generate</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
