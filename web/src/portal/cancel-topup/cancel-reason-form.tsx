import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ListedTopup } from '@core/api/topups';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { useCancelTopupRequest } from './api/cancel-topup-request';
import {
  CANCEL_REASONS,
  CANCEL_REMARKS_MAX_LENGTH,
  OTHER_REASON,
  OTHER_REASON_REQUIRED,
} from './cancel-reasons';

interface CancelReasonFormProps {
  request: ListedTopup;
  onCancelled: (request: ListedTopup) => void;
  onBack: () => void;
}

/** Choose a reason ('Other' needs the customer's words) and confirm the cancellation. */
export function CancelReasonForm({ request, onCancelled, onBack }: CancelReasonFormProps) {
  const cancel = useCancelTopupRequest();
  const form = useForm({
    initialValues: { reason: '', otherReason: '' },
    validate: {
      otherReason: (value, values) =>
        values.reason === OTHER_REASON && !value.trim() ? OTHER_REASON_REQUIRED : null,
    },
  });
  const isOther = form.values.reason === OTHER_REASON;

  function handleSubmit(values: typeof form.values) {
    const remarks = values.reason === OTHER_REASON ? values.otherReason.trim() : values.reason;
    cancel.mutate(
      { id: request.id, referenceNumber: request.referenceNumber, remarks },
      { onSuccess: onCancelled },
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Radio.Group label="Reason for cancelling" withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="sm" mt="xs">
            {CANCEL_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={reason} />
            ))}
          </Stack>
        </Radio.Group>
        {isOther && (
          <Textarea
            label="Tell us why"
            required
            autosize
            minRows={3}
            maxLength={CANCEL_REMARKS_MAX_LENGTH}
            description={`${form.values.otherReason.length} / ${CANCEL_REMARKS_MAX_LENGTH} characters`}
            {...form.getInputProps('otherReason')}
          />
        )}
        <FormError message={cancel.error ? errorMessage(cancel.error, [404, 409, 429]) : null} />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={onBack} disabled={cancel.isPending}>
            Back
          </Button>
          <Button type="submit" color="red.9" disabled={!form.values.reason || cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
