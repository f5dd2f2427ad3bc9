import { useState } from 'react';
import '@mantine/dates/styles.css';
import { Button, Group, Radio, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { SearchBy, type SearchByCode } from '@core/api/backoffice-topups';
import { SEARCH_RULE_TEXT } from '@core/search-term';
import { methodNames, useMethodChoices } from '../../shared/payment-method-choices';
import { SEARCH_OPTIONS, STATUS_OPTIONS, codesOf, filterValue, type AppliedSearch } from '../list-filter';

interface TopupFiltersProps {
  /** The search the list shows, to fill the search box with. */
  search: AppliedSearch | null;
  statuses: number[];
  methodCodes: number[];
  onStatusesChange: (statuses: number[]) => void;
  onMethodCodesChange: (codes: number[]) => void;
  /** The range of Manila days, YYYY-MM-DD; '' for an open end. */
  dateFrom: string;
  dateTo: string;
  onDatesChange: (dates: { from: string; to: string }) => void;
  onSearch: (search: AppliedSearch) => void;
  onRefresh: () => void;
  busy: boolean;
}

/** What the search box finds, said under it: the one rule of every list (core/search-term.ts). */
const SEARCH_DESCRIPTIONS: Record<SearchByCode, string> = {
  [SearchBy.None]: '',
  [SearchBy.TransactionNumber]: SEARCH_RULE_TEXT.reference,
  [SearchBy.MobileNumber]: SEARCH_RULE_TEXT.mobile,
  [SearchBy.LoadAmount]: SEARCH_RULE_TEXT.amount,
};

/**
 * Status and method filters, a range of request dates (Manila days), the search radio and text, Search and
 * Refresh (spec section 2; the dates and the statuses Cancelled and Expired are issue 19's).
 */
export function TopupFilters(props: TopupFiltersProps) {
  const [searchBy, setSearchBy] = useState<SearchByCode>(props.search?.searchBy ?? 1);
  const [text, setText] = useState(props.search?.text ?? '');
  const statusValue = filterValue(props.statuses);
  const methodValue = filterValue(props.methodCodes);
  // The methods the server has (a new one appears with no change here), after All.
  const { choices } = useMethodChoices();
  const methodChoices = [
    { value: 'all', label: 'All' },
    ...choices.map((choice) => ({ value: String(choice.code), label: choice.name })),
  ];
  // The dashboard's General Statistics "All" is several methods at once: offer it while it is chosen.
  const methodOptions = methodChoices.some((option) => option.value === methodValue)
    ? methodChoices
    : [...methodChoices, { value: methodValue, label: methodNames(choices, props.methodCodes) }];
  const statusOptions = STATUS_OPTIONS.some((option) => option.value === statusValue)
    ? STATUS_OPTIONS
    : [...STATUS_OPTIONS, { value: statusValue, label: `Status ${statusValue}` }];

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim()) props.onSearch({ searchBy, text: text.trim() });
  };

  const handleRefresh = () => {
    setText('');
    props.onRefresh();
  };

  return (
    <form onSubmit={handleSubmit} role="search" aria-label="Search top-up requests">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          w={150}
          data={statusOptions}
          value={statusValue}
          allowDeselect={false}
          onChange={(value) => props.onStatusesChange(codesOf(value))}
        />
        <Select
          label="Payment Method"
          w={200}
          data={methodOptions}
          value={methodValue}
          allowDeselect={false}
          onChange={(value) => props.onMethodCodesChange(codesOf(value))}
        />
        <DateInput
          label="Created From"
          w={150}
          valueFormat="YYYY-MM-DD"
          placeholder="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Created From' }}
          value={props.dateFrom || null}
          maxDate={props.dateTo || undefined}
          popoverProps={{ withinPortal: true }}
          onChange={(value) => props.onDatesChange({ from: value ?? '', to: props.dateTo })}
        />
        <DateInput
          label="Created To"
          w={150}
          valueFormat="YYYY-MM-DD"
          placeholder="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear Created To' }}
          value={props.dateTo || null}
          minDate={props.dateFrom || undefined}
          popoverProps={{ withinPortal: true }}
          onChange={(value) => props.onDatesChange({ from: props.dateFrom, to: value ?? '' })}
        />
        <Radio.Group
          label="Search by"
          value={String(searchBy)}
          onChange={(value) =>
            setSearchBy(SEARCH_OPTIONS.find((option) => String(option.value) === value)?.value ?? 1)
          }
        >
          <Group gap="sm" mih={36}>
            {SEARCH_OPTIONS.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Search"
          description={SEARCH_DESCRIPTIONS[searchBy]}
          w={260}
          maxLength={64}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" loading={props.busy} disabled={!text.trim()}>
          Search
        </Button>
        <Button variant="default" onClick={handleRefresh}>
          Refresh
        </Button>
      </Group>
    </form>
  );
}
