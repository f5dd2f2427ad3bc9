import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { cancelTopupBody, type ListedTopup } from '@core/api/topups';
import { FormError } from '../../ui/form-error';
import { useCancelTopupRequest } from './api/cancel-topup-request';
import {
  CANCEL_REASONS,
  CANCEL_REMARKS_MAX_LENGTH,
  OTHER_REASON,
  OTHER_REASON_REQUIRED,
} from './cancel-reasons';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText, useMessageText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    reason: 'Reason for cancelling',
    // The spec's reasons are what the request keeps as its remarks: they are sent in English either way.
    reasons: Object.fromEntries(CANCEL_REASONS.map((reason) => [reason, reason])) as Record<string, string>,
    tellUsWhy: 'Tell us why',
    characters: (count: number, max: number) => `${count} / ${max} characters`,
    otherReasonRequired: OTHER_REASON_REQUIRED,
    back: 'Back',
    confirm: 'Confirm',
    cancelling: 'Cancelling...',
  },
  fil: {
    reason: 'Dahilan ng pag-cancel',
    reasons: {
      'Incorrect eWallet Account': 'Maling eWallet account',
      'Incorrect Amount': 'Maling amount',
      'Incorrect payment method selected': 'Maling paraan ng bayad ang napili',
      Other: 'Iba pa',
    } as Record<string, string>,
    tellUsWhy: 'Sabihin sa amin kung bakit',
    characters: (count: number, max: number) => `${count} / ${max} character`,
    otherReasonRequired: 'Pakilagay ang dahilan ng pag-cancel',
    back: 'Bumalik',
    confirm: 'Kumpirmahin',
    cancelling: 'Kina-cancel...',
  },
});

/**
 * The remarks the cancel body carries are the chosen reason, or for 'Other' the customer's words: those
 * are checked by the body's own rule for remarks, a blank one asked for in the portal's words.
 */
const cancelReasonFormSchema = z
  .object({ reason: z.string(), otherReason: z.string() })
  .superRefine((values, issues) => {
    if (values.reason !== OTHER_REASON) return;
    const remarks = cancelTopupBody.shape.remarks.safeParse(values.otherReason);
    if (remarks.success) return;
    const message = values.otherReason.trim()
      ? (remarks.error.issues[0]?.message ?? OTHER_REASON_REQUIRED)
      : OTHER_REASON_REQUIRED;
    issues.addIssue({ code: 'custom', path: ['otherReason'], message });
  });

interface CancelReasonFormProps {
  request: ListedTopup;
  onCancelled: (request: ListedTopup) => void;
  onBack: () => void;
}

/** Choose a reason ('Other' needs the customer's words) and confirm the cancellation. */
export function CancelReasonForm({ request, onCancelled, onBack }: CancelReasonFormProps) {
  const cancel = useCancelTopupRequest();
  const words = useCopy(copy);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const form = useForm({
    initialValues: { reason: '', otherReason: '' },
    validate: schemaResolver(cancelReasonFormSchema, { sync: true }),
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
        <Radio.Group
          label={words.reason}
          withAsterisk
          {...form.getInputProps('reason')}
          error={messageText(form.errors.reason)}
        >
          <Stack gap="sm" mt="xs">
            {CANCEL_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={words.reasons[reason] ?? reason} />
            ))}
          </Stack>
        </Radio.Group>
        {isOther && (
          <Textarea
            label={words.tellUsWhy}
            required
            autosize
            minRows={3}
            maxLength={CANCEL_REMARKS_MAX_LENGTH}
            description={words.characters(form.values.otherReason.length, CANCEL_REMARKS_MAX_LENGTH)}
            {...form.getInputProps('otherReason')}
            error={
              form.errors.otherReason === OTHER_REASON_REQUIRED
                ? words.otherReasonRequired
                : messageText(form.errors.otherReason)
            }
          />
        )}
        <FormError message={cancel.error ? errorText(cancel.error, [404, 409, 429]) : null} />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={onBack} disabled={cancel.isPending}>
            {words.back}
          </Button>
          <Button type="submit" color="red.9" disabled={!form.values.reason || cancel.isPending}>
            {cancel.isPending ? words.cancelling : words.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
