import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { manilaDateText } from '@core/manila-date';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { errorMessage } from '../../../api/api-error';
import { useMethodChoices, type MethodChoice } from '../../shared/payment-method-choices';
import { useStatistics } from '../api/get-statistics';
import { DailyChart } from './daily-chart';
import { StatusPanel } from './status-panel';

/** Bank Transfer has a panel of its own (spec section 2). */
const BANK_TRANSFER = [PaymentMethodCode.BankTransfer];

/** General Statistics: All (every other method) and then each other method, as the server lists them. */
function generalFilters(choices: readonly MethodChoice[]) {
  const general = choices.filter((choice) => choice.code !== PaymentMethodCode.BankTransfer);
  return [
    { value: 'all', label: 'All', codes: general.map((choice) => choice.code) },
    ...general.map((choice) => ({ value: String(choice.code), label: choice.name, codes: [choice.code] })),
  ];
}

/** The month picker (this year and last), the Bank Transfer and General Statistics panels, the chart. */
export function TopupStatistics() {
  const today = manilaDateText(new Date());
  const year = Number(today.slice(0, 4));
  const [month, setMonth] = useState<string>(`${today.slice(0, 7)}-01`);
  const [general, setGeneral] = useState('all');
  const statistics = useStatistics(month);
  const methods = useMethodChoices();
  const filters = generalFilters(methods.choices);
  // Four method names do not fit side by side on a phone: stack them there.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const generalCodes = filters.find((filter) => filter.value === general)?.codes ?? [];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <MonthPickerInput
          label="Month"
          w={200}
          value={month}
          onChange={(value) => value && setMonth(value)}
          minDate={`${year - 1}-01-01`}
          maxDate={`${year}-12-31`}
          valueFormat="MMMM YYYY"
          allowDeselect={false}
        />
      </Group>
      {statistics.isError && (
        <Alert color="red" role="alert">
          {errorMessage(statistics.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatusPanel
          title="Bank Transfer"
          statistics={statistics.data}
          codes={BANK_TRANSFER}
          monthStart={month}
          loading={statistics.isFetching}
        />
        <StatusPanel
          title="General Statistics"
          statistics={statistics.data}
          codes={generalCodes}
          monthStart={month}
          loading={statistics.isFetching || methods.isPending}
          filter={
            <SegmentedControl
              size="xs"
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth={narrow}
              aria-label="Payment method"
              value={general}
              onChange={setGeneral}
              data={filters.map(({ value, label }) => ({ value, label }))}
            />
          }
        />
      </SimpleGrid>
      <DailyChart monthStart={month} />
    </Stack>
  );
}
