import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ROLES, type Role } from '@core/roles';
import {
  ROLE_LABELS,
  alreadyHasRoleMessage,
  createUserFormSchema,
  type BackOfficeUserRow,
} from '@core/api/users';
import { MESSAGES } from '@core/messages';
import { ROLE_REQUEST_MESSAGES } from '@core/api/role-requests';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useCustomerLookup, useMobileLookupError } from '../../shared/customer-lookup';
import { CustomerMobileFields } from '../../shared/customer-mobile-fields';
import { roleTakenBy, useTagUser } from '../api/tag-user';

interface CreateUserModalProps {
  users: BackOfficeUserRow[];
  onClose: () => void;
  /** After the server has answered: the message to show, added or role changed. */
  onAdded: (message: string) => void;
}

/**
 * Create New User: find the customer by mobile number, choose the user type, Confirm. Someone who already
 * has a role (known from the list, or from the server's refusal when the list was stale) is named with it,
 * and only the "Change role" button, which says so to the server, changes it. Giving a role is asked, not
 * done: another Topup Admin approves it in the role requests above the list (decision 0031).
 */
export function CreateUserModal({ users, onClose, onAdded }: CreateUserModalProps) {
  const tagUser = useTagUser();
  const form = useForm({
    initialValues: { mobileNo: '', role: '' },
    validate: schemaResolver(createUserFormSchema, { sync: true }),
  });
  // What was typed survives a session that ends mid-entry (issue 19); dropped at Confirm or Cancel.
  const user = useCurrentUser();
  const draft = useFormDraft(draftKey(user.id, 'create-user'), form.values, form.setValues);
  const handleClose = () => {
    draft.clear();
    onClose();
  };
  const lookup = useCustomerLookup(form.values.mobileNo);
  const mobile = useMobileLookupError(form.values.mobileNo, lookup);
  const customer = lookup.data;
  const existing = users.find((user) => user.id === customer?.id);
  const refusedRole = tagUser.variables?.customerId === customer?.id ? roleTakenBy(tagUser.error) : null;
  const currentRole = refusedRole ?? existing?.role ?? null;
  const sameRole = currentRole !== null && form.values.role === currentRole;

  const handleSubmit = form.onSubmit(
    (values) => {
      mobile.reveal();
      const role = ROLES.find((candidate) => candidate === values.role);
      if (mobile.error || !customer || !role || sameRole) return;
      const changeRole = currentRole !== null;
      tagUser.mutate(
        { customerId: customer.id, role, changeRole },
        {
          onSuccess: (answer) => {
            draft.clear();
            // A grant waits for another Topup Admin (decision 0031); only a lowered role is changed at once.
            if (answer.roleRequest) onAdded(ROLE_REQUEST_MESSAGES.sent);
            else onAdded(changeRole ? MESSAGES.userRoleChanged : MESSAGES.userAdded);
          },
        },
      );
    },
    () => mobile.reveal(),
  );
  const chosenRole = ROLES.find((candidate) => candidate === form.values.role);

  return (
    <Modal opened onClose={handleClose} closeButtonProps={{ 'aria-label': 'Close' }} title="Create New User">
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
          {customer && currentRole && (
            // The title stays in the body's dark text: Mantine's orange title is below 4.5:1 on its tint.
            <Alert color="orange" variant="light" p="xs">
              <Text size="sm" fw={700}>
                {alreadyHasRoleMessage(customer.fullName, currentRole)}
              </Text>
              <Text size="sm">
                {chosenRole && !sameRole
                  ? `Change role makes them ${ROLE_LABELS[chosenRole]} instead.`
                  : 'Choose another user type to change their role.'}
              </Text>
            </Alert>
          )}
          <Radio.Group label="User Type" withAsterisk {...form.getInputProps('role')}>
            <Stack gap={6} mt={6}>
              {ROLES.map((role: Role) => (
                <Radio key={role} value={role} label={ROLE_LABELS[role]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={tagUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={tagUser.isPending || lookup.isFetching || sameRole}>
              {currentRole ? 'Change role' : 'Confirm'}
            </Button>
          </Group>
          <FormError
            message={tagUser.isError && !refusedRole ? errorMessage(tagUser.error, [403, 409]) : null}
          />
        </Stack>
      </form>
    </Modal>
  );
}
