import { Text } from '@mantine/core';
import type { JournalEntry } from '@core/api/journal-entries';
import { maskMobileNumber } from '@core/mobile';
import { formatPeso, sumPesosInCentavos } from '@core/money';
import { reportNumberClass, reportTableClass } from '../../../ui/report-frame';
import { formatPesos } from '@core/money';
import { formatReportDateTime } from '../../../ui/format-date';
import { longTextClass } from '../../../ui/long-text';

/** Exact centavo total of peso amounts (each has at most 2 decimals). */
function totalCentavos(entries: JournalEntry[]): number {
  return sumPesosInCentavos(entries.map((entry) => entry.topupRequestAmount));
}

/** One row per entry, mobile numbers masked and no names (a printed sheet travels), then the totals. */
export function JournalReportTable({ entries }: { entries: JournalEntry[] }) {
  return (
    <>
      <table className={reportTableClass} data-testid="report-table">
        <thead>
          <tr>
            <th>Date Created</th>
            <th>Reference No.</th>
            <th>Mobile No.</th>
            <th>Purpose</th>
            <th>Initiated By</th>
            <th className={reportNumberClass}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td style={{ whiteSpace: 'nowrap' }}>{formatReportDateTime(entry.dateCreated)}</td>
              <td>{entry.referenceNumber}</td>
              <td>{maskMobileNumber(entry.contactNumber)}</td>
              <td className={longTextClass}>{entry.remarks}</td>
              <td className={longTextClass}>{entry.initiatedByName}</td>
              <td className={reportNumberClass} style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(entry.topupRequestAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="sm" fw={700} data-testid="report-count">
        Transaction Count: {entries.length}
      </Text>
      <Text size="sm" fw={700} data-testid="report-total">
        Total Amount: {formatPeso(totalCentavos(entries))}
      </Text>
      <Text size="sm" ta="center">
        *** Nothing Follows ***
      </Text>
    </>
  );
}
