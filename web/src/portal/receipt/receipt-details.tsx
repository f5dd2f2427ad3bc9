import type { ReactNode } from 'react';
import { Alert, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReceiptAnswer } from '@core/api/receipts';
import { TopupStatus } from '@core/topup-status';
import { CopyReferenceButton } from '../../ui/copy-reference-button';
import { TopupStatusBadge } from '../../ui/topup-status-badge';
import { useCopy, useFormat } from '../i18n';
import { receiptCopy } from './receipt-copy';
import classes from './receipt-screen.module.css';
import { useKitCopy } from '../i18n/kit-copy';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The receipt itself: what prints. Reference and amount first, then the facts and the status history. */
export function ReceiptDetails({ receipt }: { receipt: ReceiptAnswer }) {
  const copy = useCopy(receiptCopy);
  const kit = useKitCopy();
  const format = useFormat();
  const statusText = (text: string) => copy.statuses[text] ?? text;
  const pending = receipt.status === TopupStatus.Pending;
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            {copy.title}
          </Title>
          <TopupStatusBadge status={receipt.status} statusText={statusText(receipt.statusText)} />
        </Group>

        <Paper bg="gray.1" p="sm" radius="md">
          <Text size="sm" c="dimmed">
            {copy.referenceNumber}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text
              fw={800}
              fz={26}
              ff="monospace"
              className={classes.reference}
              data-testid="receipt-reference"
            >
              {receipt.referenceNumber}
            </Text>
            <span className={classes.noPrint}>
              <CopyReferenceButton referenceNumber={receipt.referenceNumber} labels={kit.copyReference} />
            </span>
          </Group>
        </Paper>

        <div>
          <Text size="sm" c="dimmed">
            {copy.amount}
          </Text>
          <Text fw={800} fz={32} lh={1.2} data-testid="receipt-amount">
            {format.pesos(receipt.amount)}
          </Text>
        </div>

        {pending && receipt.expiresAt && (
          <Alert
            color="yellow"
            variant="light"
            title={copy.payBy(format.dateTime(receipt.expiresAt))}
            // The light yellow's own title colour is too pale to read (WCAG AA contrast).
            styles={{
              title: { color: 'var(--mantine-color-dark-9)', fontSize: 'var(--mantine-font-size-md)' },
            }}
          >
            <Text size="sm" c="dark.9">
              {copy.payByHint}
            </Text>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
          <Fact label={copy.paymentMethod}>{receipt.paymentMethod.name}</Fact>
          <Fact label={copy.recipient}>
            <span data-testid="receipt-recipient">{receipt.recipientName}</span>
          </Fact>
          <Fact label={copy.created}>{format.dateTime(receipt.dateCreated)}</Fact>
          {receipt.datePosted && <Fact label={copy.posted}>{format.dateTime(receipt.datePosted)}</Fact>}
        </SimpleGrid>

        <div>
          <Title order={2} size="h4" mb="xs">
            {copy.history}
          </Title>
          <List spacing="sm" listStyleType="none" p={0} data-testid="receipt-history">
            {receipt.history.map((entry, index) => (
              <List.Item key={`${entry.at}-${index}`}>
                <Text fw={700}>{statusText(entry.statusText)}</Text>
                <Text c="dimmed" size="sm">
                  {format.dateTime(entry.at)} · {copy.by(copy.actors[entry.by])}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
