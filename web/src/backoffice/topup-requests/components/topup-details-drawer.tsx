import { useState } from 'react';
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { allowedMovesFrom, isTopupStatusCode } from '@core/topup-status';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';
import { formatPesos } from '@core/money';
import { formatManilaDateTime } from '../format-date';
import { RepostButton } from './repost-button';
import { StatusChangeDialog } from './status-change-dialog';
import { StatusHistoryList } from './status-history-list';
import { NoticeList } from './notice-list';
import { PaymentEventList } from './payment-event-list';
import { draftKey, readDraft } from '../../../ui/form-draft';
import { useCurrentUser } from '../../auth/current-user';

interface TopupDetailsDrawerProps {
  request: ListedTopup | null;
  onClose: () => void;
  onChanged: (request: ListedTopup, message: string) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The side panel of a request: its fields, status history, payment events, Repost and Change Status. */
export function TopupDetailsDrawer({ request, onClose, onChanged }: TopupDetailsDrawerProps) {
  const [changing, setChanging] = useState(false);
  // Change Status left open when the session ended kept its draft: the panel, reopened from the address
  // after signing in again, reopens the dialog with it (the dialog drops the draft when it closes).
  const user = useCurrentUser();
  const [resumeDone, setResumeDone] = useState(false);
  const resumed =
    !resumeDone && request !== null && readDraft(draftKey(user.id, `topup-status-${request.id}`)) !== null;
  const canChange =
    request && isTopupStatusCode(request.status) && allowedMovesFrom(request.status).length > 0;
  return (
    <Drawer
      opened={request !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close details' }}
      title={
        <Title order={2} size="h4">
          Top-up Request Details
        </Title>
      }
    >
      {request && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Transaction No.">
              <Text ff="monospace" fw={600}>
                {request.referenceNumber}
              </Text>
            </Field>
            <Field label="Status">
              <TopupStatusBadge status={request.status} statusText={request.statusText} />
            </Field>
            <Field label="eWallet Account">{request.ewalletAccountName}</Field>
            <Field label="Payer's contact">{request.contactNumber}</Field>
            <Field label="Load Amount">{formatPesos(request.topupRequestAmount)}</Field>
            <Field label="Payment Method">{request.paymentMethod.name}</Field>
            <Field label="Request Date">{formatManilaDateTime(request.dateCreated)}</Field>
            <Field label="Date Posted">
              {request.datePosted ? formatManilaDateTime(request.datePosted) : '—'}
            </Field>
            <Field label="Top-up Option">{request.topupOption === 1 ? 'My account' : 'Other account'}</Field>
          </SimpleGrid>
          <Group align="flex-start" grow>
            <RepostButton
              key={request.id}
              request={request}
              onReposted={(posted, message) => onChanged(posted, message)}
            />
            {canChange && (
              <Button variant="default" onClick={() => setChanging(true)}>
                Change Status
              </Button>
            )}
          </Group>
          <Divider />
          <StatusHistoryList requestId={request.id} />
          <Divider />
          <NoticeList requestId={request.id} />
          <Divider />
          <PaymentEventList referenceNumber={request.referenceNumber} />
          <StatusChangeDialog
            key={`status-${request.id}-${request.status}`}
            request={request}
            opened={changing || resumed}
            onClose={() => {
              setChanging(false);
              setResumeDone(true);
            }}
            onChanged={(changed) =>
              onChanged(changed, `Status of ${changed.referenceNumber} changed to ${changed.statusText}.`)
            }
          />
        </Stack>
      )}
    </Drawer>
  );
}
