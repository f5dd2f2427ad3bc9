import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { createJournalEntryBody, PURPOSE_MAX_LENGTH, type JournalEntry } from '@core/api/journal-entries';
import { errorMessage } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useCustomerLookup, useMobileLookupError } from '../../shared/customer-lookup';
import { CustomerMobileFields } from '../../shared/customer-mobile-fields';
import { useCreateJournalEntry } from '../api/create-journal-entry';

/**
 * The body's own rules for the amount and the purpose; the mobile number is checked, and its customer
 * looked up, as it is typed (customer-lookup.ts).
 */
const entryFormSchema = createJournalEntryBody
  .pick({ topupRequestAmount: true, purpose: true })
  .extend({ mobileNo: z.string() });

interface CreateEntryModalProps {
  onClose: () => void;
  onCreated: (entry: JournalEntry) => void;
}

/**
 * Create New Entry: the customer by mobile number, an amount above 0 and a purpose. Save credits the wallet,
 * or above the approval threshold saves the entry for a second top-up admin's approval (decision 0013).
 */
export function CreateEntryModal({ onClose, onCreated }: CreateEntryModalProps) {
  const user = useCurrentUser();
  const create = useCreateJournalEntry();
  // One key for this dialog: a double click or a retried Save cannot credit the wallet twice.
  const [idempotencyKey] = useState(createIdempotencyKey);
  const form = useForm<{ mobileNo: string; topupRequestAmount: number | string; purpose: string }>({
    initialValues: { mobileNo: '', topupRequestAmount: '', purpose: '' },
    validate: schemaResolver(entryFormSchema, { sync: true }),
  });
  // What was typed survives a session that ends mid-entry (issue 19); dropped at Save or Cancel.
  const draft = useFormDraft(draftKey(user.id, 'journal-entry'), form.values, form.setValues);
  const lookup = useCustomerLookup(form.values.mobileNo);
  const handleClose = () => {
    draft.clear();
    onClose();
  };
  const mobile = useMobileLookupError(form.values.mobileNo, lookup);

  const handleSubmit = form.onSubmit(
    (values) => {
      mobile.reveal();
      if (mobile.error || !lookup.data) return;
      create.mutate(
        {
          body: {
            contactNumber: values.mobileNo,
            ewalletAccountId: lookup.data.id,
            ewalletAccountName: lookup.data.fullName,
            initiatedById: user.id,
            initiatedByName: user.fullName,
            topupRequestAmount: String(values.topupRequestAmount),
            purpose: values.purpose,
          },
          idempotencyKey,
        },
        {
          onSuccess: (entry) => {
            draft.clear();
            onCreated(entry);
          },
        },
      );
    },
    () => mobile.reveal(),
  );

  return (
    <Modal opened onClose={handleClose} closeButtonProps={{ 'aria-label': 'Close' }} title="Create New Entry">
      <form onSubmit={handleSubmit} noValidate>
        <Stack pos="relative" gap="sm">
          <BusyOverlay busy={create.isPending} message="Processing Journal Entry" />
          <CustomerMobileFields
            mobileInputProps={{
              ...form.getInputProps('mobileNo'),
              onBlur: mobile.reveal,
              error: mobile.shownError,
            }}
            lookup={lookup}
            nameLabel="Name"
          />
          <NumberInput
            label="Amount"
            withAsterisk
            leftSection="₱"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            min={0}
            {...form.getInputProps('topupRequestAmount')}
          />
          <Textarea
            label="Purpose"
            withAsterisk
            autosize
            minRows={2}
            maxLength={PURPOSE_MAX_LENGTH}
            {...form.getInputProps('purpose')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || lookup.isFetching}>
              Save
            </Button>
          </Group>
          <FormError message={create.isError ? errorMessage(create.error, [403, 409]) : null} />
        </Stack>
      </form>
    </Modal>
  );
}
