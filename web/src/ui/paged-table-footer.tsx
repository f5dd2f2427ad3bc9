import { useId } from 'react';
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES } from '@core/api/paging';

interface PagedTableFooterProps {
  /** First page is 1. */
  page: number;
  pageSize: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
}

/** "x - y of n items" with previous and next arrows and 10/15/20 rows per page (spec section 2). */
export function PagedTableFooter(props: PagedTableFooterProps) {
  const { page, pageSize, total, disabled = false } = props;
  const selectId = useId();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs" px="md">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" component="label" htmlFor={selectId}>
          Rows per page
        </Text>
        <NativeSelect
          id={selectId}
          size="xs"
          w={70}
          value={String(pageSize)}
          data={PAGE_SIZES.map((size) => String(size))}
          onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" aria-live="polite" data-testid="paging-text">
          {first} - {last} of {total} items
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Previous page"
          disabled={disabled || page <= 1}
          onClick={props.onPrevious}
        >
          ‹
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next page"
          disabled={disabled || last >= total}
          onClick={props.onNext}
        >
          ›
        </ActionIcon>
      </Group>
    </Group>
  );
}
