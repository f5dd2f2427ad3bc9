import { useState } from 'react';
import { Portal } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import type { TransmittalHeader } from '@core/api/transmittals';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { PrintableReport } from '../../../ui/printable-report';
import { useTransmittalDetails } from '../api/get-transmittal-details';
import { TransmittalReport, transmittalReportTitle } from './transmittal-report';

/** Generate Report: loads the transmittal's employees, then shows and prints the report. */
export function TransmittalReportLoader({
  header,
  onClose,
}: {
  header: TransmittalHeader;
  onClose: () => void;
}) {
  const details = useTransmittalDetails(header.id);
  const [printedAt] = useState(() => new Date());
  if (details.isPending) {
    return (
      <Portal>
        <BusyOverlay busy fixed message={MESSAGES.generatingReport} />
      </Portal>
    );
  }
  return (
    <PrintableReport
      documentTitle={transmittalReportTitle(header)}
      onClose={onClose}
      ready={details.isSuccess}
    >
      {details.isError ? (
        <FormError message={errorMessage(details.error, [404])} />
      ) : (
        <TransmittalReport header={header} details={details.data} printedAt={printedAt} />
      )}
    </PrintableReport>
  );
}
