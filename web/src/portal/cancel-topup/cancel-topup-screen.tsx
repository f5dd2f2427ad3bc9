import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import { canCancelTopup, isTopupStatusCode, TopupStatus } from '@core/topup-status';
import type { ListedTopup } from '@core/api/topups';
import { showSuccess } from '../../ui/show-success';
import { usePageTitle } from '../../ui/use-page-title';
import { CancelReasonForm } from './cancel-reason-form';
import { SearchTopupForm } from './search-topup-form';
import { TopupRequestDetails } from './topup-request-details';

/** `/cancel-topup`: search a request, view it, choose a reason and confirm. */
export function CancelTopupScreen() {
  const [request, setRequest] = useState<ListedTopup | null>(null);
  usePageTitle('Cancel Top-up');
  const isCancellable =
    request !== null && isTopupStatusCode(request.status) && canCancelTopup(request.status);

  function handleCancelled(cancelled: ListedTopup) {
    setRequest(cancelled);
    showSuccess(MESSAGES.topupCancelled);
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Cancel Top-up
        </Title>
        <Text c="dimmed">
          {request
            ? 'Check that this is the top-up you want to cancel.'
            : 'Find your top-up request with its reference number.'}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
        {request ? (
          <Stack gap="lg">
            <TopupRequestDetails request={request} />
            {isCancellable ? (
              <CancelReasonForm
                request={request}
                onCancelled={handleCancelled}
                onBack={() => setRequest(null)}
              />
            ) : (
              <Stack gap="md">
                {request.status === TopupStatus.Cancelled ? (
                  <Alert color="gray" variant="light" title="This top-up is cancelled">
                    It will not be paid or credited. You can make a new top-up from the Home page.
                  </Alert>
                ) : (
                  <Alert color="gray" variant="light" title="This top-up cannot be cancelled">
                    Only pending and on-hold top-up requests can be cancelled.
                  </Alert>
                )}
                <Button variant="default" onClick={() => setRequest(null)}>
                  Find another top-up
                </Button>
              </Stack>
            )}
          </Stack>
        ) : (
          <SearchTopupForm onFound={setRequest} />
        )}
      </Paper>
    </Stack>
  );
}
