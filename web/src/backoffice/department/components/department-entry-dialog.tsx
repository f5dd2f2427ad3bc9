import { Box, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@core/messages';
import { DEPARTMENT_NAME_MAX_LENGTH, departmentBodySchema, type Department } from '@core/api/departments';
import { errorMessage } from '../../../api/api-error';
import { ACTIVE_STATUS_CHOICES } from '../../../ui/active-status-badge';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { clearDraft, draftKey, useFormDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';
import { useSaveDepartment } from '../api/save-department';

interface DepartmentEntryDialogProps {
  /** The department to edit; null to create one. */
  department: Department | null;
  onClose: () => void;
  onSaved: () => void;
}

/** One draft per department being edited, and one for a new department (issue 19). */
function departmentDraftKey(userId: number, department: DepartmentEntryDialogProps['department']): string {
  return draftKey(userId, `department-${department?.id ?? 'new'}`);
}

function DepartmentEntryForm({ department, onClose, onSaved }: DepartmentEntryDialogProps) {
  const save = useSaveDepartment();
  const form = useForm({
    initialValues: {
      departmentName: department?.departmentName ?? '',
      status: department ? String(department.status) : '',
    },
    // The body's own schema: the status select's '' is no status ('Status is Required').
    validate: schemaResolver(departmentBodySchema, { sync: true }),
  });
  // What was typed survives a session that ends mid-entry (issue 19); dropped at Save or on close.
  const user = useCurrentUser();
  const draft = useFormDraft(departmentDraftKey(user.id, department), form.values, form.setValues);

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(
      { id: department?.id, departmentName: values.departmentName.trim(), status: values.status === 'true' },
      {
        onSuccess: () => {
          draft.clear();
          onSaved();
        },
      },
    );
  });

  return (
    <Box pos="relative">
      <BusyOverlay busy={save.isPending} message={MESSAGES.processingDepartmentEntry} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Department Name"
            withAsterisk
            maxLength={DEPARTMENT_NAME_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('departmentName')}
          />
          <Select
            label="Status"
            withAsterisk
            placeholder="Select status"
            data={ACTIVE_STATUS_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('status')}
          />
          <FormError message={save.isError ? errorMessage(save.error, [404, 409]) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}

/** Department Entry: create (department null) or edit a department. */
export function DepartmentEntryDialog(props: DepartmentEntryDialogProps & { opened: boolean }) {
  const { opened, ...formProps } = props;
  const user = useCurrentUser();
  // Closed on purpose (Cancel, the X, Escape): what was typed is let go.
  const onClose = () => {
    clearDraft(departmentDraftKey(user.id, props.department));
    props.onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Department Entry"
      centered
    >
      {opened && <DepartmentEntryForm key={props.department?.id ?? 'new'} {...formProps} onClose={onClose} />}
    </Modal>
  );
}
