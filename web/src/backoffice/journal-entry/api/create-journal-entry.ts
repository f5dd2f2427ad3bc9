import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  journalEntryEndpoints,
  type CreateJournalEntryBody,
  type JournalEntry,
} from '@core/api/journal-entries';
import { callEndpoint } from '../../../api/client';

export function createJournalEntry(
  body: CreateJournalEntryBody,
  idempotencyKey: string,
): Promise<JournalEntry> {
  return callEndpoint(journalEntryEndpoints.create, { body, idempotencyKey });
}

/** Creates an entry (the wallet is credited at once); the list and counts refresh. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateJournalEntryBody; idempotencyKey: string }) =>
      createJournalEntry(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['journal-entries'] }),
  });
}
