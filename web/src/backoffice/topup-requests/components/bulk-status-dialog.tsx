import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import {
  updateTopupStatusBody,
  type BulkStatusPreviewBody,
  type BulkUpdateStatusAnswer,
} from '@core/api/backoffice-topups';
import { formatPeso } from '@core/money';
import { TOPUP_STATUS_NAMES, TopupStatus, type TopupStatusCode } from '@core/topup-status';
import { errorMessage } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { useBulkStatusPreview, useBulkUpdateStatus } from '../api/bulk-status';
import type { BulkTarget } from '../bulk-selection';
import { PreviewRows, previewHeadline, requestCount } from './credit-summary';
import { StatusRemarksFields } from './status-remarks-fields';

const formSchema = updateTopupStatusBody.pick({ status: true, remarks: true }).extend({
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    updateTopupStatusBody.shape.status,
  ),
});

interface BulkStatusDialogProps {
  target: BulkTarget;
  /** The statuses offered: the moves allowed from some selected request's status. */
  moves: readonly TopupStatusCode[];
  onClose: (changedAny: boolean) => void;
}

type Step = { kind: 'form' } | { kind: 'confirm'; status: TopupStatusCode; remarks: string };

/**
 * Change Status of many requests (issue 28), in three steps: the new status and one remark; what it acts
 * on, read from the server (for Done: the total credited and each e-wallet's name, mobile number and
 * amount), with the count the person confirms; then each request's outcome. The server applies the same
 * rules as to one request, row by row.
 */
export default function BulkStatusDialog({ target, moves, onClose }: BulkStatusDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // One key per opening: a double click or a retry after a lost answer changes nothing twice.
  const [idempotencyKey] = useState(createIdempotencyKey);
  const update = useBulkUpdateStatus();
  const form = useForm({
    initialValues: { status: '', remarks: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const selection = target.kind === 'ids' ? { ids: target.ids } : { filter: target.filter };
  const previewBody: BulkStatusPreviewBody | null =
    step.kind === 'confirm' ? { ...selection, status: step.status } : null;
  const preview = useBulkStatusPreview(update.data ? null : previewBody);
  const result = update.data;

  const close = () => onClose(result !== undefined && result.changed > 0);

  const handleReview = form.onSubmit((values) =>
    setStep({ kind: 'confirm', status: Number(values.status) as TopupStatusCode, remarks: values.remarks }),
  );

  const handleConfirm = () => {
    if (step.kind !== 'confirm' || !preview.data) return;
    update.mutate({
      body: {
        ...selection,
        ...(target.kind === 'filter' ? { expectedCount: preview.data.count } : {}),
        status: step.status,
        remarks: step.remarks,
      },
      idempotencyKey,
    });
  };

  const title = result ? 'Status change results' : 'Change Status of selected requests';
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={400}
    >
      {result ? (
        <BulkResults result={result} onClose={close} />
      ) : step.kind === 'form' ? (
        <form onSubmit={handleReview} noValidate>
          <Stack>
            <Text size="sm">
              <b>{requestCount(target.count)}</b> selected
              {target.kind === 'filter' ? ': every request the filter matches' : ''}.
            </Text>
            <StatusRemarksFields
              moves={moves}
              status={form.getInputProps('status')}
              remarks={form.getInputProps('remarks')}
              remarksDescription="One remark for every request changed"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          {preview.isPending && <Text c="dimmed">Reading the selected requests…</Text>}
          {preview.isError && (
            <Alert color="red" role="alert">
              {errorMessage(preview.error, [400, 409])}
            </Alert>
          )}
          {preview.data && (
            <>
              <Alert
                color={step.status === TopupStatus.Done ? 'blue' : 'gray'}
                variant="light"
                title={step.status === TopupStatus.Done ? 'What this credits, to whom' : 'What this changes'}
                data-testid="bulk-headline"
              >
                {previewHeadline(preview.data, step.status)}
                <Text size="sm" mt={4}>
                  Remark: {step.remarks}
                </Text>
              </Alert>
              <PreviewRows preview={preview.data} />
            </>
          )}
          {update.isError && (
            <Alert color="red" role="alert">
              {errorMessage(update.error, [400, 403, 409])}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'form' })} disabled={update.isPending}>
              Back
            </Button>
            <Button
              onClick={handleConfirm}
              loading={update.isPending}
              disabled={!preview.data || preview.data.movableCount === 0}
            >
              {preview.data && step.status === TopupStatus.Done
                ? `Yes, credit ${formatPeso(preview.data.movableCentavos)}`
                : `Yes, move to ${TOPUP_STATUS_NAMES[step.status]}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The status badges' shades (ui/topup-status-badge.tsx), each label at 4.5:1 or more. */
const OUTCOME_BADGES = {
  changed: { color: 'green.6', text: 'dark.9', label: 'Changed' },
  already: { color: 'gray.7', text: 'white', label: 'Already changed' },
  refused: { color: 'red.9', text: 'white', label: 'Refused' },
} as const;

/** Each request's outcome: changed, already in that status (someone else was first), or refused and why. */
function BulkResults({ result, onClose }: { result: BulkUpdateStatusAnswer; onClose: () => void }) {
  const credited = result.creditedCentavos > 0 ? `, ${formatPeso(result.creditedCentavos)} credited` : '';
  return (
    <Stack>
      <Text role="status" data-testid="bulk-summary">
        {result.changed} changed{credited} · {result.already} already changed · {result.refused} refused
      </Text>
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        offsetScrollbars
        // A scrolled box is reached by the keyboard too (axe scrollable-region-focusable).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Each request’s result' }}
      >
        <Table striped withTableBorder fz="sm" data-testid="bulk-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Transaction No.</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Status now</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.results.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td ff="monospace">{row.referenceNumber || `#${row.id}`}</Table.Td>
                <Table.Td>
                  <Badge color={OUTCOME_BADGES[row.outcome].color} c={OUTCOME_BADGES[row.outcome].text}>
                    {OUTCOME_BADGES[row.outcome].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.statusText}</Table.Td>
                <Table.Td>{row.message ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={onClose}>Back to the list</Button>
      </Group>
    </Stack>
  );
}
