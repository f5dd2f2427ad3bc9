import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { BACKOFFICE_TOPUP_MESSAGES } from '@core/api/backoffice-topups';
import { manilaDateText } from '@core/manila-date';
import type { ReportKind } from '../api/get-topup-reports';

interface ReportRangeDialogProps {
  kind: Extract<ReportKind, 'detailed' | 'summary'> | null;
  onClose: () => void;
  onGenerate: (range: { dateFrom: string; dateTo: string }) => void;
}

const TITLES = { detailed: 'Generate Report', summary: 'Generate Summary Report' } as const;

/** Date From and Date To (Manila days, inclusive) for a report. */
export function ReportRangeDialog({ kind, onClose, onGenerate }: ReportRangeDialogProps) {
  const today = manilaDateText(new Date());
  const form = useForm<{ dateFrom: string | null; dateTo: string | null }>({
    initialValues: { dateFrom: `${today.slice(0, 8)}01`, dateTo: today },
    validate: {
      dateFrom: (value) => (value ? null : 'Date From is required'),
      dateTo: (value, values) =>
        !value
          ? 'Date To is required'
          : values.dateFrom && value < values.dateFrom
            ? BACKOFFICE_TOPUP_MESSAGES.dateRangeReversed
            : null,
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    if (values.dateFrom && values.dateTo) onGenerate({ dateFrom: values.dateFrom, dateTo: values.dateTo });
  });

  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? TITLES[kind] : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Requests created between these days (Philippine time), both included.
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
