import { useState } from 'react';
import { Alert, Button, FileButton, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatPeso } from '@core/money';
import { errorMessage } from '../../../api/api-error';
import { longTextClass } from '../../../ui/long-text';
import { useCheckAmountsCsv } from '../api/check-amounts-csv';
import { amountsCsvTemplate, applyCsvLines, CSV_COLUMNS } from './amounts-csv';
import type { TransmittalLine } from './transmittal-line';

/** A CSV of amounts for one department is a few kilobytes; anything far larger is the wrong file. */
const MAX_FILE_BYTES = 1_000_000;

interface UploadAmountsDialogProps {
  opened: boolean;
  departmentId: number;
  departmentName: string;
  lines: readonly TransmittalLine[];
  /** The transmittal's lines with the valid CSV lines' amounts filled in. */
  onApply: (lines: TransmittalLine[]) => void;
  onClose: () => void;
}

function downloadTemplate(lines: readonly TransmittalLine[], departmentName: string) {
  const blob = new Blob([amountsCsvTemplate(lines)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `transmittal-amounts-${departmentName.replace(/[^\w-]+/g, '_')}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Upload CSV: choose a file, see every line with its problem, then apply the valid lines to the amount
 * fields (nothing is saved: Save then asks and the server checks as for typed amounts).
 */
export function UploadAmountsDialog(props: UploadAmountsDialogProps) {
  const { opened, departmentId, departmentName, lines, onApply, onClose } = props;
  const check = useCheckAmountsCsv();
  const [fileName, setFileName] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const result = check.data;
  const checked = result?.ok ? result.lines : [];
  const ready = checked.filter((line) => line.problem === null);
  const withProblems = checked.length - ready.length;

  const close = () => {
    check.reset();
    setFileName(null);
    setTooLarge(false);
    onClose();
  };
  const handleFile = (file: File | null) => {
    check.reset();
    setFileName(file?.name ?? null);
    setTooLarge(file !== null && file.size > MAX_FILE_BYTES);
    if (file && file.size <= MAX_FILE_BYTES) check.mutate({ file, departmentId, lines });
  };
  const apply = () => {
    onApply(applyCsvLines(lines, checked));
    close();
  };

  const problem = tooLarge
    ? 'The file is larger than 1 MB: choose the CSV of amounts'
    : check.isError
      ? errorMessage(check.error)
      : result && !result.ok
        ? result.message
        : null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Upload CSV"
      centered
      size="xl"
    >
      <Stack gap="sm">
        <Text size="sm">
          A CSV file with the columns <code>{CSV_COLUMNS.employeeId}</code> and{' '}
          <code>{CSV_COLUMNS.amount}</code> (pesos, e.g. 1500.50), one line per employee of {departmentName}.
          Every line is checked first; only the lines without a problem fill in the amounts, and nothing is
          saved until you press Save.
        </Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={handleFile} accept=".csv,text/csv">
            {(buttonProps) => (
              <Button {...buttonProps} loading={check.isPending}>
                Choose CSV file
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => downloadTemplate(lines, departmentName)}>
            Download template
          </Button>
          {fileName && (
            <Text size="sm" c="dimmed" className={longTextClass}>
              {fileName}
            </Text>
          )}
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {result?.ok && (
          <>
            <Text fw={600} role="status">
              {`${ready.length} ${ready.length === 1 ? 'line' : 'lines'} ready, ${withProblems} with a problem (skipped)`}
            </Text>
            <ScrollArea.Autosize mah="45vh">
              <Table.ScrollContainer minWidth={560}>
                <Table withTableBorder striped verticalSpacing={4} fz="sm" aria-label="Lines of the CSV file">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Line</Table.Th>
                      <Table.Th>Employee ID</Table.Th>
                      <Table.Th>Employee</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th>Check</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {checked.map((line) => (
                      <Table.Tr key={line.lineNumber}>
                        <Table.Td>{line.lineNumber}</Table.Td>
                        <Table.Td className={longTextClass}>{line.employeeIdText}</Table.Td>
                        <Table.Td className={longTextClass}>{line.employeeName ?? '-'}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {line.centavos === null ? line.amountText : formatPeso(line.centavos)}
                        </Table.Td>
                        <Table.Td>
                          {line.problem === null ? (
                            <Text size="sm" fw={600}>
                              Ready
                            </Text>
                          ) : (
                            <Text size="sm" c="red.9">
                              {line.problem}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={ready.length === 0}>
            {`Apply ${ready.length} ${ready.length === 1 ? 'amount' : 'amounts'}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
