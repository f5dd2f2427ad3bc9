import { Alert, Group, Loader, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import type { AdminPaymentMethod } from '@core/api/payment-method-admin';
import { useListState } from '../../ui/list/use-list-state';
import { errorMessage } from '../../api/api-error';
import { showSuccess } from '../../ui/show-success';
import { useAllPaymentMethods } from '../shared/api/get-payment-methods';
import { EditPaymentMethodModal } from './components/edit-payment-method-modal';
import { PaymentMethodsTable } from './components/payment-methods-table';
import { PortalAvailabilityCard } from './components/portal-availability-card';

export default function PaymentMethodsPage() {
  // Every method on one page, so the list keeps only its open dialog in the address: ?panel={code}.
  const list = useListState({});
  const methods = useAllPaymentMethods();
  const editing = methods.data?.find((method) => String(method.code) === list.panel) ?? null;
  const setEditing = (method: AdminPaymentMethod | null) => list.setPanel(method && String(method.code));

  const handleSaved = () => {
    setEditing(null);
    showSuccess(MESSAGES.paymentMethodUpdated);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Payment Methods
        </Title>
        {methods.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <PortalAvailabilityCard />
      {methods.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(methods.error)}
        </Alert>
      )}
      {methods.data && <PaymentMethodsTable methods={methods.data} onEdit={setEditing} />}
      {editing && (
        <EditPaymentMethodModal
          key={editing.code}
          method={editing}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      )}
    </Stack>
  );
}
