import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { JOURNAL_MESSAGES } from '@core/api/journal-entries';
import { manilaDateText } from '@core/manila-date';
import type { JournalReportRange } from '../api/get-journal-report';

interface ReportRangeDialogProps {
  onClose: () => void;
  onGenerate: (range: JournalReportRange) => void;
}

/** Date From and Date To (Manila days, both included) for the journal report. */
export function ReportRangeDialog({ onClose, onGenerate }: ReportRangeDialogProps) {
  const today = manilaDateText(new Date());
  const form = useForm<{ dateFrom: string | null; dateTo: string | null }>({
    initialValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today },
    validate: {
      dateFrom: (value) => (value ? null : 'Date From is required'),
      dateTo: (value, values) =>
        !value
          ? 'Date To is required'
          : values.dateFrom && value < values.dateFrom
            ? JOURNAL_MESSAGES.dateRangeReversed
            : null,
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    if (values.dateFrom && values.dateTo) onGenerate({ dateFrom: values.dateFrom, dateTo: values.dateTo });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title="Generate Report"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Posted journal entries created between these days (Philippine time), both included. Entries
            awaiting approval, rejected or withdrawn credited nothing and are left out.
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
