import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ListedTopup } from '@core/api/topups';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { TopupStatus } from '@core/topup-status';
import { repostSuccessMessage } from '@core/messages';
import { formatPesos } from '@core/money';
import { errorMessage } from '../../../api/api-error';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PAYMENT_SUCCESS, usePaymentStatus, useRepostTopup } from '../api/repost-topup';

interface RepostButtonProps {
  request: ListedTopup;
  onReposted: (request: ListedTopup, message: string) => void;
}

/**
 * Offered for a pending request; enabled only when the provider reports PAYMENT_SUCCESS and the request
 * has no datePosted; disabled again after a repost (spec section 4). Only card payments have a provider.
 * A repost credits the wallet, so it first says how much and to whom (issue 28: every action that credits
 * shows what it will credit before its confirmation).
 */
export function RepostButton({ request, onReposted }: RepostButtonProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reposted, setReposted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const isCard = request.paymentMethodCode === PaymentMethodCode.Card;
  const lookup = usePaymentStatus(request.referenceNumber, request.topupRequestAmount, isCard);
  const repost = useRepostTopup();
  // Still shown, disabled, right after a repost has made the request Done (spec section 4).
  if (request.status !== TopupStatus.Pending && !reposted) return null;

  const canRepost =
    isCard &&
    lookup.data?.status === PAYMENT_SUCCESS &&
    !request.datePosted &&
    !reposted &&
    !repost.isPending;

  const credit = formatPesos(request.topupRequestAmount);
  const handleRepost = () => {
    repost.mutate(
      { id: request.id, idempotencyKey },
      {
        onSettled: () => setConfirming(false),
        onSuccess: (posted) => {
          setReposted(true);
          onReposted(posted, repostSuccessMessage(posted.referenceNumber));
        },
      },
    );
  };

  return (
    <Stack gap={4}>
      <Button
        onClick={() => setConfirming(true)}
        disabled={!canRepost}
        loading={repost.isPending}
        variant="filled"
      >
        Repost
      </Button>
      {confirming && (
        <ConfirmModal
          title="Repost this payment?"
          confirmLabel={`Credit ${credit}`}
          busy={repost.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={handleRepost}
        >
          Posts the card payment {request.referenceNumber} and credits {credit} to the e-wallet of{' '}
          {request.ewalletAccountName}.
        </ConfirmModal>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        {reposted
          ? 'Posted.'
          : !isCard
            ? 'Only card payments can be reposted.'
            : lookup.isPending
              ? 'Checking the payment…'
              : lookup.data
                ? `Payment status: ${lookup.data.status}`
                : 'The payment could not be checked.'}
      </Text>
      {repost.isError && (
        <Alert color="red" role="alert">
          {errorMessage(repost.error, [403, 409])}
        </Alert>
      )}
    </Stack>
  );
}
