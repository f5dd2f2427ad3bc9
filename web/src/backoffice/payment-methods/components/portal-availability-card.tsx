import { Alert, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useSetSiteDisabled, useSiteDisabled } from '../api/site-disabled';
import { MaintenanceConfirmModal } from './maintenance-confirm-modal';

/**
 * The site-disabled flag (beyond the spec): when on, the whole customer portal shows the full-screen
 * "We'll be back soon" notice, and the server refuses new top-ups and cancels. It sits with the payment
 * methods because both decide what customers can do. Turning it on is confirmed first.
 */
export function PortalAvailabilityCard() {
  const flag = useSiteDisabled();
  const setFlag = useSetSiteDisabled();
  const disabled = flag.data === true;
  const [confirming, setConfirming] = useState(false);
  const change = (on: boolean) => {
    if (on) setConfirming(true);
    else setFlag.mutate(false);
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={600}>Customer portal</Text>
            <Text size="sm" c="dimmed">
              {disabled
                ? "Closed: customers see the \u201cWe'll be back soon\u201d notice."
                : 'Open: customers can top up.'}
            </Text>
          </div>
          <Switch
            size="md"
            color="red"
            label="Show the maintenance notice"
            checked={disabled}
            disabled={flag.isPending || setFlag.isPending}
            onChange={(event) => change(event.currentTarget.checked)}
          />
        </Group>
        {confirming && (
          <MaintenanceConfirmModal
            busy={setFlag.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => setFlag.mutate(true, { onSettled: () => setConfirming(false) })}
          />
        )}
        {setFlag.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(setFlag.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
