import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import {
  createJournalEntryBody,
  PURPOSE_MAX_LENGTH,
  type CreateJournalEntryBody,
  type JournalEntry,
} from '@core/api/journal-entries';
import { DUPLICATE_CREDIT_CODE } from '@core/duplicate-credit';
import { normalizeMobileNumber } from '@core/mobile';
import { errorCodeOf, errorMessage } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useCustomerLookup, useMobileLookupError } from '../../shared/customer-lookup';
import { CustomerMobileFields } from '../../shared/customer-mobile-fields';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { CreditConfirmation } from './credit-confirmation';

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

/** An entry Save asked to confirm: the body to send, and the server's duplicate question once it asked. */
interface PendingCredit {
  body: CreateJournalEntryBody;
  name: string;
  mobileNo: string;
  duplicateQuestion: string | null;
}

/**
 * Create New Entry: the customer by mobile number, an amount above 0 and a purpose. Save first shows what
 * will be credited to whom; its confirmation credits the wallet, or above the approval threshold saves the
 * entry for a second top-up admin's approval (decision 0013). The same amount to the same wallet a short
 * while after another is asked about once more, in the server's words (decision 0044).
 */
export function CreateEntryModal({ onClose, onCreated }: CreateEntryModalProps) {
  const user = useCurrentUser();
  const create = useCreateJournalEntry();
  // One key per request: a double click or a retried confirmation cannot credit the wallet twice. A refused
  // request moved nothing, and its answer is kept under its key, so the next one (another amount, or the
  // duplicate confirmed) takes a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const [pending, setPending] = useState<PendingCredit | null>(null);
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
      setPending({
        body: {
          contactNumber: values.mobileNo,
          ewalletAccountId: lookup.data.id,
          ewalletAccountName: lookup.data.fullName,
          initiatedById: user.id,
          initiatedByName: user.fullName,
          topupRequestAmount: String(values.topupRequestAmount),
          purpose: values.purpose.trim(),
        },
        name: lookup.data.fullName,
        mobileNo: normalizeMobileNumber(values.mobileNo) ?? values.mobileNo,
        duplicateQuestion: null,
      });
    },
    () => mobile.reveal(),
  );

  const sendPending = () => {
    if (!pending) return;
    const body = { ...pending.body, confirmDuplicate: pending.duplicateQuestion !== null };
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (entry) => {
          draft.clear();
          setPending(null);
          onCreated(entry);
        },
        onError: (error) => {
          setIdempotencyKey(createIdempotencyKey());
          if (errorCodeOf(error) === DUPLICATE_CREDIT_CODE && !body.confirmDuplicate) {
            setPending({ ...pending, duplicateQuestion: errorMessage(error, [409]) });
          } else {
            setPending(null);
          }
        },
      },
    );
  };
  const askedDuplicate = create.isError && errorCodeOf(create.error) === DUPLICATE_CREDIT_CODE;

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
          <FormError
            message={create.isError && !askedDuplicate ? errorMessage(create.error, [403, 409]) : null}
          />
        </Stack>
      </form>
      {pending && (
        <CreditConfirmation
          amountPesos={Number(String(pending.body.topupRequestAmount).replaceAll(',', ''))}
          name={pending.name}
          mobileNo={pending.mobileNo}
          purpose={pending.body.purpose}
          duplicateQuestion={pending.duplicateQuestion}
          busy={create.isPending}
          onCancel={() => {
            create.reset();
            setPending(null);
          }}
          onConfirm={sendPending}
        />
      )}
    </Modal>
  );
}
