import { useState } from 'react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  PAYMENTS_TO_RETURN_MESSAGES,
  RETURN_STATUS,
  type PaymentToReturn,
} from '@core/api/payments-to-return';
import { errorMessage } from '../../api/api-error';
import { listParam } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/use-list-state';
import { PagedTableFooter } from '../../ui/paged-table-footer';
import { showSuccess } from '../../ui/show-success';
import { usePaymentsToReturn } from './api/get-payments-to-return';
import { PaymentsToReturnTable } from './components/payments-to-return-table';
import { RefundDialog } from './components/refund-dialog';
import { useMinuteClock } from './use-minute-clock';

const TITLE = 'Payments to Return';

/** The view in the address: ?view=1 for the refunded ones. */
const RETURN_LIST_PARAMS = {
  view: listParam.code([RETURN_STATUS.toReturn, RETURN_STATUS.refunded], RETURN_STATUS.toReturn),
};

export default function PaymentsToReturnPage() {
  const list = useListState(RETURN_LIST_PARAMS);
  const { view } = list.filters;
  const { page, pageSize } = list;
  const [refunding, setRefunding] = useState<PaymentToReturn | null>(null);
  const payments = usePaymentsToReturn(view);
  // The count on the "To return" choice, whichever view is shown.
  const toReturn = usePaymentsToReturn(RETURN_STATUS.toReturn);
  const nowMs = useMinuteClock();

  const all = payments.data ?? [];
  // A refund can empty the last page: show the page before it rather than nothing.
  const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  const shown = all.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  const handleRefunded = () => {
    setRefunding(null);
    showSuccess(PAYMENTS_TO_RETURN_MESSAGES.refunded);
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        {payments.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Text size="sm" maw={720}>
        Card payments the provider took for a top-up request that was cancelled or had expired before the
        money arrived. Nothing was credited: refund each one to the card that paid it.
      </Text>
      <SegmentedControl
        aria-label="Show"
        w="fit-content"
        value={String(view)}
        onChange={(value) => list.setFilters({ view: RETURN_LIST_PARAMS.view.parse(value) })}
        data={[
          {
            value: String(RETURN_STATUS.toReturn),
            label: toReturn.data ? `To return (${toReturn.data.length})` : 'To return',
          },
          { value: String(RETURN_STATUS.refunded), label: 'Refunded' },
        ]}
      />
      {payments.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(payments.error)}
        </Alert>
      )}
      {payments.data && (
        <PaymentsToReturnTable
          payments={shown}
          view={view}
          nowMs={nowMs}
          loading={payments.isFetching}
          onRefund={setRefunding}
        />
      )}
      <PagedTableFooter
        page={shownPage}
        pageSize={pageSize}
        total={payments.data?.length}
        disabled={payments.isFetching}
        onPageChange={(next, options) => list.setPage(next, options)}
        onPageSizeChange={list.setPageSize}
      />
      {refunding && (
        <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={handleRefunded} />
      )}
    </Stack>
  );
}
