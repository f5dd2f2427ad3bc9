import { useEffect, useState } from 'react';
import { Button, Center, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { JOURNAL_STATUS, type JournalEntry } from '@core/api/journal-entries';
import { formatPesos } from '@core/money';
import { formatDateTime } from '../../../ui/format-date';
import { PrintArea } from '../../../ui/printable';
import { printWhenPainted } from '../../../ui/print-when-ready';
import { ApprovalActions } from './approval-actions';
import { JournalStatusBadge } from './journal-status-badge';
import { longTextClass } from '../../../ui/long-text';

/** The spec's delays: the invoice preview appears 100 ms after the panel opens; the panel closes 400 ms later. */
export const INVOICE_PREVIEW_DELAY_MS = 100;
export const PANEL_CLOSE_DELAY_MS = 400;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      {/* The label keeps its width; a long value wraps beside it. */}
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" className={longTextClass}>
        {value}
      </Text>
    </Group>
  );
}

/** Who checked the entry and when, as its status says it (decision 0013). */
function checkLines(entry: JournalEntry): { label: string; value: string }[] {
  if (!entry.checkedByName) return [];
  const when = entry.checkedAt ? formatDateTime(entry.checkedAt) : '';
  const lines = {
    [JOURNAL_STATUS.posted]: [{ label: 'Approved By', value: entry.checkedByName }],
    [JOURNAL_STATUS.rejected]: [
      { label: 'Rejected By', value: `${entry.checkedByName}, ${when}` },
      { label: 'Reason', value: entry.decisionReason ?? '' },
    ],
    [JOURNAL_STATUS.withdrawn]: [
      { label: 'Withdrawn By', value: `${entry.checkedByName}, ${when}` },
      { label: 'Reason', value: entry.decisionReason ?? '' },
    ],
  } as Record<number, { label: string; value: string }[]>;
  return lines[entry.status] ?? [];
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
      <Group justify="center">
        <JournalStatusBadge status={entry.status} />
      </Group>
      <Divider my={4} />
      <Line label="Name" value={entry.ewalletAccountName} />
      <Line label="Mobile No." value={entry.contactNumber} />
      <Line label="Date Created" value={formatDateTime(entry.dateCreated)} />
      <Line label="Date Posted" value={entry.datePosted ? formatDateTime(entry.datePosted) : 'Not posted'} />
      <Line label="Purpose" value={entry.remarks} />
      <Line label="Initiated By" value={entry.initiatedByName} />
      {checkLines(entry).map((line) => (
        <Line key={line.label} label={line.label} value={line.value} />
      ))}
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

interface InvoiceDrawerProps {
  entry: JournalEntry | null;
  onClosed: () => void;
  /** An approval, rejection or withdrawal made from the panel, with the message to show. */
  onDecided: (entry: JournalEntry, message: string) => void;
}

/**
 * The side panel: an invoice preview of a posted entry, and Print; for an entry awaiting approval, its
 * details and what the signed-in top-up admin may do with it (ApprovalActions).
 */
export function InvoiceDrawer({ entry, onClosed, onDecided }: InvoiceDrawerProps) {
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
          {!entry || entry.status === JOURNAL_STATUS.posted ? 'Invoice Preview' : 'Journal Entry'}
        </Title>
      }
    >
      {entry && shownId === entry.id ? (
        <Stack>
          {entry.status === JOURNAL_STATUS.posted ? (
            <>
              <PrintArea label="Invoice">
                <Invoice entry={entry} />
              </PrintArea>
              <Group justify="flex-end">
                <Button onClick={() => void printWhenPainted(`JournalEntry_${entry.referenceNumber}`)}>
                  Print
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Invoice entry={entry} />
              <ApprovalActions entry={entry} onDecided={onDecided} />
            </>
          )}
        </Stack>
      ) : (
        <Center mih={200}>
          <Loader aria-label="Loading invoice" />
        </Center>
      )}
    </Drawer>
  );
}
