import { Link, useParams } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError, errorMessage } from '../../api/api-error';
import { PageLoader } from '../../ui/page-loader';
import { PrintArea } from '../../ui/printable';
import { usePageTitle } from '../../ui/use-page-title';
import { useCopy } from '../i18n';
import { useReceipt } from './api/receipt';
import { ReceiptActions } from './receipt-actions';
import { ReceiptDetails } from './receipt-details';
import { receiptCopy } from './receipt-copy';

/**
 * `/receipt/:token`: a request's receipt for whoever holds its secret link (decision 0029), printable, with
 * what can still be done about a pending request.
 */
export function ReceiptScreen() {
  const { token = '' } = useParams();
  const copy = useCopy(receiptCopy);
  const receipt = useReceipt(token);
  usePageTitle(receipt.isError ? copy.notFoundTitle : copy.title);

  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) {
    const unknown = receipt.error instanceof ApiError && receipt.error.status === 404;
    return unknown ? (
      <ReceiptNotFound />
    ) : (
      <ReceiptLoadFailed error={receipt.error} onRetry={() => void receipt.refetch()} />
    );
  }
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <PrintArea label={copy.title}>
        <ReceiptDetails receipt={receipt.data} />
      </PrintArea>
      <ReceiptActions token={token} receipt={receipt.data} />
    </Stack>
  );
}

function ReceiptNotFound() {
  const copy = useCopy(receiptCopy);
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {copy.notFoundTitle}
        </Title>
        <Text>{copy.notFoundText}</Text>
        <Button component={Link} to="/cancel-topup" size="md" fullWidth>
          {copy.findTopup}
        </Button>
        <Button component={Link} to="/" size="md" fullWidth variant="default">
          {copy.home}
        </Button>
      </Stack>
    </Paper>
  );
}

function ReceiptLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const copy = useCopy(receiptCopy);
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {copy.loadFailed}
        </Title>
        <Text role="alert">{errorMessage(error, [429])}</Text>
        <Button size="md" onClick={onRetry}>
          {copy.retry}
        </Button>
      </Stack>
    </Paper>
  );
}
