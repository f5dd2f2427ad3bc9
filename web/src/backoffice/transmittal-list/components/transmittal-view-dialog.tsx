import { Box, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import type { TransmittalHeader } from '@core/api/transmittals';
import { errorMessage } from '../../../api/api-error';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { formatPesos } from '@core/money';
import { useTransmittalDetails } from '../api/get-transmittal-details';
import { longTextClass } from '../../../ui/long-text';

/** Transmittal View: the employees of a transmittal and their amounts. */
export function TransmittalViewDialog({
  header,
  onClose,
}: {
  header: TransmittalHeader | null;
  onClose: () => void;
}) {
  const details = useTransmittalDetails(header?.id ?? null);
  const rows = details.data ?? [];
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={header !== null}
      onClose={onClose}
      title="Transmittal View"
      centered
      size="xl"
    >
      <Box pos="relative" mih={120}>
        <BusyOverlay busy={details.isFetching} message={MESSAGES.loadingViewTransmittal} />
        <Text fw={600} mb="xs">
          {header ? `${header.departmentName} · ${header.statusName} · ${formatPesos(header.total)}` : ''}
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee Name</Table.Th>
                  <Table.Th>Position</Table.Th>
                  <Table.Th>eWallet Account Info</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((detail) => (
                  <Table.Tr key={detail.employeeId}>
                    <Table.Td className={longTextClass}>{detail.employeeName}</Table.Td>
                    <Table.Td className={longTextClass}>{detail.position}</Table.Td>
                    <Table.Td>{detail.ewalletAccountInfo}</Table.Td>
                    <Table.Td ta="right">{formatPesos(detail.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollArea.Autosize>
        <FormError message={details.isError ? errorMessage(details.error, [404]) : null} />
      </Box>
    </Modal>
  );
}
