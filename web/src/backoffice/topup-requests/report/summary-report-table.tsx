import { Text } from '@mantine/core';
import type { SummaryReportRow } from '@core/api/backoffice-topups';
import { formatPeso, sumPesosInCentavos } from '@core/money';
import { reportNumberClass, reportTableClass } from '../../../ui/report-frame';
import { formatPesos } from '@core/money';
import { formatManilaDay } from '../format-date';

/** One row per day (date, transaction count, total amount) and the totals of the range. */
export function SummaryReportTable({ rows }: { rows: SummaryReportRow[] }) {
  const count = rows.reduce((sum, row) => sum + row.transactionCount, 0);
  const total = sumPesosInCentavos(rows.map((row) => row.totalAmount));
  return (
    <>
      <table className={reportTableClass} data-testid="report-table">
        <thead>
          <tr>
            <th>Date</th>
            <th className={reportNumberClass}>Transaction Count</th>
            <th className={reportNumberClass}>Total Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <td>{formatManilaDay(row.date)}</td>
              <td className={reportNumberClass}>{row.transactionCount}</td>
              <td className={reportNumberClass}>{formatPesos(row.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="sm" fw={700} data-testid="report-count">
        Transaction Count: {count}
      </Text>
      <Text size="sm" fw={700} data-testid="report-total">
        Total Amount: {formatPeso(total)}
      </Text>
      <Text size="sm" ta="center">
        *** Nothing Follows ***
      </Text>
    </>
  );
}
