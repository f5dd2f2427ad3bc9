import { useEffect, useId } from 'react';
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES } from '@core/api/paging';
import { ariaKeyShortcut, SHORTCUT_KEYS } from './keyboard-shortcuts';
import { usePagingKeys } from './use-paging-keys';

interface PagedTableFooterProps {
  /** First page is 1. */
  page: number;
  pageSize: number;
  /** Undefined while the count is loading. */
  total: number | undefined;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  /** False inside a padded card, whose padding already insets the footer. */
  inset?: boolean;
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

/**
 * The spec's table footer (section 2): rows per page (10, 15, 20) and "x - y of n items" with previous and
 * next arrows. A page past the end (a hand-edited address, or rows that went away) is replaced by the last.
 */
export function PagedTableFooter(props: PagedTableFooterProps) {
  const { page, pageSize, total, disabled = false, inset = true, onPageChange } = props;
  const selectId = useId();
  const known = total ?? 0;
  const lastPage = Math.max(1, Math.ceil(known / pageSize));
  const first = known === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, known);

  useEffect(() => {
    if (total !== undefined && page > lastPage) onPageChange(lastPage, { replace: true });
  }, [total, page, lastPage, onPageChange]);

  const canGoBack = !disabled && page > 1;
  const canGoOn = !disabled && page < lastPage;
  usePagingKeys({
    canGoBack,
    canGoOn,
    goBack: () => onPageChange(page - 1),
    goOn: () => onPageChange(page + 1),
  });

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs" px={inset ? 'md' : 0}>
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
          {first} - {last} of {known} items
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Previous page"
          aria-keyshortcuts={ariaKeyShortcut(SHORTCUT_KEYS.previousPage)}
          disabled={!canGoBack}
          onClick={() => onPageChange(page - 1)}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next page"
          aria-keyshortcuts={ariaKeyShortcut(SHORTCUT_KEYS.nextPage)}
          disabled={!canGoOn}
          onClick={() => onPageChange(page + 1)}
        >
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** The footer of a list whose state is a useListState. */
export function ListPaging({
  list,
  total,
  disabled,
  inset,
}: {
  list: {
    page: number;
    pageSize: number;
    setPage: PagedTableFooterProps['onPageChange'];
    setPageSize: (size: number) => void;
  };
  total: number | undefined;
  disabled?: boolean;
  inset?: boolean;
}) {
  return (
    <PagedTableFooter
      page={list.page}
      pageSize={list.pageSize}
      total={total}
      disabled={disabled}
      inset={inset}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
}
