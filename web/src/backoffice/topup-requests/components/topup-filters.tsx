import { useState } from 'react';
import { Button, Group, Radio, Select, TextInput } from '@mantine/core';
import type { SearchByCode } from '@core/api/backoffice-topups';
import {
  METHOD_OPTIONS,
  SEARCH_OPTIONS,
  STATUS_OPTIONS,
  codesOf,
  filterValue,
  type AppliedSearch,
} from '../list-filter';

interface TopupFiltersProps {
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
  const [searchBy, setSearchBy] = useState<SearchByCode>(1);
  const [text, setText] = useState('');
  const statusValue = filterValue(props.statuses);
  const methodValue = filterValue(props.methodCodes);
  // The dashboard's General Statistics "All" is several methods at once: offer it while it is chosen.
  const methodOptions = METHOD_OPTIONS.some((option) => option.value === methodValue)
    ? METHOD_OPTIONS
    : [...METHOD_OPTIONS, { value: methodValue, label: 'Card, Site, Rider' }];
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
