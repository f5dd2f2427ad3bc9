import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Box, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { amountTextToPesos } from '@core/amount-input';
import { manilaDate } from '@core/manila-date';
import { MESSAGES } from '@core/messages';
import { TRANSMITTAL_MESSAGES } from '@core/api/transmittals';
import { errorMessage } from '../../api/api-error';
import { BusyOverlay } from '../../ui/busy-overlay';
import { FormError } from '../../ui/form-error';
import { SuccessBanner, useSuccessBanner } from '../../ui/success-banner';
import { useCurrentUser } from '../auth/current-user';
import { useCreateNewTransmittal } from './api/create-new-transmittal';
import { useSaveTransmittal } from './api/save-transmittal';
import { ConfirmSaveDialog, NoEntriesDialog } from './components/save-transmittal-dialogs';
import { TransmittalHeaderForm, type TransmittalHeaderValues } from './components/transmittal-header-form';
import type { TransmittalLine } from './components/transmittal-line';
import { TransmittalLinesTable } from './components/transmittal-lines-table';

function initialValues(): TransmittalHeaderValues {
  const today = manilaDate();
  return {
    transmittalDate: today,
    dateStart: `${today.slice(0, 8)}01`,
    dateEnd: today,
    departmentId: null,
    remarks: '',
  };
}

export default function TransmittalEntryPage() {
  const user = useCurrentUser();
  const createNew = useCreateNewTransmittal();
  const save = useSaveTransmittal();
  const banner = useSuccessBanner();
  const [lines, setLines] = useState<TransmittalLine[]>([]);
  // The department whose employees the table holds (the select may have moved on since Create New).
  const [linesDepartmentId, setLinesDepartmentId] = useState<number | null>(null);
  const [setAmount, setSetAmount] = useState('');
  const [dialog, setDialog] = useState<'none' | 'no-entries' | 'confirm'>('none');
  const form = useForm<TransmittalHeaderValues>({
    initialValues: initialValues(),
    validate: {
      transmittalDate: (value) => (value ? null : 'Transmittal Date is required'),
      dateStart: (value, values) =>
        !value
          ? 'Date From is required'
          : values.dateEnd && value > values.dateEnd
            ? TRANSMITTAL_MESSAGES.dateRange
            : null,
      dateEnd: (value) => (value ? null : 'Date To is required'),
      departmentId: (value) => (value ? null : MESSAGES.departmentRequired),
    },
    onValuesChange: (values, previous) => {
      // Employees of one department cannot be sent under another.
      if (values.departmentId !== previous.departmentId) setLines([]);
    },
  });

  const handleCreateNew = () => {
    if (form.validateField('departmentId').hasError) return;
    const departmentId = Number(form.values.departmentId);
    save.reset();
    createNew.mutate(departmentId, {
      onSuccess: (found) => {
        setLines(found.map(({ amount: _amount, ...line }) => ({ ...line, amountText: '0.00' })));
        setLinesDepartmentId(departmentId);
      },
    });
  };

  const handleSave = () => {
    if (lines.length === 0) {
      setDialog('no-entries');
      return;
    }
    if (form.validate().hasErrors) return;
    setDialog('confirm');
  };

  const handleConfirm = () => {
    setDialog('none');
    const values = form.getValues();
    save.mutate(
      {
        transmittalDate: values.transmittalDate ?? '',
        dateStart: values.dateStart ?? '',
        dateEnd: values.dateEnd ?? '',
        remarks: values.remarks.trim() || null,
        departmentId: linesDepartmentId ?? 0,
        initiatedById: user.id,
        initiatedByName: user.fullName,
        transmittalDetails: lines.map((line) => ({
          employeeId: line.employeeId,
          amount: amountTextToPesos(line.amountText) ?? 0,
        })),
      },
      {
        onSuccess: () => {
          setLines([]);
          setSetAmount('');
          form.setFieldValue('remarks', '');
          banner.show(MESSAGES.transmittalSaved);
        },
      },
    );
  };

  const handleCancel = () => {
    setDialog('none');
    banner.show(MESSAGES.transmittalSaveCancelled);
  };

  const error = save.isError
    ? errorMessage(save.error)
    : createNew.isError
      ? errorMessage(createNew.error)
      : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transmittal Entry
      </Title>
      <Box pos="relative">
        <BusyOverlay busy={save.isPending} message={MESSAGES.processingTransmittalEntry} />
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <TransmittalHeaderForm
              form={form}
              isLoadingLines={createNew.isPending}
              onCreateNew={handleCreateNew}
              onSave={handleSave}
            />
            <Box mt={error ? 'md' : 0}>
              <FormError message={error} />
            </Box>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <TransmittalLinesTable
                lines={lines}
                setAmount={setAmount}
                onSetAmountChange={setSetAmount}
                onLinesChange={setLines}
              />
            </Stack>
          </Paper>
        </Stack>
      </Box>
      <NoEntriesDialog opened={dialog === 'no-entries'} onClose={() => setDialog('none')} />
      <ConfirmSaveDialog opened={dialog === 'confirm'} onConfirm={handleConfirm} onCancel={handleCancel} />
      <SuccessBanner banner={banner.banner} onClose={banner.close} />
    </Stack>
  );
}
