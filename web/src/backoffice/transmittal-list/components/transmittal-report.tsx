import { Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatDay, formatManilaDateTime } from '@core/manila-date';
import { MESSAGES } from '@core/messages';
import { formatPeso, sumPesosInCentavos } from '@core/money';
import type { TransmittalDetail, TransmittalHeader } from '@core/api/transmittals';
import { formatPesos } from '@core/money';
import { longTextClass } from '../../../ui/long-text';

/** The printed document's title (spec section 2), which browsers also use as the saved file's name. */
export function transmittalReportTitle(header: TransmittalHeader): string {
  return `TransmittalReport_Date_${header.transmittalDate}`;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" className={longTextClass}>
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

interface TransmittalReportProps {
  header: TransmittalHeader;
  details: TransmittalDetail[];
  printedAt: Date;
}

/** The printable transmittal: header, employees and amounts, totals, who approved, when printed. */
export function TransmittalReport({ header, details, printedAt }: TransmittalReportProps) {
  const totalCentavos = sumPesosInCentavos(details.map((detail) => detail.amount));
  return (
    <>
      <Title order={2} ta="center" mb="md">
        Transmittal Report
      </Title>
      <SimpleGrid cols={2} spacing={4} mb="md">
        <Field label="Date Range" value={`${formatDay(header.dateStart)} - ${formatDay(header.dateEnd)}`} />
        <Field label="Transmittal Date" value={formatDay(header.transmittalDate)} />
        <Field label="Department" value={header.departmentName} />
        <Field
          label="Approve Date"
          value={header.approvedDate ? formatManilaDateTime(header.approvedDate) : '-'}
        />
        <Field label="Remarks" value={header.remarks ?? '-'} />
        <Field label="Status" value={header.statusName} />
        {header.rejectedByName && <Field label="Rejected By" value={header.rejectedByName} />}
        {header.rejectionReason && <Field label="Rejection Reason" value={header.rejectionReason} />}
      </SimpleGrid>
      <Table withTableBorder withColumnBorders verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>No.</Table.Th>
            <Table.Th>Employee Name</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.map((detail, index) => (
            <Table.Tr key={detail.employeeId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td className={longTextClass}>{detail.employeeName}</Table.Td>
              <Table.Td ta="right">{formatPesos(detail.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="md" data-testid="report-totals">
        <Field label="Total Employees" value={String(details.length)} />
        <Field label="Total Amount" value={formatPeso(totalCentavos)} />
      </Group>
      <SimpleGrid cols={2} spacing={4} mt="md">
        <Field label="Approved By" value={header.approveByName ?? '-'} />
        <Field label="Date/Time Printed" value={formatManilaDateTime(printedAt)} />
      </SimpleGrid>
      <Text ta="center" mt="xl" fw={700}>
        {MESSAGES.nothingFollows}
      </Text>
    </>
  );
}
