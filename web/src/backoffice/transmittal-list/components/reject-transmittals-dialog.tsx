import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import {
  TRANSMITTAL_REJECTION_REASON_MAX_LENGTH,
  transmittalRejectionReasonSchema,
} from '@core/api/transmittals';

interface RejectTransmittalsDialogProps {
  opened: boolean;
  count: number;
  /** "₱3,750.50": what the selected transmittals add up to. */
  total: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The reason checked by the reject body's own rule: required, trimmed, at most 500 characters. */
const reasonFormSchema = z.object({ reason: transmittalRejectionReasonSchema });

/**
 * Rejecting is final and says why (issue 19): the reason is stored with each rejected transmittal and shown
 * on the list and in its report.
 */
export function RejectTransmittalsDialog({
  opened,
  count,
  total,
  onConfirm,
  onClose,
}: RejectTransmittalsDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(reasonFormSchema, { sync: true }),
  });
  const what = count === 1 ? 'the selected transmittal' : `the ${count} selected transmittals`;
  const close = () => {
    form.reset();
    onClose();
  };
  const handleSubmit = form.onSubmit((values) => {
    onConfirm(values.reason.trim());
    form.reset();
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Reject Transmittal"
      centered
      size="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text>{`Reject ${what} (${total})? This cannot be undone.`}</Text>
          <Textarea
            label="Reason"
            description="Shown on the transmittal list and in the transmittal report"
            required
            autosize
            minRows={2}
            maxLength={TRANSMITTAL_REJECTION_REASON_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9">
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
