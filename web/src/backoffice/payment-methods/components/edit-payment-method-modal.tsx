import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import {
  PAYMENT_METHOD_LIMITS,
  PAYMENT_METHOD_MESSAGES,
  bankDetailsComplete,
  parseTopupOptions,
  paymentMethodFields,
  type AdminPaymentMethod,
  type UpdatePaymentMethodBody,
} from '@core/api/payment-method-admin';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { NoOptionsConfirmModal } from './no-options-confirm-modal';

interface FormValues {
  name: string;
  status: string;
  minimumAmount: number | string;
  daysValidity: number | string;
  priority: number | string;
  topupOptions: string[];
  remarks: string;
  instructions: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
}

function initialValues(method: AdminPaymentMethod): FormValues {
  return {
    name: method.name,
    status: String(method.status),
    minimumAmount: method.minimumAmount,
    daysValidity: method.daysValidity,
    priority: method.priority,
    topupOptions: parseTopupOptions(method.topupOptions).map(String),
    remarks: method.remarks ?? '',
    instructions: method.instructions ?? '',
    bankName: method.bankName ?? '',
    bankAccountName: method.bankAccountName ?? '',
    bankAccountNumber: method.bankAccountNumber ?? '',
  };
}

/** The form's texts and lists read as the body; an empty number box is a missing value ('is Required'). */
const missingWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const bodyFields = paymentMethodFields.shape;

/**
 * The body's field rules, fed the form's values: both sides say the same words, and a negative or
 * fractional number is refused under its field, not rounded. No option at all is not an error here: the
 * dialog asks instead, and then sends the server's confirmNoOptions.
 */
const paymentMethodFormSchema = paymentMethodFields
  .extend({
    status: z.preprocess((value) => (value === '' ? undefined : Number(value)), bodyFields.status),
    daysValidity: z.preprocess(missingWhenEmpty, bodyFields.daysValidity),
    priority: z.preprocess(missingWhenEmpty, bodyFields.priority),
    topupOptions: z.preprocess(
      (value) => (Array.isArray(value) ? value.map(Number) : value),
      bodyFields.topupOptions,
    ),
  })
  // Said under Bank, the first of the three, as the server says it.
  .refine(bankDetailsComplete, {
    message: PAYMENT_METHOD_MESSAGES.bankDetailsIncomplete,
    path: ['bankName'],
  });

const isStatus = (value: number): value is 0 | 1 | 2 => value === 0 || value === 1 || value === 2;
const isTopupOption = (value: number): value is 1 | 2 => value === 1 || value === 2;

/** The body of a form that passed validation. */
function toBody(values: FormValues): UpdatePaymentMethodBody | null {
  const status = Number(values.status);
  if (!isStatus(status)) return null;
  return {
    name: values.name,
    status,
    minimumAmount: String(values.minimumAmount),
    daysValidity: Number(values.daysValidity),
    priority: Number(values.priority),
    topupOptions: values.topupOptions.map(Number).filter(isTopupOption),
    remarks: values.remarks,
    // Empty boxes clear the setting: the portal then shows its built-in words (decision 0030).
    instructions: values.instructions,
    bankName: values.bankName,
    bankAccountName: values.bankAccountName,
    bankAccountNumber: values.bankAccountNumber,
  };
}

interface EditPaymentMethodModalProps {
  method: AdminPaymentMethod;
  onClose: () => void;
  onSaved: () => void;
}

/** The spec's edit dialog (section 5): code read-only, every field with its rule, Cancel and Save. */
export function EditPaymentMethodModal({ method, onClose, onSaved }: EditPaymentMethodModalProps) {
  const update = useUpdatePaymentMethod();
  // The body waiting for the answer to "hide this method from the portal?".
  const [unconfirmed, setUnconfirmed] = useState<UpdatePaymentMethodBody | null>(null);
  const form = useForm<FormValues>({
    initialValues: initialValues(method),
    validate: schemaResolver(paymentMethodFormSchema, { sync: true }),
  });
  // Unsaved changes survive a session that ends mid-edit (issue 19); dropped at Save or Cancel.
  const user = useCurrentUser();
  const draft = useFormDraft(draftKey(user.id, `payment-method-${method.code}`), form.values, form.setValues);
  const handleClose = () => {
    draft.clear();
    onClose();
  };

  const save = (body: UpdatePaymentMethodBody) =>
    update.mutate(
      { code: method.code, body },
      {
        onSuccess: () => {
          draft.clear();
          onSaved();
        },
      },
    );
  const handleSubmit = form.onSubmit((values) => {
    const body = toBody(values);
    if (!body) return;
    if (body.topupOptions.length === 0) {
      // An earlier refusal (a taken name) is not this question's answer.
      update.reset();
      setUnconfirmed(body);
    } else save(body);
  });

  return (
    <Modal
      opened
      onClose={handleClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Edit Payment Method"
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack pos="relative" gap="sm">
          <BusyOverlay busy={update.isPending} message="Processing Payment Method Entry" />
          <TextInput label="Code" value={String(method.code)} readOnly variant="filled" />
          <TextInput
            label="Payment Method Name"
            withAsterisk
            maxLength={PAYMENT_METHOD_LIMITS.nameMaxLength}
            {...form.getInputProps('name')}
          />
          <NativeSelect
            label="Status"
            withAsterisk
            data={[
              { value: '', label: 'Select a status', disabled: true },
              { value: '1', label: 'Active' },
              { value: '2', label: 'Inactive' },
              { value: '0', label: 'Hidden' },
            ]}
            {...form.getInputProps('status')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Minimum Amount"
              withAsterisk
              min={0}
              step={0.01}
              thousandSeparator=","
              clampBehavior="none"
              leftSection="₱"
              miw={160}
              {...form.getInputProps('minimumAmount')}
            />
            <NumberInput
              label="Validity (Days)"
              withAsterisk
              min={0}
              max={PAYMENT_METHOD_LIMITS.maxDaysValidity}
              clampBehavior="none"
              miw={120}
              {...form.getInputProps('daysValidity')}
            />
            <NumberInput
              label="Priority"
              withAsterisk
              min={0}
              max={PAYMENT_METHOD_LIMITS.maxPriority}
              clampBehavior="none"
              miw={120}
              {...form.getInputProps('priority')}
            />
          </Group>
          <Checkbox.Group label="Options" {...form.getInputProps('topupOptions')}>
            <Group mt={6}>
              <Checkbox value="1" label="Load Self" />
              <Checkbox value="2" label="Load on Behalf" />
            </Group>
          </Checkbox.Group>
          <Textarea
            label="Remarks"
            autosize
            minRows={2}
            maxLength={PAYMENT_METHOD_LIMITS.remarksMaxLength}
            {...form.getInputProps('remarks')}
          />
          <Fieldset legend="Shown to payers after a request" variant="filled" p="sm">
            <Stack gap="sm">
              <Textarea
                label="Payment instructions"
                description="One step per line. Leave empty for the portal's built-in steps (in English and Filipino)."
                autosize
                minRows={3}
                maxRows={10}
                maxLength={PAYMENT_METHOD_LIMITS.instructionsMaxLength}
                {...form.getInputProps('instructions')}
              />
              {/* One column on a phone, where the dialog fills the screen; three side by side otherwise. */}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label="Bank"
                  maxLength={PAYMENT_METHOD_LIMITS.bankNameMaxLength}
                  {...form.getInputProps('bankName')}
                />
                <TextInput
                  label="Account Name"
                  maxLength={PAYMENT_METHOD_LIMITS.bankAccountNameMaxLength}
                  {...form.getInputProps('bankAccountName')}
                />
                <TextInput
                  label="Account Number"
                  maxLength={PAYMENT_METHOD_LIMITS.bankAccountNumberMaxLength}
                  {...form.getInputProps('bankAccountNumber')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          {/* The dialog is taller than an 800 px screen: its actions (and a refusal) stay in sight at the
              bottom of the scrolling dialog instead of below the fold (issue 28). */}
          <Stack
            gap="xs"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="dialog-actions"
          >
            <FormError message={update.isError ? errorMessage(update.error, [409]) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
      {unconfirmed && (
        <NoOptionsConfirmModal
          name={unconfirmed.name}
          onCancel={() => setUnconfirmed(null)}
          onConfirm={() => {
            save({ ...unconfirmed, confirmNoOptions: true });
            setUnconfirmed(null);
          }}
        />
      )}
    </Modal>
  );
}
