import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES } from '@core/api/paging';

export type PageSize = (typeof PAGE_SIZES)[number];

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

interface TablePagingProps {
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The spec's table footer: rows per page (10, 15, 20) and 'x - y of n items' with previous and next arrows. */
export function TablePaging({ total, page, pageSize, onPageChange, onPageSizeChange }: TablePagingProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" component="label" htmlFor="rows-per-page">
          Rows per page
        </Text>
        <NativeSelect
          id="rows-per-page"
          size="xs"
          w={70}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {`${first} - ${last} of ${total} items`}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label="Next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
