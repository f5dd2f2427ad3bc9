import { Alert, Center, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../api/api-error';

/**
 * What a printable report page shows until its rows are there: the spec's "Generating report…" while they
 * load, the server's message if they cannot be had. The page renders it while its query is not a success.
 */
export function ReportPlaceholder({ query }: { query: { isError: boolean; error: unknown } }) {
  if (query.isError)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(query.error)}
      </Alert>
    );
  return (
    <Center mih="60dvh" aria-busy="true">
      <Loader aria-label={MESSAGES.generatingReport} />
      <Text ml="sm">{MESSAGES.generatingReport}</Text>
    </Center>
  );
}
