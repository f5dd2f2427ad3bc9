import { useState } from 'react';
import { Button, Group, Radio, Select, TextInput } from '@mantine/core';
import type { SearchByCode } from '@core/api/backoffice-topups';
import { methodNames, useMethodChoices } from '../../shared/payment-method-choices';
import { SEARCH_OPTIONS, STATUS_OPTIONS, codesOf, filterValue, type AppliedSearch } from '../list-filter';

interface TopupFiltersProps {
  /** The search the list shows, to fill the search box with. */
  search: AppliedSearch | null;
  statuses: number[];
  methodCodes: number[];
  onStatusesChange: (statuses: number[]) => void;
  onMethodCodesChange: (codes: number[]) => void;
  onSearch: (search: AppliedSearch) => void;
  onRefresh: () => void;
  busy: boolean;
}

/** Status and method filters, the search radio and text, Search and Refresh (spec section 2). */
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
          w={200}
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
