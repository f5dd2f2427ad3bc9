import { useState } from 'react';
import { Box, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@core/messages';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import {
  EMPLOYEE_NAME_MAX_LENGTH,
  employeeBodySchema,
  type Employee,
  type VerifyAccountAnswer,
} from '@core/api/employees';
import { errorMessage } from '../../../api/api-error';
import { useActiveDepartments } from '../../../api/active-departments';
import { ACTIVE_STATUS_CHOICES, STATUS_COLORS } from '../../../ui/active-status-badge';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { clearDraft, draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useSaveEmployee } from '../api/save-employee';
import { useVerifyEwallet } from '../api/verify-ewallet';

interface EmployeeEntryProps {
  /** The employee to edit; null to create one. */
  employee: Employee | null;
  onClose: () => void;
  onSaved: () => void;
}

const NOT_SET = '0';
// Dropdowns inside the dialog, so that they scroll and stay in place with it on small screens.
const IN_DIALOG = { withinPortal: false };

/** One draft per employee being edited, and one for a new employee (issue 19). */
function employeeDraftKey(userId: number, employee: EmployeeEntryProps['employee']): string {
  return draftKey(userId, `employee-${employee?.id ?? 'new'}`);
}

function EmployeeEntryForm({ employee, onClose, onSaved }: EmployeeEntryProps) {
  const departments = useActiveDepartments();
  const save = useSaveEmployee();
  const verify = useVerifyEwallet();
  // The account info last looked up and what Verify Account said; an employee being edited was verified on save.
  const [lookup, setLookup] = useState<{
    info: string;
    found: boolean;
    announce: boolean;
    answer?: VerifyAccountAnswer;
  } | null>(employee ? { info: employee.ewalletAccountInfo, found: true, announce: false } : null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      firstName: employee?.firstName ?? '',
      middleName: employee?.middleName ?? '',
      lastName: employee?.lastName ?? '',
      position: employee?.position ?? '',
      departmentId: employee ? String(employee.departmentId) : NOT_SET,
      ewalletAccountInfo: employee?.ewalletAccountInfo ?? '',
      status: employee ? String(employee.status) : '',
    },
    // The body's own schema: NOT SET (0) is no department, the status select's '' no status.
    validate: schemaResolver(employeeBodySchema, { sync: true }),
  });
  // What was typed survives a session that ends mid-entry (issue 19); dropped at Save or on close.
  const user = useCurrentUser();
  const draft = useFormDraft(employeeDraftKey(user.id, employee), form.values, form.setValues);
  const info = form.values.ewalletAccountInfo.trim();
  const currentLookup = lookup?.info === info ? lookup : null;

  const departmentChoices = [{ value: NOT_SET, label: 'NOT SET' }].concat(
    (departments.data ?? []).map((department) => ({
      value: String(department.id),
      label: department.departmentName,
    })),
  );
  // An employee of a department made inactive since keeps it as a choice.
  if (employee && !departmentChoices.some((choice) => choice.value === String(employee.departmentId))) {
    departmentChoices.push({ value: String(employee.departmentId), label: employee.departmentName });
  }

  const handleVerify = () => {
    // A new verification answers the question an earlier Confirm's refusal was about: that refusal goes.
    setSubmitError(null);
    if (!info) {
      form.setFieldError('ewalletAccountInfo', MESSAGES.ewalletAccountInfoRequired);
      return;
    }
    verify.mutate(
      { ewalletAccountInfo: info, employeeId: employee?.id },
      { onSuccess: (answer) => setLookup({ info, found: answer.verified, announce: true, answer }) },
    );
  };

  const handleSubmit = form.onSubmit((values) => {
    setSubmitError(null);
    if (!currentLookup?.found) {
      setSubmitError(MESSAGES.ewalletAccountNotFound);
      return;
    }
    // One e-wallet, one active employee (decision 0013); the server refuses it too.
    if (values.status === 'true' && currentLookup.answer?.message) {
      setSubmitError(currentLookup.answer.message);
      return;
    }
    save.mutate(
      {
        id: employee?.id,
        firstName: values.firstName.trim(),
        middleName: values.middleName.trim() || null,
        lastName: values.lastName.trim(),
        position: values.position.trim(),
        departmentId: Number(values.departmentId),
        ewalletAccountInfo: info,
        status: values.status === 'true',
      },
      {
        onSuccess: () => {
          draft.clear();
          onSaved();
        },
      },
    );
  });

  const serverError = save.isError ? errorMessage(save.error, [404, 409]) : null;
  const verifyError = verify.isError ? errorMessage(verify.error) : null;
  return (
    <Box pos="relative">
      <BusyOverlay busy={save.isPending} message={MESSAGES.processingEmployeeEntry} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First Name"
              withAsterisk
              maxLength={EMPLOYEE_NAME_MAX_LENGTH}
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Middle Name"
              maxLength={EMPLOYEE_NAME_MAX_LENGTH}
              {...form.getInputProps('middleName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              maxLength={EMPLOYEE_NAME_MAX_LENGTH}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Position"
              withAsterisk
              maxLength={EMPLOYEE_NAME_MAX_LENGTH}
              {...form.getInputProps('position')}
            />
            <Select
              label="Department"
              withAsterisk
              data={departmentChoices}
              allowDeselect={false}
              comboboxProps={IN_DIALOG}
              {...form.getInputProps('departmentId')}
            />
            <Select
              label="Status"
              withAsterisk
              placeholder="Select status"
              data={ACTIVE_STATUS_CHOICES}
              allowDeselect={false}
              comboboxProps={IN_DIALOG}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <div>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label="Ewallet Account Info"
                withAsterisk
                placeholder="09XXXXXXXXX"
                inputMode="tel"
                maxLength={MOBILE_MAX_LENGTH}
                {...form.getInputProps('ewalletAccountInfo')}
              />
              <Button variant="default" mt={25} loading={verify.isPending} onClick={handleVerify}>
                Verify Account
              </Button>
            </Group>
            {currentLookup?.announce && (
              <div role="status">
                <Text size="sm" mt={4} c={currentLookup.found ? STATUS_COLORS.green : STATUS_COLORS.red}>
                  {currentLookup.found ? MESSAGES.ewalletInfoVerified : MESSAGES.ewalletInfoNotFound}
                </Text>
                {currentLookup.answer?.maskedName && (
                  <Text size="sm" data-testid="wallet-owner">
                    Owner: <b>{currentLookup.answer.maskedName}</b>
                  </Text>
                )}
                {currentLookup.answer?.message && (
                  <Text size="sm" c={STATUS_COLORS.orange} data-testid="wallet-holder">
                    {currentLookup.answer.message}. Only one active employee may be paid into an e-wallet.
                  </Text>
                )}
              </div>
            )}
          </div>
          <FormError message={submitError ?? serverError ?? verifyError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}

/** Employee Entry: create (employee null) or edit an employee. */
export function EmployeeEntryDialog({ opened, ...props }: EmployeeEntryProps & { opened: boolean }) {
  const user = useCurrentUser();
  // Closed on purpose (Cancel, the X, Escape): what was typed is let go.
  const onClose = () => {
    clearDraft(employeeDraftKey(user.id, props.employee));
    props.onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Employee Entry"
      centered
      size="lg"
    >
      {opened && <EmployeeEntryForm key={props.employee?.id ?? 'new'} {...props} onClose={onClose} />}
    </Modal>
  );
}
