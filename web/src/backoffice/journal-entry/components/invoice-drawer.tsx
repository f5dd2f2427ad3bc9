import { useEffect, useState } from 'react';
import { Button, Center, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { JournalEntry } from '@core/api/journal-entries';
import { formatPesos } from '../../../ui/format-pesos';
import { formatDateTime } from '../../../ui/format-date';
import { PrintArea, printAfterDelay } from '../../../ui/printable';

/** The spec's delays: the invoice preview appears 100 ms after the panel opens; the panel closes 400 ms later. */
export const INVOICE_PREVIEW_DELAY_MS = 100;
export const PANEL_CLOSE_DELAY_MS = 400;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function Invoice({ entry }: { entry: JournalEntry }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4" ta="center">
        eWallet Journal Entry
      </Title>
      <Text size="sm" ta="center" ff="monospace" fw={700}>
        {entry.referenceNumber}
      </Text>
      <Divider my={4} />
      <Line label="Name" value={entry.ewalletAccountName} />
      <Line label="Mobile No." value={entry.contactNumber} />
      <Line label="Date Created" value={formatDateTime(entry.dateCreated)} />
      <Line label="Date Posted" value={formatDateTime(entry.datePosted)} />
      <Line label="Purpose" value={entry.remarks} />
      <Line label="Initiated By" value={entry.initiatedByName} />
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>Amount</Text>
        <Text fw={700} size="lg">
          {formatPesos(entry.topupRequestAmount)}
        </Text>
      </Group>
    </Stack>
  );
}

/** The side panel: an invoice preview of the entry, and Print. */
export function InvoiceDrawer({ entry, onClosed }: { entry: JournalEntry | null; onClosed: () => void }) {
  const [shownId, setShownId] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!entry) return undefined;
    const timer = setTimeout(() => setShownId(entry.id), INVOICE_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entry]);

  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => {
      setClosing(false);
      setShownId(null);
      onClosed();
    }, PANEL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing, onClosed]);

  return (
    <Drawer
      opened={entry !== null && !closing}
      onClose={() => setClosing(true)}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close invoice' }}
      title={
        <Title order={2} size="h4">
          Invoice Preview
        </Title>
      }
    >
      {entry && shownId === entry.id ? (
        <Stack>
          <PrintArea label="Invoice">
            <Invoice entry={entry} />
          </PrintArea>
          <Group justify="flex-end">
            <Button onClick={() => printAfterDelay(`JournalEntry_${entry.referenceNumber}`)}>Print</Button>
          </Group>
        </Stack>
      ) : (
        <Center mih={200}>
          <Loader aria-label="Loading invoice" />
        </Center>
      )}
    </Drawer>
  );
}
