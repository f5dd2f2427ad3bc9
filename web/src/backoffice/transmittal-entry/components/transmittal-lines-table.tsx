import { useState } from 'react';
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { formatAmountText } from '@core/amount-input';
import { formatPeso } from '@core/money';
import { AmountInput } from '../../../ui/amount-input';
import { matchesName, totalCentavos, type TransmittalLine } from './transmittal-line';
import { longTextClass } from '../../../ui/long-text';

interface TransmittalLinesTableProps {
  lines: TransmittalLine[];
  setAmount: string;
  onSetAmountChange: (text: string) => void;
  onLinesChange: (lines: TransmittalLine[]) => void;
  /** Opens Upload CSV (amounts by employee from a file). */
  onUploadCsv: () => void;
}

/** The employees of the new transmittal: search, total, Set Amount with Apply to All, and an amount per row. */
export function TransmittalLinesTable({
  lines,
  setAmount,
  onSetAmountChange,
  onLinesChange,
  onUploadCsv,
}: TransmittalLinesTableProps) {
  const [search, setSearch] = useState('');
  const shown = lines.filter((line) => matchesName(line, search));
  // Whole centavos of every line (not only those the search shows), updated as each amount is typed.
  const total = formatPeso(totalCentavos(lines));

  const changeAmount = (employeeId: number, amountText: string) =>
    onLinesChange(lines.map((line) => (line.employeeId === employeeId ? { ...line, amountText } : line)));
  const applyToAll = () => {
    const amountText = formatAmountText(setAmount) || '0.00';
    onLinesChange(lines.map((line) => ({ ...line, amountText })));
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Text fw={600} mb={6}>
            Number of Employees: {lines.length}
          </Text>
          <TextInput
            label="Search Name"
            placeholder="Employee name"
            w={{ base: '100%', xs: 220 }}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <AmountInput
            label="Set Amount"
            w={{ base: '100%', xs: 170 }}
            value={setAmount}
            onChange={onSetAmountChange}
          />
          <Button variant="light" onClick={applyToAll} disabled={lines.length === 0}>
            Apply to All
          </Button>
          <Button variant="default" onClick={onUploadCsv} disabled={lines.length === 0}>
            Upload CSV
          </Button>
        </Group>
      </Group>
      <Text fw={700} size="lg" ta="right" aria-live="polite">
        Total Amount: {total}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee Name</Table.Th>
              <Table.Th>Position</Table.Th>
              <Table.Th>eWallet Account Info</Table.Th>
              <Table.Th w={190}>Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line) => (
              <Table.Tr key={line.employeeId}>
                <Table.Td className={longTextClass}>{line.employeeName}</Table.Td>
                <Table.Td className={longTextClass}>{line.position}</Table.Td>
                <Table.Td>{line.ewalletAccountInfo}</Table.Td>
                <Table.Td>
                  <AmountInput
                    size="xs"
                    aria-label={`Amount for ${line.employeeName}`}
                    value={line.amountText}
                    onChange={(text) => changeAmount(line.employeeId, text)}
                    styles={{ input: { textAlign: 'right' } }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    {lines.length === 0
                      ? 'Choose a department and press Create New'
                      : 'No employee matches the search'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {lines.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3} ta="right">
                  Total
                </Table.Th>
                <Table.Th ta="right" pr="md" data-testid="amount-column-total">
                  {total}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
