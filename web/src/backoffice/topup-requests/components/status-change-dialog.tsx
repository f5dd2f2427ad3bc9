import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { updateTopupStatusBody } from '@core/api/backoffice-topups';
import type { ListedTopup } from '@core/api/topups';
import { TopupStatus, allowedMovesFrom, isTopupStatusCode } from '@core/topup-status';
import { errorMessage } from '../../../api/api-error';
import { useUpdateTopupStatus } from '../api/update-topup-status';
import { draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { SingleCreditLine } from './credit-summary';
import { StatusRemarksFields } from './status-remarks-fields';

/** The body's own rules for the two fields; no status chosen yet is a missing one ('Status is required'). */
const statusChangeFormSchema = updateTopupStatusBody.pick({ status: true, remarks: true }).extend({
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    updateTopupStatusBody.shape.status,
  ),
});

interface StatusChangeDialogProps {
  request: ListedTopup;
  opened: boolean;
  onClose: () => void;
  onChanged: (request: ListedTopup) => void;
}

/**
 * Offers only the moves API.md allows from the request's status, with a required remark; a move to Done
 * says what it credits and to whom before Save.
 */
export function StatusChangeDialog({ request, opened, onClose, onChanged }: StatusChangeDialogProps) {
  const update = useUpdateTopupStatus();
  // One key per opening of the dialog: a double click or a retry after a lost answer changes nothing twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const moves = isTopupStatusCode(request.status) ? allowedMovesFrom(request.status) : [];
  const form = useForm({
    initialValues: { status: '', remarks: '' },
    validate: schemaResolver(statusChangeFormSchema, { sync: true }),
  });
  // The remark typed survives a session that ends mid-entry (issue 19); dropped at Save or on close.
  const user = useCurrentUser();
  const draft = useFormDraft(
    opened ? draftKey(user.id, `topup-status-${request.id}`) : null,
    form.values,
    form.setValues,
  );

  const handleClose = () => {
    draft.clear();
    form.reset();
    update.reset();
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(
      { body: { id: request.id, status: Number(values.status), remarks: values.remarks }, idempotencyKey },
      {
        onSuccess: (changed) => {
          handleClose();
          onChanged(changed);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title="Change Status"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={400}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            Transaction No. <b>{request.referenceNumber}</b> is <b>{request.statusText}</b>.
          </Text>
          <StatusRemarksFields
            moves={moves}
            status={form.getInputProps('status')}
            remarks={form.getInputProps('remarks')}
          />
          {/* Before Save credits anything: what, to whom (issue 28). */}
          {form.values.status === String(TopupStatus.Done) && <SingleCreditLine id={request.id} />}
          {update.isError && (
            <Alert color="red" role="alert">
              {errorMessage(update.error, [403, 409])}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
