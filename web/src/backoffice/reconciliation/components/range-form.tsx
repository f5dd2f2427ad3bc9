import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { reconciliationQuery, type ReconciliationQuery } from '@core/api/reconciliation';

interface RangeFormProps {
  initial: ReconciliationQuery;
  busy: boolean;
  onShow: (range: ReconciliationQuery) => void;
  /** Print is offered once there is a report to print. */
  onPrint: (() => void) | null;
}

/** Date From and Date To (Manila days, both included), checked with the rules the server applies. */
export function RangeForm({ initial, busy, onShow, onPrint }: RangeFormProps) {
  const form = useForm<{ dateFrom: string | null; dateTo: string | null }>({
    initialValues: initial,
    validate: schemaResolver(reconciliationQuery, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    if (values.dateFrom && values.dateTo) onShow({ dateFrom: values.dateFrom, dateTo: values.dateTo });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Report dates">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DatePickerInput
          label="Date From"
          required
          w={{ base: '100%', xs: 180 }}
          valueFormat="MMM DD, YYYY"
          {...form.getInputProps('dateFrom')}
        />
        <DatePickerInput
          label="Date To"
          required
          w={{ base: '100%', xs: 180 }}
          valueFormat="MMM DD, YYYY"
          {...form.getInputProps('dateTo')}
        />
        <Group gap="sm" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" loading={busy}>
            Show Report
          </Button>
          <Button variant="default" onClick={onPrint ?? undefined} disabled={!onPrint}>
            Print
          </Button>
        </Group>
      </Group>
    </form>
  );
}
