import '@mantine/dates/styles.css';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useWindowEvent } from '@mantine/hooks';
import { Box, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { amountTextToCentavos, amountTextToPesos } from '@core/amount-input';
import { manilaDate } from '@core/manila-date';
import { MESSAGES } from '@core/messages';
import { createTransmittalBodySchema } from '@core/api/transmittals';
import { errorMessage } from '../../api/api-error';
import { BusyOverlay } from '../../ui/busy-overlay';
import { FormError } from '../../ui/form-error';
import { showSuccess } from '../../ui/show-success';
import { clearDraft, draftKey, readDraft, useFormDraft, writeDraft } from '../../ui/form-draft';
import { useActiveDepartments } from '../../api/active-departments';
import { useCurrentUser } from '../auth/current-user';
import { useCreateNewTransmittal } from './api/create-new-transmittal';
import { useSaveTransmittal } from './api/save-transmittal';
import {
  ConfirmSaveDialog,
  DiscardAmountsDialog,
  NoEntriesDialog,
} from './components/save-transmittal-dialogs';
import { UploadAmountsDialog } from './components/upload-amounts-dialog';
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

/** The details Save sends: each employee's typed amount as pesos rounded to centavos (0.00 when blank). */
function detailsOf(lines: readonly TransmittalLine[]) {
  return lines.map((line) => ({
    employeeId: line.employeeId,
    amount: amountTextToPesos(line.amountText) ?? 0,
  }));
}

/**
 * The header form and the lines, checked as the body Save would send by the server's own schema: a date
 * or department not chosen is missing ('... is required'), an amount above the maximum is refused.
 */
function transmittalFormSchema(lines: readonly TransmittalLine[]) {
  return z.preprocess((values) => {
    const header = values as TransmittalHeaderValues;
    return {
      transmittalDate: header.transmittalDate ?? undefined,
      dateStart: header.dateStart ?? undefined,
      dateEnd: header.dateEnd ?? undefined,
      remarks: header.remarks,
      departmentId: header.departmentId ?? undefined,
      transmittalDetails: detailsOf(lines),
    };
  }, createTransmittalBodySchema);
}

/** An amount above 0 was typed (or uploaded) on some line: leaving now would lose it. */
function hasTypedAmounts(lines: readonly TransmittalLine[]): boolean {
  return lines.some((line) => (amountTextToCentavos(line.amountText) ?? 0) > 0);
}

/** What the draft keeps: the header's dates and remarks, and the typed amounts by employee id. */
interface EntryDraft {
  header: Pick<TransmittalHeaderValues, 'transmittalDate' | 'dateStart' | 'dateEnd' | 'remarks'>;
  amounts: Record<string, string>;
}

const isLinesPath = (path: string) => path === 'transmittalDetails' || path.startsWith('transmittalDetails.');

/**
 * The first message about the lines (they are no field of the form): an amount above the maximum, or
 * every amount 0.
 */
function linesErrorOf(errors: Record<string, unknown>): string | null {
  const entry = Object.entries(errors).find(([path]) => isLinesPath(path));
  return entry ? String(entry[1]) : null;
}

export default function TransmittalEntryPage() {
  const user = useCurrentUser();
  const createNew = useCreateNewTransmittal();
  const save = useSaveTransmittal();
  const [lines, setLines] = useState<TransmittalLine[]>([]);
  // The department whose employees the table holds (the select may have moved on since Create New).
  const [linesDepartmentId, setLinesDepartmentId] = useState<number | null>(null);
  const [setAmount, setSetAmount] = useState('');
  const [dialog, setDialog] = useState<'none' | 'no-entries' | 'confirm' | 'upload'>('none');
  // A department chosen while amounts were typed: applied only once the person says Discard.
  const [pendingDepartment, setPendingDepartment] = useState<{ value: string | null } | null>(null);
  const departments = useActiveDepartments();
  const form = useForm<TransmittalHeaderValues>({
    initialValues: initialValues(),
    validate: schemaResolver(transmittalFormSchema(lines), { sync: true }),
    onValuesChange: (values, previous) => {
      // Employees of one department cannot be sent under another.
      if (values.departmentId !== previous.departmentId) setLines([]);
    },
  });

  // Typed amounts are kept in this tab while they are typed (ui/form-draft.ts): a session that ends mid-edit
  // gives them back after signing in again. The department of the draft is kept under its own key, so that
  // coming back to the screen loads that department's employees and then its amounts.
  const dirty = hasTypedAmounts(lines);
  const departmentDraftKey = draftKey(user.id, 'transmittal-entry');
  const linesDraftKey =
    linesDepartmentId !== null && lines.length > 0
      ? draftKey(user.id, `transmittal-entry:${linesDepartmentId}`)
      : null;
  const { transmittalDate, dateStart, dateEnd, remarks } = form.values;
  const draftValues: EntryDraft = {
    header: { transmittalDate, dateStart, dateEnd, remarks },
    amounts: Object.fromEntries(
      lines
        .filter((line) => (amountTextToCentavos(line.amountText) ?? 0) > 0)
        .map((line) => [line.employeeId, line.amountText]),
    ),
  };
  const draft = useFormDraft<EntryDraft>(linesDraftKey, draftValues, (saved) => {
    if (Object.keys(saved.amounts).length === 0) return;
    setLines((current) =>
      current.map((line) => ({ ...line, amountText: saved.amounts[line.employeeId] ?? line.amountText })),
    );
    form.setValues(saved.header);
  });
  useEffect(() => {
    if (dirty && linesDepartmentId !== null) writeDraft(departmentDraftKey, linesDepartmentId);
  }, [dirty, linesDepartmentId, departmentDraftKey]);
  const forgetDraft = () => {
    draft.clear();
    clearDraft(departmentDraftKey);
  };

  // Leaving with typed amounts asks first: a menu item, Back, or a link (the sign-in page after a session
  // ends is let through: the draft keeps the amounts); a reload or closing the tab gets the browser's question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !save.isPending &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.endsWith('/Login'),
  );
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });

  // Where the question came from, kept after it closes: focus goes back to a menu link, not to the
  // searchable department select (which would open its list again).
  const [askedFromSelect, setAskedFromSelect] = useState(false);
  if (blocker.state === 'blocked' && askedFromSelect) setAskedFromSelect(false);
  const handleDepartmentChange = (value: string | null) => {
    if (dirty && value !== form.values.departmentId) {
      setAskedFromSelect(true);
      setPendingDepartment({ value });
    } else form.setFieldValue('departmentId', value);
  };
  const handleKeepEditing = () => {
    setPendingDepartment(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const handleDiscard = () => {
    forgetDraft();
    setLines([]);
    if (pendingDepartment) form.setFieldValue('departmentId', pendingDepartment.value);
    setPendingDepartment(null);
    if (blocker.state === 'blocked') blocker.proceed();
  };

  const loadLines = (departmentId: number) => {
    save.reset();
    createNew.mutate(departmentId, {
      onSuccess: (found) => {
        setLines(found.map(({ amount: _amount, ...line }) => ({ ...line, amountText: '0.00' })));
        setLinesDepartmentId(departmentId);
      },
    });
  };

  const handleCreateNew = () => {
    if (form.validateField('departmentId').hasError) return;
    loadLines(Number(form.values.departmentId));
  };

  // Back on the screen with a draft (after signing in again): its department's employees, then its amounts.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const departmentId = readDraft<number>(departmentDraftKey);
    if (typeof departmentId !== 'number') return;
    form.setFieldValue('departmentId', String(departmentId));
    loadLines(departmentId);
  });

  const handleSave = () => {
    if (lines.length === 0) {
      setDialog('no-entries');
      return;
    }
    // Refused before the question, not after it: nothing is asked about a transmittal that cannot be saved.
    if (form.validate().hasErrors) return;
    setDialog('confirm');
  };

  // A message about the lines was about the lines as they were at Save.
  const handleLinesChange = (next: TransmittalLine[]) => {
    setLines(next);
    const { errors } = form;
    if (Object.keys(errors).some(isLinesPath))
      form.setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => !isLinesPath(path))));
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
        transmittalDetails: detailsOf(lines),
      },
      {
        onSuccess: () => {
          forgetDraft();
          setLines([]);
          setSetAmount('');
          form.setFieldValue('remarks', '');
          showSuccess(MESSAGES.transmittalSaved);
        },
      },
    );
  };

  const handleCancel = () => {
    setDialog('none');
    showSuccess(MESSAGES.transmittalSaveCancelled);
  };

  const error = save.isError
    ? errorMessage(save.error)
    : createNew.isError
      ? errorMessage(createNew.error)
      : linesErrorOf(form.errors);
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
              onDepartmentChange={handleDepartmentChange}
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
                onLinesChange={handleLinesChange}
                onUploadCsv={() => setDialog('upload')}
              />
            </Stack>
          </Paper>
        </Stack>
      </Box>
      <NoEntriesDialog opened={dialog === 'no-entries'} onClose={() => setDialog('none')} />
      <ConfirmSaveDialog opened={dialog === 'confirm'} onConfirm={handleConfirm} onCancel={handleCancel} />
      {linesDepartmentId !== null && (
        <UploadAmountsDialog
          opened={dialog === 'upload'}
          departmentId={linesDepartmentId}
          departmentName={
            departments.data?.find((department) => department.id === linesDepartmentId)?.departmentName ??
            'this department'
          }
          lines={lines}
          onApply={handleLinesChange}
          onClose={() => setDialog('none')}
        />
      )}
      <DiscardAmountsDialog
        opened={blocker.state === 'blocked' || pendingDepartment !== null}
        returnFocus={!askedFromSelect}
        onKeep={handleKeepEditing}
        onDiscard={handleDiscard}
      />
    </Stack>
  );
}
