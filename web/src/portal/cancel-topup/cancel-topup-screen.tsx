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
import { defineCopy, useCopy } from '../i18n/copy';
import { messageIn } from '../i18n/server-messages';
import { currentLanguage } from '../i18n/language';

const copy = defineCopy({
  en: {
    title: 'Cancel Top-up',
    checkThis: 'Check that this is the top-up you want to cancel.',
    findYours: 'Find your top-up request with its reference number.',
    cancelledTitle: 'This top-up is cancelled',
    cancelledText: 'It will not be paid or credited. You can make a new top-up from the Home page.',
    notCancellableTitle: 'This top-up cannot be cancelled',
    notCancellableText: 'Only pending and on-hold top-up requests can be cancelled.',
    findAnother: 'Find another top-up',
  },
  fil: {
    title: 'I-cancel ang Top-up',
    checkThis: 'Siguraduhing ito ang top-up na gusto mong i-cancel.',
    findYours: 'Hanapin ang top-up request mo gamit ang reference number nito.',
    cancelledTitle: 'Na-cancel na ang top-up na ito',
    cancelledText: 'Hindi na ito babayaran o ike-credit. Puwede kang gumawa ng bagong top-up sa Home page.',
    notCancellableTitle: 'Hindi na puwedeng i-cancel ang top-up na ito',
    notCancellableText: 'Ang mga pending at naka-hold na top-up request lang ang puwedeng i-cancel.',
    findAnother: 'Maghanap ng ibang top-up',
  },
});

/** `/cancel-topup`: search a request, view it, choose a reason and confirm. */
export function CancelTopupScreen() {
  const [request, setRequest] = useState<ListedTopup | null>(null);
  const words = useCopy(copy);
  usePageTitle(words.title);
  const isCancellable =
    request !== null && isTopupStatusCode(request.status) && canCancelTopup(request.status);

  function handleCancelled(cancelled: ListedTopup) {
    setRequest(cancelled);
    // The banner outlives this screen's render: its words are taken in the language of the moment.
    showSuccess(messageIn(currentLanguage(), MESSAGES.topupCancelled));
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {words.title}
        </Title>
        <Text c="dimmed">{request ? words.checkThis : words.findYours}</Text>
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
                  <Alert color="gray" variant="light" title={words.cancelledTitle}>
                    {words.cancelledText}
                  </Alert>
                ) : (
                  <Alert color="gray" variant="light" title={words.notCancellableTitle}>
                    {words.notCancellableText}
                  </Alert>
                )}
                <Button variant="default" onClick={() => setRequest(null)}>
                  {words.findAnother}
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
