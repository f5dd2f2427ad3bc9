import { Text } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { formatPeso, sumPesosInCentavos } from '@core/money';
import { maskMobileNumber } from '@core/mobile';
import { reportNumberClass, reportTableClass } from '../../../ui/report-frame';
import { formatPesos } from '@core/money';
import { formatReportDateTime } from '../format-date';
import { longTextClass } from '../../../ui/long-text';

/**
 * One row per request, mobile numbers masked (and no names: a printed sheet travels), then the transaction
 * count and total amount.
 */
export function DetailedReportTable({ rows }: { rows: ListedTopup[] }) {
  const total = sumPesosInCentavos(rows.map((row) => row.topupRequestAmount));
  return (
    <>
      <table className={reportTableClass} data-testid="report-table">
        <thead>
          <tr>
            <th>Request Date</th>
            <th>Transaction No.</th>
            <th>Mobile No.</th>
            <th>Payment Method</th>
            <th>Status</th>
            <th className={reportNumberClass}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td style={{ whiteSpace: 'nowrap' }}>{formatReportDateTime(row.dateCreated)}</td>
              <td>{row.referenceNumber}</td>
              <td>{maskMobileNumber(row.contactNumber)}</td>
              <td className={longTextClass}>{row.paymentMethod.name}</td>
              <td>{row.statusText}</td>
              <td className={reportNumberClass} style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(row.topupRequestAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="sm" fw={700} data-testid="report-count">
        Transaction Count: {rows.length}
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
