import { Table, Text } from '@mantine/core';
import type { MethodLine, ReconciliationReport } from '@core/api/reconciliation';
import { formatPesos } from '@core/money';
import { PAPER, Scrollable, stackedTableClass } from './scrollable';

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The columns after the method's name; a phone shows each as "label ... value". */
const COLUMNS = ['Requests', 'Requested', 'Provider Says Paid', 'Ledger Credited', 'Difference'] as const;

/** A difference is signed: more paid than credited is positive, more credited than paid negative. */
function Difference({ pesos }: { pesos: number | null }) {
  if (pesos === null) return <>—</>;
  return (
    <Text span inherit c={pesos === 0 ? undefined : 'red.9'} fw={pesos === 0 ? undefined : 700}>
      {formatPesos(pesos)}
    </Text>
  );
}

function Figures({ line }: { line: Omit<MethodLine, 'paymentMethodCode' | 'paymentMethodName'> }) {
  const [requests, requested, providerPaid, ledgerCredited, difference] = COLUMNS;
  return (
    <>
      <Table.Td ta="right" style={NUMBER} data-label={requests}>
        {line.requests}
      </Table.Td>
      <Table.Td ta="right" style={NUMBER} data-label={requested}>
        {formatPesos(line.amountRequested)}
      </Table.Td>
      <Table.Td ta="right" style={NUMBER} data-label={providerPaid}>
        {line.providerPaid === null ? (
          <Text span inherit c="dimmed">
            confirmed by staff
          </Text>
        ) : (
          formatPesos(line.providerPaid)
        )}
      </Table.Td>
      <Table.Td ta="right" style={NUMBER} data-label={ledgerCredited}>
        {formatPesos(line.ledgerCredited)}
      </Table.Td>
      <Table.Td ta="right" style={NUMBER} data-label={difference}>
        <Difference pesos={line.difference} />
      </Table.Td>
    </>
  );
}

/** Per payment method: requests, requested, what the provider says was paid, what the ledger credited. */
export function MethodTable({ report, onScreen }: { report: ReconciliationReport; onScreen: boolean }) {
  return (
    <>
      <Scrollable scroll={onScreen} minWidth={640} label="Figures by payment method">
        <Table striped className={stackedTableClass} data-testid="method-table" {...(onScreen ? {} : PAPER)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payment Method</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column} ta="right">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.byMethod.map((line) => (
              <Table.Tr key={line.paymentMethodCode} data-code={line.paymentMethodCode}>
                <Table.Th scope="row" fw={500}>
                  {line.paymentMethodName}
                </Table.Th>
                <Figures line={line} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="method-totals">
              <Table.Th scope="row">Total</Table.Th>
              <Figures line={report.totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Scrollable>
      <Text size="sm" c="dimmed" mt="xs">
        Difference: what the provider says was paid less what the ledger credited. Payments by the other
        methods are confirmed by the shop&apos;s staff, so there is no provider to compare with.
      </Text>
    </>
  );
}
