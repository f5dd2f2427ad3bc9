import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLES, type Role } from '@core/roles';
import { ROLE_LABELS, type BackOfficeUserRow } from '@core/api/users';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { useCustomerLookup, useMobileLookupError } from '../../shared/customer-lookup';
import { CustomerMobileFields } from '../../shared/customer-mobile-fields';
import { useTagUser } from '../api/tag-user';

const USER_TYPE_REQUIRED = 'User Type is Required';

interface CreateUserModalProps {
  users: BackOfficeUserRow[];
  onClose: () => void;
  onAdded: () => void;
}

/** Create New User: find the customer by mobile number, choose the user type, Confirm. */
export function CreateUserModal({ users, onClose, onAdded }: CreateUserModalProps) {
  const tagUser = useTagUser();
  const form = useForm({
    initialValues: { mobileNo: '', role: '' },
    validate: { role: (value) => (value ? null : USER_TYPE_REQUIRED) },
  });
  const lookup = useCustomerLookup(form.values.mobileNo);
  const mobile = useMobileLookupError(form.values.mobileNo, lookup);
  const existing = users.find((user) => user.id === lookup.data?.id);

  const handleSubmit = form.onSubmit(
    (values) => {
      mobile.reveal();
      const role = ROLES.find((candidate) => candidate === values.role);
      if (mobile.error || !lookup.data || !role) return;
      tagUser.mutate({ customerId: lookup.data.id, role }, { onSuccess: onAdded });
    },
    () => mobile.reveal(),
  );

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title="Create New User">
      <form onSubmit={handleSubmit} noValidate>
        <Stack pos="relative" gap="sm">
          <BusyOverlay busy={tagUser.isPending} message={MESSAGES.processingUserEntry} />
          <CustomerMobileFields
            mobileInputProps={{
              ...form.getInputProps('mobileNo'),
              onBlur: mobile.reveal,
              error: mobile.shownError,
            }}
            lookup={lookup}
            nameLabel="Full Name"
          />
          {existing?.role && (
            <Text size="sm" c="orange.9">
              Already a user ({ROLE_LABELS[existing.role]}): confirming changes the user type.
            </Text>
          )}
          <Radio.Group label="User Type" withAsterisk {...form.getInputProps('role')}>
            <Stack gap={6} mt={6}>
              {ROLES.map((role: Role) => (
                <Radio key={role} value={role} label={ROLE_LABELS[role]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={tagUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={tagUser.isPending || lookup.isFetching}>
              Confirm
            </Button>
          </Group>
          <FormError message={tagUser.isError ? errorMessage(tagUser.error) : null} />
        </Stack>
      </form>
    </Modal>
  );
}
