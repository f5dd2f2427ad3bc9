import type { ReactNode } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HISTORY_KINDS, type HistoryDetail, type HistoryKind } from '@core/api/wallet-history';
import { usePageTitle } from '../../ui/use-page-title';
import { TopupStatusBadge } from '../../ui/topup-status-badge';
import { historyCopy } from '../account/history-copy';
import { defineCopy, useCopy, useFormat } from '../i18n';
import { signedInCustomer } from '../session/customer-session';
import { useHistoryLine } from './api/get-history-line';

const copy = defineCopy({
  en: {
    title: 'Transaction details',
    loading: 'Loading transaction details',
    notFound: 'This transaction is not in your history.',
    logIn: 'Log in to see your wallet history.',
    back: 'Back to Home',
    reference: 'Reference number',
    method: 'Payment method',
    status: 'Status',
    requested: 'Date requested',
    posted: 'Date posted',
    expires: 'Expires',
    balanceAfter: 'Balance after',
    statusHistory: 'Status history',
    when: 'When',
    by: 'By',
    receipt: 'Open receipt',
    byAnother:
      'Someone else made this top-up for your wallet. Its receipt, payment and cancelling are theirs.',
    purpose: 'Purpose',
    department: 'Department',
    transmittalNo: 'Transmittal no.',
    transmittalDate: 'Transmittal date',
    approved: 'Date approved',
  },
  fil: {
    title: 'Detalye ng transaksyon',
    loading: 'Nilo-load ang detalye ng transaksyon',
    notFound: 'Wala ang transaksyong ito sa iyong kasaysayan.',
    logIn: 'Mag-log in para makita ang kasaysayan ng iyong wallet.',
    back: 'Bumalik sa Home',
    reference: 'Reference number',
    method: 'Paraan ng pagbayad',
    status: 'Status',
    requested: 'Petsa ng request',
    posted: 'Petsa ng pag-post',
    expires: 'Mag-e-expire',
    balanceAfter: 'Balanse pagkatapos',
    statusHistory: 'Kasaysayan ng status',
    when: 'Kailan',
    by: 'Sino',
    receipt: 'Buksan ang resibo',
    byAnother:
      'Ibang tao ang gumawa ng top-up na ito para sa iyong wallet. Sila ang may hawak ng resibo, pagbabayad at pag-cancel nito.',
    purpose: 'Layunin',
    department: 'Departamento',
    transmittalNo: 'Transmittal blg.',
    transmittalDate: 'Petsa ng transmittal',
    approved: 'Petsa ng pag-apruba',
  },
});

function lineOf(kind: string | undefined, id: string | undefined): { kind: HistoryKind; id: number } | null {
  const known = HISTORY_KINDS.find((value) => value === kind);
  const number = Number(id);
  return known && Number.isSafeInteger(number) && number > 0 ? { kind: known, id: number } : null;
}

/** One line of the wallet history in full (decision 0028): what it was, when, and the balance after it. */
export function HistoryLineScreen() {
  const words = useCopy(copy);
  usePageTitle(words.title);
  const params = useParams();
  const line = lineOf(params.kind, params.id);
  const customer = signedInCustomer.use();
  const loggedIn = customer?.signedInBy === 'password';
  const detail = useHistoryLine(line, loggedIn);

  let body: ReactNode;
  if (!loggedIn) body = <Text>{words.logIn}</Text>;
  else if (!line || detail.isError) body = <Text>{words.notFound}</Text>;
  else if (detail.isPending) body = <Skeleton height={160} aria-label={words.loading} />;
  else body = <DetailCard detail={detail.data} />;

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Title order={1} size="h2">
        {words.title}
      </Title>
      {body}
      <Anchor component={Link} to="/">
        {words.back}
      </Anchor>
    </Stack>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" component="div">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

function DetailCard({ detail }: { detail: HistoryDetail }) {
  const words = useCopy(copy);
  const shared = useCopy(historyCopy);
  const format = useFormat();
  // A top-up request that has not credited the wallet moved no money: its amount carries no plus sign.
  const credited = detail.runningBalance !== null;
  const balance =
    detail.runningBalance === null ? null : (
      <Fact label={words.balanceAfter} testId="detail-balance">
        {format.pesos(detail.runningBalance)}
      </Fact>
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Text
          fw={800}
          fz={28}
          c={credited ? 'teal.9' : undefined}
          data-testid="detail-amount"
          style={{ overflowWrap: 'anywhere' }}
        >
          {credited ? '+' : ''}
          {format.pesos(detail.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {detail.kind === 'topup' && detail.byAnotherPayer
            ? shared.topupByAnother
            : shared.kind[detail.kind]}
        </Text>
        {detail.kind === 'topup' && detail.byAnotherPayer && (
          <Text size="sm" data-testid="by-another-payer">
            {words.byAnother}
          </Text>
        )}
        <Stack gap="xs" component="dl" m={0}>
          {detail.kind === 'topup' && (
            <>
              {detail.referenceNumber && <Fact label={words.reference}>{detail.referenceNumber}</Fact>}
              <Fact label={words.status}>
                <TopupStatusBadge
                  status={detail.status}
                  statusText={shared.status[detail.status] ?? detail.statusText}
                />
              </Fact>
              <Fact label={words.requested}>{format.dateTime(detail.dateCreated)}</Fact>
              {detail.datePosted && <Fact label={words.posted}>{format.dateTime(detail.datePosted)}</Fact>}
              {detail.expiresAt && detail.status !== 1 && (
                <Fact label={words.expires}>{format.dateTime(detail.expiresAt)}</Fact>
              )}
              {balance}
            </>
          )}
          {detail.kind === 'journal' && (
            <>
              <Fact label={words.purpose}>{detail.purpose}</Fact>
              <Fact label={words.reference}>{detail.referenceNumber}</Fact>
              <Fact label={words.posted}>{format.dateTime(detail.datePosted)}</Fact>
              {balance}
            </>
          )}
          {detail.kind === 'transmittal' && (
            <>
              <Fact label={words.department}>{detail.department}</Fact>
              <Fact label={words.transmittalNo}>{detail.transmittalNumber}</Fact>
              <Fact label={words.transmittalDate}>
                {format.date(`${detail.transmittalDate}T00:00:00+08:00`)}
              </Fact>
              <Fact label={words.approved}>{format.dateTime(detail.dateApproved)}</Fact>
              {balance}
            </>
          )}
        </Stack>
        {detail.kind === 'topup' && (
          <>
            <Title order={2} size="h5" mt="sm">
              {words.statusHistory}
            </Title>
            <Table withRowBorders={false} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{words.status}</Table.Th>
                  <Table.Th>{words.when}</Table.Th>
                  <Table.Th>{words.by}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.statusHistory.map((change, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{shared.status[change.status] ?? change.statusText}</Table.Td>
                    <Table.Td>{format.dateTime(change.at)}</Table.Td>
                    <Table.Td>{shared.actor[change.by]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {detail.receiptPath && (
              <Anchor component={Link} to={detail.receiptPath}>
                {words.receipt}
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
